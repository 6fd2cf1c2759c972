import { formatUsd, SPORT_BET_TYPES, type TSportBetType, type TSportEventResponse } from '@galope/contracts';
import { ArrowDown, ArrowUp, LoaderCircle, Zap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { sportKey } from '@/components/sport-icon';
import { Button } from '@/components/ui/button';
import { CardContent, TitledCard } from '@/components/ui/card';
import {
  betAmounts,
  type BetTicket,
  type PriceChange,
  priceChange,
  type SlipError,
  SlipItemError,
  StakeInput,
  usePlaceBets,
} from '@/features/bet-slip';
import { cn } from '@/lib/format/cn';
import { formatOdds } from '@/lib/format/format-odds';
import { useOddsFormat } from '@/lib/preferences/use-odds-format';

import { selectionName } from '../selection-name';
import { isBettable } from '../use-sport-selection';

/** Spec §9: the event page's default stake, and the draw price shown when the event has none. */
const DEFAULT_STAKE = '10.00';
const DEFAULT_DRAW_ODDS = '3.00';

/** The bet, with the live price it was placed against (a refused price stands while it does). */
type DirectTicket = Extract<BetTicket, { type: 'sport' }> & { basis: string };

/** A draw is an outcome of the sport (football) or priced by the event itself. */
function offersDraw(event: TSportEventResponse): boolean {
  return Boolean(event.odds?.draw) || sportKey(event.sport) === 'football';
}

/**
 * The event page's direct bet: pick home, draw or away, stake (10.00 by default, quick stakes) and
 * place it at once. A draw without a price of its own shows the default 3.00 for reference but
 * cannot be bet (the server takes only priced outcomes).
 */
export function DirectSportBet({ event }: { event: TSportEventResponse }) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const types = SPORT_BET_TYPES.filter((type) => type !== 'draw' || offersDraw(event));
  const firstBettable = types.find((type) => isBettable(event, type));
  const [chosen, setChosen] = useState<TSportBetType | undefined>(firstBettable);
  const selection = chosen && isBettable(event, chosen) ? chosen : firstBettable;
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [answeredPrice, setAnsweredPrice] = useState<PriceChange | null>(null);
  const [error, setError] = useState<SlipError | null>(null);

  const livePrice = selection ? (event.odds?.[selection] ?? null) : null;
  const change = answeredPrice && answeredPrice.basis === livePrice ? answeredPrice : null;
  const odds = change?.odds ?? livePrice;
  const amounts = odds ? betAmounts(stake, odds) : null;

  const placement = usePlaceBets<DirectTicket>({
    invalidStake: { title: t('bets.toast.sportErrorTitle'), text: t('bets.invalidAmount'), decimals: true },
    onSend: () => setError(null),
    onInvalidStakes: () => setError({ kind: 'invalidStake' }),
    onAnswer: (outcomes) => {
      const outcome = outcomes?.[0];
      if (!outcome) return;
      if ('bet' in outcome) {
        setAnsweredPrice(null);
        setStake(DEFAULT_STAKE);
      } else if (outcome.failure.kind === 'priceChanged') {
        const { odds: sent, basis } = outcome.ticket;
        setAnsweredPrice(priceChange(sent, outcome.failure.odds, basis));
      } else setError(outcome.error);
    },
  });

  const place = () =>
    placement.place(
      !selection || !odds || change
        ? null
        : [
            {
              id: `direct:${event.id}:${selection}`,
              type: 'sport',
              label: selectionName(event, selection, t),
              eventId: event.id,
              betType: selection,
              stake,
              odds,
              basis: livePrice ?? odds,
            },
          ],
    );

  if (!event.odds || !firstBettable) return null;

  return (
    <TitledCard icon={Zap} title={t('eventPage.directBet.title')} description={t('eventPage.directBet.description')}>
      <CardContent className="grid grid-cols-1 gap-4">
        <div
          className={cn('grid gap-2', types.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}
          role="radiogroup"
          aria-label={t('eventPage.directBet.selection')}
        >
          {types.map((type) => {
            const priced = event.odds?.[type] ?? null;
            const bettable = isBettable(event, type);
            const shown = priced ?? (type === 'draw' ? DEFAULT_DRAW_ODDS : null);
            const checked = selection === type;
            return (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={checked}
                disabled={!bettable || placement.isPlacing}
                onClick={() => {
                  setChosen(type);
                  setError(null);
                }}
                title={!priced && type === 'draw' ? t('eventPage.directBet.noDrawPrice') : undefined}
                className={cn(
                  'flex min-w-0 flex-col items-center gap-0.5 rounded-xl border px-2 py-2.5 text-center transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                  checked
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-muted/50 enabled:hover:border-primary/60 enabled:hover:bg-primary-soft',
                )}
                data-priced={priced ? true : undefined}
              >
                <span className="max-w-full truncate text-xs font-semibold">{selectionName(event, type, t)}</span>
                <span className="text-sm font-black tabular-nums">{shown ? formatOdds(shown, format) : '—'}</span>
                {!priced && type === 'draw' ? (
                  <span className="text-[10px] leading-tight opacity-80">
                    {t('eventPage.directBet.referencePrice')}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        {offersDraw(event) && !event.odds.draw ? (
          <p className="text-xs text-muted-foreground">{t('eventPage.directBet.noDrawPrice')}</p>
        ) : null}

        <StakeInput
          id={`direct-bet-stake-${event.id}`}
          value={stake}
          onChange={(value) => {
            setStake(value);
            setError(null);
          }}
          label={t('eventPage.directBet.stake')}
          invalid={error?.kind === 'invalidStake'}
          disabled={placement.isPlacing}
        />

        <dl className="grid grid-cols-1 gap-1 rounded-xl bg-muted/60 px-3 py-2.5 text-sm">
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">{t('betSlip.odds')}</dt>
            <dd className="font-bold tabular-nums" data-odds={odds ?? undefined}>
              {odds ? formatOdds(odds, format) : '—'}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">{t('bets.potentialWinnings')}</dt>
            <dd className="font-bold text-success tabular-nums">{formatUsd(amounts?.winningsCents ?? 0)}</dd>
          </div>
        </dl>

        {change ? (
          <div
            className="flex flex-wrap items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-xs"
            role="status"
          >
            {change.direction === 'up' ? (
              <ArrowUp className="size-3.5 text-warning" aria-hidden />
            ) : (
              <ArrowDown className="size-3.5 text-warning" aria-hidden />
            )}
            <span className="font-bold text-warning">{t('betSlip.priceChanged')}</span>
            <span className="tabular-nums">
              {t('betSlip.priceChangedFromTo', {
                from: formatOdds(change.previous, format),
                to: formatOdds(change.odds, format),
              })}
            </span>
            <Button
              size="sm"
              variant="outline"
              className="ml-auto h-7 border-warning/60"
              onClick={() => setAnsweredPrice(null)}
            >
              {t('betSlip.acceptPrice')}
            </Button>
          </div>
        ) : null}

        {error ? <SlipItemError error={error} stake={stake} invalidText={t('bets.invalidAmount')} /> : null}

        <Button
          size="lg"
          className="w-full"
          onClick={place}
          disabled={!selection || !odds || change !== null || placement.isPlacing}
        >
          {placement.isPlacing ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {t('eventPage.directBet.submit', { amount: formatUsd(amounts?.stakeCents ?? 0) })}
        </Button>
      </CardContent>
    </TitledCard>
  );
}
