import {
  formatCents,
  parseCents,
  type TBetResponse,
  type TRaceBetType,
  type TSportBetType,
  type TToteTicketPool,
  type TToteTicketResponse,
  type TUserResponse,
} from '@galope/contracts';
import type { TFunction } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';
import { currentUserQueryKey, useCurrentUser } from '@/lib/api/get-current-user';
import { invalidateMoneyQueries, refreshAfterBet } from '@/lib/api/invalidate-money-queries';
import { newIdempotencyKey } from '@/lib/api/new-idempotency-key';
import { queryKeys } from '@/lib/api/query-keys';
import { formatMoney } from '@/lib/format/format-money';
import { formatOdds } from '@/lib/format/format-odds';
import { useLiveSocketOpen } from '@/lib/live/live-socket-provider';
import { useAuthPrompt } from '@/lib/navigation/auth-prompt';
import { useOddsFormat } from '@/lib/preferences/use-odds-format';

import { placeRaceBet } from './api/place-race-bet';
import { placeSportBet } from './api/place-sport-bet';
import { placeToteTicket } from './api/place-tote-ticket';
import { betAmounts, tooManyDecimals } from './bet-amounts';
import { type BetFailure, betFailure, keepsIdempotencyKey } from './bet-failure';
import { type SlipError, toteCostCents } from './bet-slip-items';
import { useBetMessage } from './use-bet-message';

/**
 * One bet to place, as a screen describes it: `id` names the selection (its Idempotency-Key is kept
 * under it), `label` names it in a toast, `stake` is as typed and `odds` the price the player accepted.
 * A tote ticket (docs/rules/tote.md) has no price: its `stake` is the stake per combination, checked against
 * the pool's minimum, and it debits that × its combinations.
 */
export type BetTicket = { id: string; label: string; stake: string } & (
  | { type: 'race'; odds: string; raceId: number; raceEntryId: number; betType: TRaceBetType }
  | { type: 'sport'; odds: string; eventId: number; betType: TSportBetType }
  | {
      type: 'tote';
      raceId: number;
      pool: TToteTicketPool;
      selections: number[][];
      box: boolean;
      combinations: number;
      minimumStake: string;
    }
);

/**
 * A ticket's answer: the bet or the tote ticket taken, or why not (`error` to show under it; none for a
 * changed price).
 */
export type BetOutcome<T extends BetTicket = BetTicket> =
  | { ticket: T; bet: TBetResponse }
  | (T extends { type: 'tote' } ? { ticket: T; toteTicket: TToteTicketResponse } : never)
  | { ticket: T; failure: BetFailure; error: SlipError | null };

type Answer = { bet: TBetResponse } | { toteTicket: TToteTicketResponse };

interface PlaceBetsOptions<T extends BetTicket> {
  /** Each ticket just before it is sent. */
  onSend?: (ticket: T) => void;
  /** Every ticket's answer, in order; none when the session ended on the way. */
  onAnswer: (outcomes: BetOutcome<T>[] | null, tickets: T[]) => void;
  /** Stakes that are not a positive amount: marked by the screen, the toast is the hook's. */
  onInvalidStakes: (tickets: T[]) => void;
  /** The toast of an invalid stake: its title and text, and whether it names too many decimals. */
  invalidStake?: { title: string; text: string; decimals: boolean };
  /** A guest is also told by a toast before the login opens (the betting page's rows). */
  toastGuest?: boolean;
}

/**
 * Idempotency-Keys of attempts whose outcome is unknown, by ticket id: a retry of the same selection
 * sends the same key, so the server answers with the bet it may have taken and never debits twice.
 */
const pendingKeys = new Map<string, string>();

async function send(ticket: BetTicket, stakeCents: number, idempotencyKey: string): Promise<Answer> {
  if (ticket.type === 'tote') {
    const body = {
      raceId: ticket.raceId,
      pool: ticket.pool,
      selections: ticket.selections,
      // The debit checked before sending is the unit stake × the combinations.
      unitStake: formatCents(stakeCents / ticket.combinations),
      ...(ticket.box ? { box: true } : {}),
    };
    return { toteTicket: await placeToteTicket({ body, idempotencyKey }) };
  }
  const common = { amount: formatCents(stakeCents), odds: ticket.odds };
  if (ticket.type === 'race') {
    const body = { ...common, raceId: ticket.raceId, raceEntryId: ticket.raceEntryId, betType: ticket.betType };
    return { bet: await placeRaceBet({ body, idempotencyKey }) };
  }
  const body = { ...common, sportEventId: ticket.eventId, sportBetType: ticket.betType };
  return { bet: await placeSportBet({ body, idempotencyKey }) };
}

/** What placing the ticket debits, in cents; undefined when its stake cannot be placed as typed. */
function debitCents(ticket: BetTicket): number | undefined {
  if (ticket.type === 'tote') return toteCostCents({ ...ticket, unitStake: ticket.stake }) ?? undefined;
  return betAmounts(ticket.stake, ticket.odds)?.stakeCents;
}

