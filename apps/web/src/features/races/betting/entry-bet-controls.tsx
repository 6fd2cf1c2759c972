import {
  formatUsd,
  RACE_BET_TYPES,
  type TRaceBetType,
  type TRaceEntryResponse,
  type TRaceResponse,
} from '@galope/contracts';
import { ArrowDown, ArrowUp, LoaderCircle } from 'lucide-react';

import { MONEY_INPUT_PROPS } from '@/components/money-input-frame';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { betAmounts, SlipItemError } from '@/features/bet-slip';
import { cn } from '@/lib/format/cn';
import { formatOdds } from '@/lib/format/format-odds';
import { useOddsFormat } from '@/lib/preferences/use-odds-format';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import type { useRowBets } from '../use-row-bets';

export const BET_TYPES = RACE_BET_TYPES;

export type RowBets = ReturnType<typeof useRowBets>;

export function AmountInput({
  race,
  entry,
  type,
  bets,
}: {
  race: TRaceResponse;
  entry: TRaceEntryResponse;
  type: TRaceBetType;
  bets: RowBets;
}) {
  const { t } = useLightTranslation();
  const format = useOddsFormat();
  const { odds, change } = bets.cellPrice(entry, type);
  const value = bets.amount(entry.id, type);
  const amounts = betAmounts(value, odds);
  const invalid = bets.error(entry.id)?.kind === 'invalidStake' && value.trim() !== '' && amounts === null;
  return (
    <span className="grid grid-cols-1 gap-0.5">
      <Input
        {...MONEY_INPUT_PROPS}
        value={value}
        onChange={(event) => bets.setAmount(entry.id, type, event.target.value)}
        disabled={race.status !== 'scheduled' || bets.isPlacing(entry.id)}
        aria-label={t('betting.amount', { type: t(`betting.columns.${type}`), horse: entry.horse.name })}
        aria-invalid={invalid || undefined}
        className="h-9 min-w-0 text-right tabular-nums"
      />
      <span
        className={cn(
          'text-right text-[11px] tabular-nums',
          change ? 'font-bold text-warning' : 'text-muted-foreground',
        )}
        data-odds={odds}
      >
        {amounts
          ? t('betting.returns', { amount: formatUsd(amounts.winningsCents) })
          : t('betting.at', { odds: formatOdds(odds, format) })}
      </span>
    </span>
  );
}

/** A row's 'Apostar': enabled once one of its amounts is filled in, while the race is open. */
export function RowSubmit({
  race,
  entry,
  bets,
  className,
}: {
  race: TRaceResponse;
  entry: TRaceEntryResponse;
  bets: RowBets;
  className?: string;
}) {
  const { t } = useLightTranslation();
  const filled = BET_TYPES.some((type) => bets.amount(entry.id, type).trim() !== '');
  const awaiting = BET_TYPES.some((type) => bets.cellPrice(entry, type).change?.accepted === false);
  const placing = bets.isPlacing(entry.id);
  return (
    <Button
      size="sm"
      onClick={() => bets.placeRow(race, entry)}
      disabled={race.status !== 'scheduled' || !filled || awaiting || bets.isBusy}
      aria-label={t('betting.submitFor', { horse: entry.horse.name })}
      className={className}
    >
      {placing ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {t('betting.submit')}
    </Button>
  );
}

/** Under a row: the total and winnings of its amounts, a changed price to accept, the last refusal. */
export function RowMessages({
  entry,
  bets,
  inTable = false,
}: {
  entry: TRaceEntryResponse;
  bets: RowBets;
  inTable?: boolean;
}) {
  const { t } = useLightTranslation();
  const format = useOddsFormat();
  const error = bets.error(entry.id);
  const changes = BET_TYPES.flatMap((type) => {
    const { odds, change } = bets.cellPrice(entry, type);
    return change && !change.accepted ? [{ type, odds, change }] : [];
  });
  const totals = BET_TYPES.reduce(
    (sum, type) => {
      const amounts = betAmounts(bets.amount(entry.id, type), bets.cellPrice(entry, type).odds);
      return amounts ? { stake: sum.stake + amounts.stakeCents, winnings: sum.winnings + amounts.winningsCents } : sum;
    },
    { stake: 0, winnings: 0 },
  );
  if (!error && changes.length === 0 && totals.stake === 0) return null;
  const content = (
    <div className="grid grid-cols-1 gap-2">
      {totals.stake > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('betting.rowTotal', { stake: formatUsd(totals.stake), winnings: formatUsd(totals.winnings) })}
        </p>
      ) : null}
      {changes.map(({ type, odds, change }) => (
        <div
          key={type}
          className="flex flex-wrap items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-xs"
          role="status"
          data-type={type}
        >
          {change.direction === 'up' ? (
            <ArrowUp className="size-3.5 text-warning" aria-hidden />
          ) : (
            <ArrowDown className="size-3.5 text-warning" aria-hidden />
          )}
          <span className="font-bold text-warning">
            {t(`betting.columns.${type}`)} · {t('betSlip.priceChanged')}
          </span>
          <span className="tabular-nums">
            {t('betSlip.priceChangedFromTo', {
              from: formatOdds(change.previous, format),
              to: formatOdds(odds, format),
            })}
          </span>
          <Button
            size="sm"
            variant="outline"
            className="ml-auto h-7 border-warning/60"
            onClick={() => bets.acceptPrice(entry.id, type)}
          >
            {t('betSlip.acceptPrice')}
          </Button>
        </div>
      ))}
      {error ? <SlipItemError error={error} invalidText={t('bets.invalidAmount')} /> : null}
    </div>
  );
  if (!inTable) return content;
  return (
    <tr>
      <td colSpan={8} className="px-4 pb-3">
        {content}
      </td>
    </tr>
  );
}
