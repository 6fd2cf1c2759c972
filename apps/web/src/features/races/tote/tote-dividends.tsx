import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '@/lib/format-money';

import { ProgramNumber } from '../components/program-number';
import { useRaceDividends } from './api/get-race-dividends';

type Names = Map<number, { number: number | null; horse: { name: string } }>;

/** A finished race's dividends per 1.00, pool by pool, and the pools or combinations refunded. */
export function ToteDividends({ raceId, names }: { raceId: number; names: Names }) {
  const { t } = useTranslation();
  const query = useRaceDividends(raceId, true);
  if (query.isPending || query.isError) return null;
  const { dividends, refunds } = query.data;
  if (dividends.length === 0 && refunds.length === 0) return null;
  const combination = (selection: number[]) =>
    selection.map((entryId, index) => {
      const entry = names.get(entryId);
      return (
        <span key={index} className="inline-flex items-center gap-1">
          {index > 0 ? <span aria-hidden>–</span> : null}
          <ProgramNumber number={entry?.number ?? null} />
          <span>{entry?.horse.name ?? `#${entryId}`}</span>
        </span>
      );
    });
  return (
    <div className="grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <h3 className="flex items-center gap-2 text-base font-extrabold">
        <Trophy className="size-4 text-brand" aria-hidden />
        {t('tote.dividends')}
      </h3>
      <ul className="divide-y divide-border text-sm">
        {dividends.map((item, index) => (
          <li key={`d${index}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-bold">{t(`tote.pools.${item.pool}`)}</span>
              {combination(item.selection)}
            </span>
            <span className="font-mono font-black tabular-nums">{formatMoney(item.dividend)}</span>
          </li>
        ))}
        {refunds.map((item, index) => (
          <li key={`r${index}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-bold">{t(`tote.pools.${item.pool}`)}</span>
              {item.selection.length > 0 ? combination(item.selection) : null}
            </span>
            <span className="text-warning font-semibold">{t('tote.refunded')}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t('tote.perOne')}</p>
    </div>
  );
}