/** A server message as a sentence, so another can follow it. */
export function asSentence(text: string): string {
  return /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/** What is wrong with a stake that betAmounts refused, under the selection. */
export function invalidStakeMessage(stake: string, t: TFunction, otherwise: string): string {
  const decimals = tooManyDecimals(stake);
  return decimals ? t('bets.stakeDecimals', { example: decimals.example }) : otherwise;
}

/**
 * The one way to place bets (the slip, the betting page's rows, the event page's direct bet): spec §5
 * checks first (signed in, approved, positive stakes within the balance), then one request per ticket,
 * one after another (the balance is debited in order and a failure names its own selection), each with
 * its Idempotency-Key; a changed price refetches its race or event; the toasts tell what happened.
 */
export function usePlaceBets<T extends BetTicket>(options: PlaceBetsOptions<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const prompt = useAuthPrompt();
  const betMessage = useBetMessage();
  const oddsFormat = useOddsFormat();
  const liveOpen = useLiveSocketOpen();
  const errorText = (ticket: BetTicket) =>
    ticket.type === 'sport' ? t('bets.toast.sportErrorText') : t('bets.toast.raceErrorText');

  const latestPlace = useRef<(tickets: T[] | null) => void>(() => undefined);

  const mutation = useMutation({
    mutationFn: async (tickets: { ticket: T; stakeCents: number }[]): Promise<BetOutcome<T>[]> => {
      const outcomes: BetOutcome<T>[] = [];
      for (const { ticket, stakeCents } of tickets) {
        const idempotencyKey = pendingKeys.get(ticket.id) ?? newIdempotencyKey();
        pendingKeys.set(ticket.id, idempotencyKey);
        options.onSend?.(ticket);
        try {
          const answer = await send(ticket, stakeCents, idempotencyKey);
          pendingKeys.delete(ticket.id);
          // A tote ticket's answer carries the balance after it: shown at once, in the order placed.
          if ('toteTicket' in answer) {
            const { balance } = answer.toteTicket;
            queryClient.setQueryData<TUserResponse | null>(currentUserQueryKey, (current) =>
              current ? { ...current, balance } : current,
            );
          }
          // A tote answer comes only for a tote ticket (send).
          outcomes.push({ ticket, ...answer } as BetOutcome<T>);
        } catch (error) {
          const failure = betFailure(error);
          // The session ended: the query client's handler announces it and goes to the login.
          if (failure.kind === 'unauthorized') throw error;
          if (!keepsIdempotencyKey(failure)) pendingKeys.delete(ticket.id);
          outcomes.push({
            ticket,
            failure,
            error:
              failure.kind === 'priceChanged'
                ? null
                : {
                    kind: 'server',
                    message: failure.message ?? errorText(ticket),
                    balance: failure.kind === 'insufficientBalance' ? failure.balance : undefined,
                  },
          });
        }
      }
      return outcomes;
    },
    onError: (_error, tickets) =>
      options.onAnswer(
        null,
        tickets.map(({ ticket }) => ticket),
      ),
    onSuccess: (outcomes) => {
      options.onAnswer(
        outcomes,
        outcomes.map(({ ticket }) => ticket as T),
      );
      announce(outcomes);
    },
    onSettled: (_outcomes, _error, tickets) => {
      refreshAfterBet(queryClient, liveOpen());
      // A tote ticket also changes its race's pools and the player's tickets (a money list), whatever the socket.
      const toteRaces = new Set(tickets.flatMap(({ ticket }) => (ticket.type === 'tote' ? [ticket.raceId] : [])));
      if (toteRaces.size === 0) return;
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void invalidateMoneyQueries(queryClient);
      for (const raceId of toteRaces) void queryClient.invalidateQueries({ queryKey: queryKeys.racePools(raceId) });
    },
  });

  function announce(outcomes: BetOutcome<T>[]) {
    const placed = outcomes.flatMap((outcome) => ('failure' in outcome ? [] : [outcome]));
    const failed = outcomes.flatMap((outcome) => ('failure' in outcome ? [outcome] : []));
    // A refused price: fetch the race or event again so the screen shows the new price.
    for (const { ticket, failure } of failed) {
      if (failure.kind !== 'priceChanged' || ticket.type === 'tote') continue;
      void queryClient.invalidateQueries({
        queryKey: ticket.type === 'race' ? queryKeys.race(ticket.raceId) : queryKeys.sportEvent(ticket.eventId),
      });
    }

    if (failed.length === 0) {
      const bets = placed.flatMap((outcome) => ('bet' in outcome ? [outcome] : []));
      if (bets.length === placed.length && bets.every(({ ticket }) => ticket.type === 'sport')) {
        // Spec §8: a sports bet's toast says what was bet: stake, team, odds and potential winnings.
        toast({
          title: t('bets.toast.sportPlacedTitle'),
          description: bets
            .map(({ ticket, bet }) =>
              t('bets.toast.sportPlacedText', {
                stake: formatMoney(bet.amount),
                team: bet.selection ?? ticket.label,
                odds: formatOdds(bet.odds, oddsFormat),
                winnings: formatMoney(bet.potentialWinnings),
              }),
            )
            .join(' '),
          variant: 'success',
        });
        return;
      }
      toast({
        title: t('bets.toast.placedTitle'),
        description: t('bets.toast.placedText', { count: placed.length }),
        variant: 'success',
      });
      return;
    }
    // Only changed prices: each new price shows beside its selection, to accept or remove.
    const first = failed.find(({ failure }) => failure.kind !== 'priceChanged') ?? failed[0]!;
    const reason =
      betMessage(first.failure.kind === 'unauthorized' ? undefined : first.failure.message) ?? errorText(first.ticket);
    if (placed.length > 0) {
      // Some went through: that is the news, with what was refused and why (not a red error).
      toast({
        title: t('bets.toast.partialTitle', { placed: placed.length, total: outcomes.length }),
        description: t('bets.toast.partial', {
          count: failed.length,
          refused: failed.map(({ ticket }) => ticket.label).join(', '),
          reason: asSentence(reason),
        }),
        variant: 'success',
      });
      return;
    }
    if (failed.every(({ failure }) => failure.kind === 'busy')) {
      // Nothing was taken and the selections stay where they were: the same bets, sent again on a click.
      const again = failed.map(({ ticket }) => ticket);
      toast({
        title: t('bets.toast.busyTitle'),
        description: reason,
        variant: 'default',
        duration: 10_000,
        action: { label: t('bets.toast.retry'), onClick: () => latestPlace.current(again) },
      });
      return;
    }
    toast({
      title: failed.every(({ ticket }) => ticket.type === 'sport')
        ? t('bets.toast.sportErrorTitle')
        : t('bets.toast.raceErrorTitle'),
      description: reason,
      variant: 'destructive',
    });
  }

  /** Places the tickets; `null` when the screen is not ready (nothing open, a price to accept). */
  const place = (tickets: T[] | null) => {
    if (!user) {
      if (options.toastGuest) {
        toast({ title: t('bets.toast.raceErrorTitle'), description: t('bets.loginRequired'), variant: 'destructive' });
      }
      prompt.open({ mode: 'login' });
      return;
    }
    if (tickets === null || mutation.isPending) return;
    if (stopsUnapprovedAccount(user)) return;

    const stakes = tickets.map((ticket) => ({ ticket, stakeCents: debitCents(ticket) }));
    const invalid = stakes.flatMap(({ ticket, stakeCents }) => (stakeCents === undefined ? [ticket] : []));
    if (tickets.length === 0 || invalid.length > 0) {
      options.onInvalidStakes(invalid);
      const { title, text, decimals } = options.invalidStake ?? {
        title: t('bets.toast.invalidAmountTitle'),
        text: t('bets.toast.invalidAmountText'),
        decimals: true,
      };
      const tooPrecise = decimals ? invalid.map(({ stake }) => tooManyDecimals(stake)).find(Boolean) : undefined;
      const underMinimum = invalid.find((ticket) => ticket.type === 'tote' && (parseCents(ticket.stake) ?? 0) > 0);
      toast({
        title,
        description: tooPrecise
          ? t('bets.stakeDecimals', { example: tooPrecise.example })
          : underMinimum?.type === 'tote'
            ? t('tote.builder.stakeMinimum', { amount: formatMoney(underMinimum.minimumStake) })
            : text,
        variant: 'destructive',
      });
      return;
    }
    const valid = stakes.map(({ ticket, stakeCents }) => ({ ticket, stakeCents: stakeCents! }));
    const total = valid.reduce((sum, { stakeCents }) => sum + stakeCents, 0);
    if (total > (parseCents(user.balance) ?? 0)) {
      toast({
        title: t('bets.toast.insufficientTitle'),
        description: t('bets.toast.insufficientText', { balance: formatMoney(user.balance) }),
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate(valid);
  };

  /**
   * A signed-in account that is not approved yet cannot bet, whatever its balance: it is told so
   * before anything is checked or sent (decision 021: it was told "Saldo insuficiente … $0.00").
   */
  function stopsUnapprovedAccount(account: TUserResponse): boolean {
    if (account.status === 'approved') return false;
    toast({ title: t('pending.title'), description: t('messages.notApproved'), variant: 'default' });
    return true;
  }

  // The retry of a busy answer runs from a toast, later: it must call the newest render's `place`, whose
  // mutation is no longer pending (the render that announced the answer still saw it pending).
  latestPlace.current = place;
  return { place, isPlacing: mutation.isPending };
}
