import { useTranslation } from 'react-i18next';

import { ListSkeleton } from '@/components/list-skeleton';
import { CardContent, TitledCard } from '@/components/ui/card';
import { HISTORY_TAB_LIMIT } from '@/lib/api/get-balance-history';
import { useBets } from '@/lib/api/get-bets';

import { BalanceHistoryCard } from '../components/balance-history-card';
import { NoBets } from '../components/bet-history';
import { BetList } from '../components/bet-list';
import { useToteTickets } from '../api/get-tote-tickets';
import { PanelLoadError } from '../components/panel-load-error';
import { ToteTicketList } from '../components/tote-ticket-list';

/** Spec §9: the history shows the latest 10 bets. */
const LATEST_BETS = 10;

/** Historial: the latest 10 bets and the latest 15 balance movements. */
export function HistoryTab() {
  const { t } = useTranslation();
  const bets = useBets();
  const toteTickets = useToteTickets();

  return (
    <div className="grid grid-cols-1 gap-6">
      <TitledCard title={t('panel.bets.latestTitle')} description={t('panel.bets.latestDescription')}>
        <CardContent className="px-3 sm:px-5">
          {bets.isPending ? (
            <ListSkeleton />
          ) : bets.isError ? (
            <PanelLoadError query={bets} />
          ) : bets.data.length === 0 ? (
            <div>
              <NoBets filter="all" />
            </div>
          ) : (
            <BetList bets={bets.data.slice(0, LATEST_BETS)} caption={t('panel.bets.latestTitle')} />
          )}
        </CardContent>
      </TitledCard>
      <TitledCard title={t('tote.tickets.title')}>
        <CardContent className="px-3 sm:px-5">
          {toteTickets.isPending ? (
            <ListSkeleton />
          ) : toteTickets.isError ? (
            <PanelLoadError query={toteTickets} />
          ) : toteTickets.data.length === 0 ? (
            <p className="py-4 text-center text-sm text-muted-foreground">{t('tote.tickets.empty')}</p>
          ) : (
            <ToteTicketList tickets={toteTickets.data.slice(0, LATEST_BETS)} caption={t('tote.tickets.title')} />
          )}
        </CardContent>
      </TitledCard>
      <BalanceHistoryCard title={t('panel.wallet.latestTitle')} limit={HISTORY_TAB_LIMIT} />
    </div>
  );
}
