import type { TRaceDividendsResponse } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/format/cn';

import { ProgramNumber } from '../components/program-number';

/**
 * A finished race's dividends pool by pool, each with its combination of runners, then the pools or
 * combinations refunded. `runner` names an entry of the race; `formatDividend` writes an amount.
 */
export function DividendList({
  tote,
  runner,
  formatDividend,
  rowClassName,
}: {
  tote: TRaceDividendsResponse;
  runner: (entryId: number) => { number: number | null; name: string } | undefined;
  formatDividend: (dividend: string) => string;
  /** The rows' padding. */
  rowClassName: string;
}) {
  const { t } = useTranslation();
  const combination = (selection: number[]) =>
    selection.map((entryId, index) => {
      const entry = runner(entryId);
      return (
        <span key={index} className="inline-flex items-center gap-1">
          {index > 0 ? <span aria-hidden>–</span> : null}
          <ProgramNumber number={entry?.number ?? null} />
          <span>{entry?.name ?? `#${entryId}`}</span>
        </span>
      );
    });
  const row = cn('flex flex-wrap items-center justify-between gap-2', rowClassName);
  return (
    <ul className="divide-y divide-border text-sm">
      {tote.dividends.map((item, index) => (
        <li key={`d${index}`} className={row}>
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-bold">{t(`tote.pools.${item.pool}`)}</span>
            {combination(item.selection)}
          </span>
          <span className="font-mono font-black tabular-nums">{formatDividend(item.dividend)}</span>
        </li>
      ))}
      {tote.refunds.map((item, index) => (
        <li key={`r${index}`} className={row}>
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-bold">{t(`tote.pools.${item.pool}`)}</span>
            {item.selection.length > 0 ? combination(item.selection) : null}
          </span>
          <span className="font-semibold text-warning">{t('tote.refunded')}</span>
        </li>
      ))}
    </ul>
  );
}
