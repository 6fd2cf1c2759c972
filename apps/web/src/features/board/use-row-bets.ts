import {
  formatCents,
  parseCents,
  RACE_BET_TYPES,
  type TBetResponse,
  type TRaceBetType,
  type TRaceEntryResponse,
  type TRaceResponse,
} from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';
import { useAuthPrompt } from '@/lib/auth-prompt';
import { raceBetOdds, type SlipError } from '@/lib/bet-slip-items';
import { formatMoney } from '@/lib/format-money';
import { useCurrentUser } from '@/lib/get-current-user';
import { queryKeys } from '@/lib/query-keys';

import { placeRaceBet } from './api/place-race-bet';
import { betAmounts } from './bet-amounts';
import { type BetFailure, betFailure, keepsIdempotencyKey } from './bet-failure';
import { newIdempotencyKey } from './new-idempotency-key';
import { entryOdds } from './race-runners';
import { refreshAfterBet } from './refresh-after-bet';
import { useBetMessage } from './use-bet-message';
import { asSentence, stopsUnapprovedAccount } from './bet-preflight';

const cellKey = (entryId: number, type: TRaceBetType) => `${entryId}:${type}`;

/** The server refused a cell's price (PRICE_CHANGED) while the page showed `basis`. */
interface PriceChange {
  odds: string;
  previous: string;
  direction: 'up' | 'down';
  basis: string;
  accepted: boolean;
}

type Outcome = { type: TRaceBetType; bet: TBetResponse } | { type: TRaceBetType; failure: BetFailure };

/**
 * The betting page's WIN / PLACE / SHOW inputs and each row's 'Apostar': one bet per filled input,
 * priced from the runner's win odds (contracts' rule), each attempt with its own Idempotency-Key.
 * Placed inputs are cleared; a refused price shows the server's price and waits for the player to
 * accept it (until the live price moves on); other refusals show under the row.
 */
