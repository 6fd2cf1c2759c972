import { ArrowDown, ArrowUp } from 'lucide-react';

import { cn } from '@/lib/format/cn';
import { formatOdds } from '@/lib/format/format-odds';
import { useOddsFormat } from '@/lib/preferences/use-odds-format';
import { useLightTranslation } from '@/lib/translation/use-light-translation';
import { usePriceFlash } from '@/lib/hooks/use-price-flash';

/**
 * A decimal price in the player's odds format (panel → settings: decimal 3.50, fractional 5/2 or
 * American +250) with a second form beside it, smaller: the fractional one when the player reads
 * decimal, else the decimal one. When the price moves it flashes green (longer) or red (shorter).
 */
export function OddsValue({
  odds,
  secondary = true,
  className,
}: {
  odds: string | null;
  /** Also show the second form, smaller. */
  secondary?: boolean;
  className?: string;
}) {
  const { t } = useLightTranslation();
  const format = useOddsFormat();
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
      data-odds={odds}
      data-flash={flash ?? undefined}
    >
      {flash === 'up' ? <ArrowUp className="size-3 self-center" aria-label={t('race.oddsUp')} /> : null}
      {flash === 'down' ? <ArrowDown className="size-3 self-center" aria-label={t('race.oddsDown')} /> : null}
      <span className="font-bold">{formatOdds(odds, format)}</span>
      {secondary ? (
        <span className={cn('text-[11px] font-medium', !flash && 'text-muted-foreground')}>
          {formatOdds(odds, format === 'decimal' ? 'fractional' : 'decimal')}
        </span>
      ) : null}
    </span>
  );
}
