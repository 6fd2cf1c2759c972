import { formatCents, parseCents, type TBetResponse } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';
import { useAuthPrompt } from '@/lib/auth-prompt';
import { useBetSlip } from '@/lib/bet-slip';
import { type BetSlipItem, betSlipItemId, withAnsweredPrice } from '@/lib/bet-slip-items';
import { formatMoney } from '@/lib/format-money';
import { useCurrentUser } from '@/lib/get-current-user';
import { queryKeys } from '@/lib/query-keys';

import { placeRaceBet } from './api/place-race-bet';
import { placeSportBet } from './api/place-sport-bet';
import { betAmounts, stakeProblemKey } from './bet-amounts';
import { type BetFailure, betFailure, keepsIdempotencyKey } from './bet-failure';
import { newIdempotencyKey } from './new-idempotency-key';
import { refreshAfterBet } from './refresh-after-bet';
import { useBetMessage } from './use-bet-message';

type Outcome = { item: BetSlipItem; bet: TBetResponse } | { item: BetSlipItem; failure: BetFailure };

/** Whether the slip can be placed as it stands, and why not. */
export function slipReadiness(items: readonly BetSlipItem[]) {
  const open = items.filter((item) => item.closed === null);
  return {
    open,
    placing: items.some((item) => item.placing),
    awaitingPrice: open.some((item) => item.priceChange !== null),
  };
}

function failureMessage(failure: BetFailure): string | undefined {
  return failure.kind === 'unauthorized' ? undefined : failure.message;
}

function sendItem(item: BetSlipItem, stakeCents: number, idempotencyKey: string): Promise<TBetResponse> {
  const amount = formatCents(stakeCents);
  const potentialWinnings = formatCents(betAmounts(amount, item.odds)?.winningsCents ?? 0);
  if (item.type === 'race') {
    return placeRaceBet({
      body: {
        raceId: item.raceId,
        raceEntryId: item.raceEntryId,
        betType: item.betType,
        amount,
        odds: item.odds,
        potentialWinnings,
      },
      idempotencyKey,
    });
  }
  return placeSportBet({
    body: {
      sportEventId: item.eventId,
      sportBetType: item.betType,
      betType: item.betType,
      sportTeam: item.team,
      sport: item.sport,
      tournament: item.tournament,
      homeTeam: item.homeTeam,
      awayTeam: item.awayTeam,
      eventScheduledTime: item.scheduledTime,
      amount,
      odds: item.odds,
      potentialWinnings,
    },
    idempotencyKey,
  });
}

/**
 * 'Apostar' on the slip: checks the stakes and the balance, then places every open selection, one
 * request each with its own Idempotency-Key (kept for a retry when the outcome is unknown). Placed
 * selections leave the slip; the others stay with the server's answer beside them, and a changed
 * price waits for the player to accept it.
 */
export function usePlaceSlip() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const slip = useBetSlip();
  const { data: user } = useCurrentUser();
  const prompt = useAuthPrompt();
  const betMessage = useBetMessage();

  const mutation = useMutation({
    mutationFn: async (items: { item: BetSlipItem; stakeCents: number }[]): Promise<Outcome[]> => {
      const outcomes: Outcome[] = [];
      // One after another: the balance is debited in order and a failure names its own selection.
      for (const { item, stakeCents } of items) {
        const id = betSlipItemId(item);
        const idempotencyKey = item.idempotencyKey ?? newIdempotencyKey();
        slip.update(id, (current) => ({ ...current, placing: true, error: null, idempotencyKey }));
        try {
          outcomes.push({ item, bet: await sendItem(item, stakeCents, idempotencyKey) });
        } catch (error) {
          const failure = betFailure(error);
          // The session ended: the query client's handler announces it and goes to the login.
          if (failure.kind === 'unauthorized') throw error;
          outcomes.push({ item, failure });
        }
      }
      return outcomes;
    },
    onError: (_error, items) => {
      for (const { item } of items) slip.update(betSlipItemId(item), (current) => ({ ...current, placing: false }));
    },
    onSuccess: (outcomes) => {
      const placed = outcomes.filter((outcome) => 'bet' in outcome);
      const failed = outcomes.flatMap((outcome) => ('failure' in outcome ? [outcome] : []));
      slip.removeMany(placed.map(({ item }) => betSlipItemId(item)));
      for (const { item, failure } of failed) {
        slip.update(betSlipItemId(item), (current) => {
          const next = { ...current, placing: false };
          const idempotencyKey = keepsIdempotencyKey(failure) ? current.idempotencyKey : null;
          if (failure.kind === 'priceChanged') return { ...withAnsweredPrice(next, failure.odds), idempotencyKey };
          const fallback = item.type === 'sport' ? t('bets.toast.sportErrorText') : t('bets.toast.raceErrorText');
          return {
            ...next,
            idempotencyKey,
            error: {
              kind: 'server',
              message: failureMessage(failure) ?? fallback,
              balance: failure.kind === 'insufficientBalance' ? failure.balance : undefined,
            },
          };
        });
      }
      // A refused price: fetch the race or event again so the slip and the page show the new price.
      for (const { item, failure } of failed) {
        if (failure.kind !== 'priceChanged') continue;
        void queryClient.invalidateQueries({
          queryKey: item.type === 'race' ? queryKeys.race(item.raceId) : queryKeys.sportEvent(item.eventId),
        });
      }

      const first = failed[0];
      if (!first) {
        toast({
          title: t('bets.toast.placedTitle'),
          description: t('bets.toast.placedText', { count: placed.length }),
          variant: 'success',
        });
        return;
      }
      const allSport = failed.every(({ item }) => item.type === 'sport');
      const reason =
        betMessage(failureMessage(first.failure)) ??
        (allSport ? t('bets.toast.sportErrorText') : t('bets.toast.raceErrorText'));
      toast({
        title: allSport ? t('bets.toast.sportErrorTitle') : t('bets.toast.raceErrorTitle'),
        description:
          placed.length > 0
            ? t('bets.toast.partial', { placed: placed.length, total: outcomes.length, reason })
            : reason,
        variant: 'destructive',
      });
    },
    onSettled: () => refreshAfterBet(queryClient),
  });

  const place = () => {
    if (!user) {
      prompt.open({ mode: 'login' });
      return;
    }
    const { open, placing, awaitingPrice } = slipReadiness(slip.items);
    if (placing || awaitingPrice || open.length === 0) return;

    const invalid = open.filter((item) => betAmounts(item.stake, item.odds) === null);
    if (invalid.length > 0) {
      for (const item of invalid) {
        slip.update(betSlipItemId(item), (current) => ({ ...current, error: { kind: 'invalidStake' } }));
      }
      toast({
        title: t('bets.toast.invalidAmountTitle'),
        description: invalid.some((item) => stakeProblemKey(item.stake) === 'messages.amountTooManyDecimals')
          ? t('messages.amountTooManyDecimals')
          : t('bets.toast.invalidAmountText'),
        variant: 'destructive',
      });
      return;
    }
    const stakes = open.map((item) => ({ item, stakeCents: betAmounts(item.stake, item.odds)!.stakeCents }));
    const total = stakes.reduce((sum, { stakeCents }) => sum + stakeCents, 0);
    // A pending account's balance says nothing: the server answers why it cannot bet (403 NOT_APPROVED).
    if (user.status === 'approved' && total > (parseCents(user.balance) ?? 0)) {
      toast({
        title: t('bets.toast.insufficientTitle'),
        description: t('bets.toast.insufficientText', { balance: formatMoney(user.balance) }),
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate(stakes);
  };

  return { place, isPlacing: mutation.isPending };
}