export function useRowBets() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const prompt = useAuthPrompt();
  const betMessage = useBetMessage();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [keys, setKeys] = useState<Record<string, string>>({});
  const [priceChanges, setPriceChanges] = useState<Record<string, PriceChange>>({});
  const [errors, setErrors] = useState<Record<number, SlipError>>({});
  const [placingEntry, setPlacingEntry] = useState<number | null>(null);

  const amount = (entryId: number, type: TRaceBetType) => amounts[cellKey(entryId, type)] ?? '';
  const setAmount = useCallback((entryId: number, type: TRaceBetType, value: string) => {
    setAmounts((current) => ({ ...current, [cellKey(entryId, type)]: value }));
    setErrors((current) => {
      if (!(entryId in current)) return current;
      const { [entryId]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  /** The price a cell is bet at: the server's answered price while it still stands, else the live one. */
  const cellPrice = (entry: TRaceEntryResponse, type: TRaceBetType) => {
    const live = raceBetOdds(type, entryOdds(entry) ?? '1.00');
    const change = priceChanges[cellKey(entry.id, type)];
    const current = change && change.basis === live ? change : undefined;
    return { odds: current?.odds ?? live, change: current };
  };
  const acceptPrice = (entryId: number, type: TRaceBetType) =>
    setPriceChanges((current) => {
      const change = current[cellKey(entryId, type)];
      return change ? { ...current, [cellKey(entryId, type)]: { ...change, accepted: true } } : current;
    });

  const mutation = useMutation({
    mutationFn: async (
      bets: { race: TRaceResponse; entry: TRaceEntryResponse; type: TRaceBetType; stakeCents: number; odds: string }[],
    ) => {
      const outcomes: Outcome[] = [];
      for (const { race, entry, type, stakeCents, odds } of bets) {
        const key = cellKey(entry.id, type);
        const idempotencyKey = keys[key] ?? newIdempotencyKey();
        setKeys((current) => ({ ...current, [key]: idempotencyKey }));
        const amountText = formatCents(stakeCents);
        try {
          const bet = await placeRaceBet({
            body: {
              raceId: race.id,
              raceEntryId: entry.id,
              betType: type,
              amount: amountText,
              odds,
              potentialWinnings: formatCents(betAmounts(amountText, odds)?.winningsCents ?? 0),
            },
            idempotencyKey,
          });
          outcomes.push({ type, bet });
        } catch (error) {
          const failure = betFailure(error);
          if (failure.kind === 'unauthorized') throw error;
          outcomes.push({ type, failure });
        }
      }
      return outcomes;
    },
    onMutate: (bets) => setPlacingEntry(bets[0]?.entry.id ?? null),
    onSettled: () => {
      setPlacingEntry(null);
      void refreshAfterBet(queryClient);
    },
    onSuccess: (outcomes, bets) => {
      const entry = bets[0]!.entry;
      const race = bets[0]!.race;
      const drop = <T>(record: Record<string, T>, types: TRaceBetType[]) => {
        const next = { ...record };
        for (const type of types) delete next[cellKey(entry.id, type)];
        return next;
      };
      const placed = outcomes.flatMap((outcome) => ('bet' in outcome ? [outcome.type] : []));
      const failed = outcomes.flatMap((outcome) => ('failure' in outcome ? [outcome] : []));
      setAmounts((current) => drop(current, placed));
      setPriceChanges((current) => drop(current, placed));
      setKeys((current) =>
        drop(
          current,
          placed.concat(failed.filter(({ failure }) => !keepsIdempotencyKey(failure)).map(({ type }) => type)),
        ),
      );

      const changed = failed.flatMap(({ type, failure }) =>
        failure.kind === 'priceChanged' ? [{ type, failure }] : [],
      );
      if (changed.length > 0) {
        setPriceChanges((current) => {
          const next = { ...current };
          for (const { type, failure } of changed) {
            const sent = bets.find((bet) => bet.type === type)!.odds;
            next[cellKey(entry.id, type)] = {
              odds: failure.odds,
              previous: sent,
              direction: Number(failure.odds) >= Number(sent) ? 'up' : 'down',
              basis: raceBetOdds(type, entryOdds(entry) ?? '1.00'),
              accepted: false,
            };
          }
          return next;
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.race(race.id) });
      }
      const refused = failed.find(({ failure }) => failure.kind !== 'priceChanged');
      if (refused && refused.failure.kind !== 'unauthorized' && refused.failure.kind !== 'priceChanged') {
        const refusal = refused.failure;
        setErrors((current) => ({
          ...current,
          [entry.id]: {
            kind: 'server',
            message: refusal.message ?? t('bets.toast.raceErrorText'),
            balance: refusal.kind === 'insufficientBalance' ? refusal.balance : undefined,
          },
        }));
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
      const reason =
        betMessage(first.failure.kind === 'unauthorized' ? undefined : first.failure.message) ??
        t('bets.toast.raceErrorText');
      if (placed.length > 0) {
        // Some went through: that is the news, with what stayed and why (not a red error).
        toast({
          title: t('bets.toast.partialTitle', { placed: placed.length, total: outcomes.length }),
          description: t('bets.toast.partial', {
            count: failed.length,
            refused: failed.map(({ type }) => `${entry.horse.name} (${t(`betting.columns.${type}`)})`).join(', '),
            reason: asSentence(reason),
          }),
          variant: 'success',
        });
        return;
      }
      toast({ title: t('bets.toast.raceErrorTitle'), description: reason, variant: 'destructive' });
    },
  });

  /** A row's 'Apostar': spec §5 checks first (signed in, positive amounts, within the balance). */
  const placeRow = (race: TRaceResponse, entry: TRaceEntryResponse) => {
    if (!user) {
      toast({ title: t('bets.toast.raceErrorTitle'), description: t('bets.loginRequired'), variant: 'destructive' });
      prompt.open({ mode: 'login' });
      return;
    }
    if (mutation.isPending) return;
    if (stopsUnapprovedAccount(user, t)) return;
    const filled = RACE_BET_TYPES.filter((type) => amount(entry.id, type).trim() !== '');
    if (filled.some((type) => cellPrice(entry, type).change?.accepted === false)) return;
    const bets = filled.map((type) => {
      const { odds } = cellPrice(entry, type);
      return { race, entry, type, odds, stakeCents: betAmounts(amount(entry.id, type), odds)?.stakeCents ?? null };
    });
    if (bets.length === 0 || bets.some((bet) => bet.stakeCents === null)) {
      setErrors((current) => ({ ...current, [entry.id]: { kind: 'invalidStake' } }));
      toast({
        title: t('bets.toast.invalidAmountTitle'),
        description: t('bets.invalidAmount'),
        variant: 'destructive',
      });
      return;
    }
    const valid = bets.map((bet) => ({ ...bet, stakeCents: bet.stakeCents! }));
    const total = valid.reduce((sum, bet) => sum + bet.stakeCents, 0);
    // A pending account's balance says nothing: the server answers why it cannot bet (403 NOT_APPROVED).
    if (user.status === 'approved' && total > (parseCents(user.balance) ?? 0)) {
      toast({
        title: t('bets.toast.insufficientTitle'),
        description: t('bets.toast.insufficientText', { balance: formatMoney(user.balance) }),
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate(valid);
  };

  return {
    amount,
    setAmount,
    cellPrice,
    acceptPrice,
    placeRow,
    error: (entryId: number): SlipError | undefined => errors[entryId],
    isPlacing: (entryId: number) => placingEntry === entryId,
    isBusy: mutation.isPending,
  };
}
