import { formatCents, parseCents } from '@galope/contracts';
import { Ban, Coins } from 'lucide-react';

import { cn } from '@/lib/format/cn';
import { formatMoney } from '@/lib/format/format-money';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { useBetSlip } from '../bet-slip';
import { betSlipItemId, toteCostCents, type ToteSlipItem } from '../bet-slip-items';
import { toteTicketTitle } from '../tote-ticket-title';
import { SlipEntryCard } from './slip-entry-card';
import { SlipItemError } from './slip-item-error';
import { StakeInput } from './stake-input';

/**
 * A tote ticket in the slip: its pool and runners by program number, the combinations × the stake
 * per combination = the cost, and that stake to change (at least the pool's minimum).
 */
export function ToteSlipEntry({ item }: { item: ToteSlipItem }) {
  const { t } = useLightTranslation();
  const slip = useBetSlip();
  const id = betSlipItemId(item);
  const title = toteTicketTitle(item, t);
  const domId = id.replaceAll(/[^a-z0-9]/gi, '-');
  const unitCents = parseCents(item.unitStake);
  const valid = toteCostCents(item) !== null;
  const minimum = formatMoney(item.minimumStake);
  const runners = [...new Map(item.runners.map((runner) => [runner.entryId, runner])).values()];
  const state = item.placing ? 'placing' : item.closed ? 'closed' : item.error ? 'error' : 'ready';

  return (
    <SlipEntryCard
      id={id}
      item={item}
      state={state}
      icon={<Coins className="size-4" aria-hidden />}
      name={title}
      title={<p className="text-sm font-bold break-words">{title}</p>}
      subtitle={item.race}
    >
      <p className="flex flex-wrap gap-x-2.5 gap-y-0.5 text-xs text-muted-foreground">
        {runners.map((runner) => (
          <span key={runner.entryId} className="inline-flex min-w-0 items-center gap-1">
            <span className="font-bold text-foreground tabular-nums">{runner.number ?? '–'}</span>
            <span className="truncate">{runner.name}</span>
          </span>
        ))}
      </p>

      <p className="text-xs font-semibold tabular-nums">
        {t('tote.builder.summary', {
          count: item.combinations,
          stake: formatMoney(formatCents(unitCents ?? 0)),
          cost: formatMoney(formatCents((unitCents ?? 0) * item.combinations)),
        })}
      </p>

      {item.closed ? (
        <p className="flex items-start gap-1.5 text-xs font-semibold text-destructive">
          <Ban className="mt-px size-3.5 shrink-0" aria-hidden />
          {t(`betSlip.closed.${item.closed}`)}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-1">
          <StakeInput
            id={`slip-stake-${domId}`}
            value={item.unitStake}
            onChange={(stake) => slip.setStake(id, stake)}
            label={t('betSlip.tote.unitStakeFor', { name: title })}
            invalid={!valid}
            disabled={item.placing}
            quickStakes={false}
            describedBy={`slip-stake-hint-${domId}`}
          />
          <p
            id={`slip-stake-hint-${domId}`}
            className={cn('text-[11px]', valid ? 'text-muted-foreground' : 'text-destructive')}
          >
            {t('betSlip.tote.minimum', { amount: minimum })}
          </p>
        </div>
      )}

      {item.error ? (
        <SlipItemError
          error={item.error}
          stake={item.unitStake}
          invalidText={t('tote.builder.stakeMinimum', { amount: minimum })}
        />
      ) : null}
    </SlipEntryCard>
  );
}
