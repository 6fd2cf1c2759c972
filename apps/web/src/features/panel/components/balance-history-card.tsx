import { useTranslation } from 'react-i18next';

import { ListSkeleton } from '@/components/list-skeleton';
import { CardContent, TitledCard } from '@/components/ui/card';
import { useBalanceHistory } from '@/lib/api/get-balance-history';

import { BalanceHistoryList } from './balance-history-list';
import { PanelLoadError } from './panel-load-error';

/** The latest `limit` balance movements, in a card titled `title`: the wallet's and the history's. */
export function BalanceHistoryCard({ title, limit, className }: { title: string; limit: number; className?: string }) {
  const { t } = useTranslation();
  const history = useBalanceHistory(limit);
  return (
    <TitledCard
      className={className}
      title={title}
      description={t('panel.wallet.historyDescription', { count: limit })}
    >
      <CardContent>
        {history.isPending ? (
          <ListSkeleton rows={5} />
        ) : history.isError ? (
          <PanelLoadError query={history} />
        ) : (
          <BalanceHistoryList history={history.data} label={title} />
        )}
      </CardContent>
    </TitledCard>
  );
}
