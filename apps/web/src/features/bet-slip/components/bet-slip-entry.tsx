import { formatUsd, RACE_BET_TYPES } from '@galope/contracts';
import { ArrowDown, ArrowUp, Ban, Flag } from 'lucide-react';

import { OddsValue } from '@/components/odds-value';
import { SportIcon } from '@/components/sport-icon';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/format/cn';
import { formatOdds } from '@/lib/format/format-odds';
import { useOddsFormat } from '@/lib/preferences/use-odds-format';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { betAmounts } from '../bet-amounts';
import { useBetSlip } from '../bet-slip';
import { type BetSlipItem, betSlipItemId, raceBetOdds, type RaceSlipItem, type SportSlipItem } from '../bet-slip-items';
import { SlipEntryCard } from './slip-entry-card';
import { SlipItemError } from './slip-item-error';
import { StakeInput } from './stake-input';
import { ToteSlipEntry } from './tote-slip-entry';

/** One item of the slip: a fixed-odds selection or a tote ticket. */
export function BetSlipEntry({ item }: { item: BetSlipItem }) {
  return item.type === 'tote' ? <ToteSlipEntry item={item} /> : <FixedOddsEntry item={item} />;
}

/** A runner or an outcome: what it is, its price, the stake, the winnings and its state. */
function FixedOddsEntry({ item }: { item: RaceSlipItem | SportSlipItem }) {
  const { t } = useLightTranslation();
  const slip = useBetSlip();
  const format = useOddsFormat();
  const id = betSlipItemId(item);
  const name = item.type === 'race' ? item.horse : item.team;
  const amounts = betAmounts(item.stake, item.odds);
  const inputId = `slip-stake-${id.replaceAll(':', '-')}`;
  const state = item.placing
    ? 'placing'
    : item.closed
      ? 'closed'
      : item.priceChange
        ? 'price-changed'
        : item.error
          ? 'error'
          : 'ready';

  return (
    <SlipEntryCard
      id={id}
      item={item}
      state={state}
      icon={
        item.type === 'race' ? (
          <Flag className="size-4" aria-hidden />
        ) : (
          <SportIcon sport={item.sport} className="size-4" />
        )
      }
      name={name}
      title={<p className="truncate text-sm font-bold">{name}</p>}
      subtitle={item.type === 'race' ? item.race : item.event}
    >
      {item.type === 'race' ? (
        <div className="grid grid-cols-1 gap-1">
          <div className="grid grid-cols-3 gap-1.5" role="group" aria-label={t('betSlip.betType')}>
            {RACE_BET_TYPES.map((type) => {
              const selected = item.betType === type;
              return (
                <button
                  key={type}
                  type="button"
                  onClick={() => slip.setBetType(id, type)}
                  disabled={item.placing}
                  aria-pressed={selected}
                  title={t(`betSlip.betTypeHint.${type}`)}
                  className={cn(
                    'flex min-w-0 flex-col items-center rounded-lg border px-1 py-1.5 transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    selected
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-card hover:border-primary/60 hover:bg-primary-soft',
                  )}
                >
                  <span className="text-[11px] font-extrabold tracking-wide">{t(`betting.columns.${type}`)}</span>
                  <span className="text-xs font-semibold tabular-nums">
                    {formatOdds(raceBetOdds(type, item.winOdds), format)}
                  </span>
                </button>
              );
            })}
          </div>
          <p className="text-[11px] text-muted-foreground">{t(`betSlip.betTypeHint.${item.betType}`)}</p>
        </div>
      ) : null}

      <div className="flex items-center justify-end gap-2 text-xs">
        {/* A runner's bet type is the selector above; an outcome is named by its team, the title. */}
        {/* A term and its value, as the totals below: "Cuota" is read with the price. */}
        <dl className="flex items-center gap-1.5">
          <dt className="text-muted-foreground">{t('betSlip.odds')}</dt>
          <dd data-odds={item.odds}>
            <OddsValue odds={item.odds} className="px-1 py-0 text-sm" />
          </dd>
        </dl>
      </div>

      {item.priceChange ? (
        <div
          className="grid grid-cols-1 gap-2 rounded-lg border border-warning/40 bg-warning/10 p-2.5 text-xs"
          role="status"
          data-direction={item.priceChange.direction}
        >
          <p className="flex items-center gap-1.5 font-bold text-warning">
            {item.priceChange.direction === 'up' ? (
              <ArrowUp className="size-3.5" aria-hidden />
            ) : (
              <ArrowDown className="size-3.5" aria-hidden />
            )}
            {t('betSlip.priceChanged')}
            <span className="ml-auto font-semibold text-foreground tabular-nums">
              {t('betSlip.priceChangedFromTo', {
                from: formatOdds(item.priceChange.previous, format),
                to: formatOdds(item.odds, format),
              })}
            </span>
          </p>
          <Button size="sm" variant="outline" className="w-full border-warning/60" onClick={() => slip.acceptPrice(id)}>
            {t('betSlip.acceptPrice')}
          </Button>
        </div>
      ) : null}

      {item.closed ? (
        <p className="flex items-start gap-1.5 text-xs font-semibold text-destructive">
          <Ban className="mt-px size-3.5 shrink-0" aria-hidden />
          {t(`betSlip.closed.${item.closed}`)}
        </p>
      ) : (
        <>
          <StakeInput
            id={inputId}
            value={item.stake}
            onChange={(stake) => slip.setStake(id, stake)}
            label={t('betSlip.stakeFor', { name })}
            invalid={item.error?.kind === 'invalidStake'}
            disabled={item.placing}
          />
          <dl className="flex items-center justify-between gap-2 text-xs">
            <dt className="text-muted-foreground">{t('bets.potentialWinnings')}</dt>
            <dd className="font-bold text-success tabular-nums">{formatUsd(amounts?.winningsCents ?? 0)}</dd>
          </dl>
        </>
      )}

      {item.error ? (
        <SlipItemError error={item.error} stake={item.stake} invalidText={t('betSlip.invalidStake')} />
      ) : null}
    </SlipEntryCard>
  );
}
