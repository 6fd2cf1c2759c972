import { toFractionalOdds } from '@galope/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import { usePriceFlash } from './use-price-flash';

/**
 * A decimal price with its fractional form (3.50 · 5/2). When the price moves it flashes green
 * (longer) or red (shorter) for a moment.
 */
export function OddsValue({
  odds,
  secondary = true,
  primary = 'decimal',
  className,
}: {
  odds: string | null;
  /** Also show the other form, smaller. */
  secondary?: boolean;
  /** Which form leads: the board shows decimal, the betting page fractional (5/2). */
  primary?: 'decimal' | 'fractional';
  className?: string;
}) {
  const { t } = useTranslation();
  const flash = usePriceFlash(odds);
  if (odds === null) return <span className={cn('text-muted-foreground', className)}>—</span>;
  return (
    <span
      className={cn(
        'inline-flex items-baseline gap-1 rounded-md px-1.5 py-0.5 tabular-nums transition-colors duration-500',
        flash === 'up' && 'bg-success/20 text-success',
        flash === 'down' && 'bg-destructive/15 text-destructive',
        className,
      )}
      data-testid="odds-value"
      data-flash={flash ?? undefined}
    >
      {flash === 'up' ? <ArrowUp className="size-3 self-center" aria-label={t('race.oddsUp')} /> : null}
      {flash === 'down' ? <ArrowDown className="size-3 self-center" aria-label={t('race.oddsDown')} /> : null}
      <span className="font-bold">{primary === 'fractional' ? toFractionalOdds(odds) : odds}</span>
      {secondary ? (
        <span className="text-[11px] font-medium opacity-70">
          {primary === 'fractional' ? odds : toFractionalOdds(odds)}
        </span>
      ) : null}
    </span>
  );
}
