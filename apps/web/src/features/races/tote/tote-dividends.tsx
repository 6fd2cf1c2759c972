import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '@/lib/format/format-money';

import { useRaceDividends } from './api/get-race-dividends';
import { DividendList } from './dividend-list';

type Names = Map<number, { number: number | null; horse: { name: string } }>;

/** A finished race's dividends per 1.00, pool by pool, and the pools or combinations refunded. */
export function ToteDividends({ raceId, names }: { raceId: number; names: Names }) {
  const { t } = useTranslation();
  const query = useRaceDividends(raceId, true);
  if (query.isPending || query.isError) return null;
  if (query.data.dividends.length === 0 && query.data.refunds.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <h3 className="flex items-center gap-2 text-base font-extrabold">
        <Trophy className="size-4 text-brand" aria-hidden />
        {t('tote.dividends')}
      </h3>
      <DividendList
        tote={query.data}
        runner={(entryId) => {
          const entry = names.get(entryId);
          return entry ? { number: entry.number, name: entry.horse.name } : undefined;
        }}
        formatDividend={formatMoney}
        rowClassName="py-2"
      />
      <p className="text-xs text-muted-foreground">{t('tote.perOne')}</p>
    </div>
  );
}
