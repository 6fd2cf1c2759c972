import { useTranslation } from 'react-i18next';

import { useBetSlip } from './bet-slip';
import { type BetSlipItem, betSlipItemId, withAnsweredPrice } from './bet-slip-items';
import { toteTicketTitle } from './tote-ticket-title';
import { type BetTicket, usePlaceBets } from './use-place-bets';

/** Whether the slip can be placed as it stands, and why not. */
export function slipReadiness(items: readonly BetSlipItem[]) {
  const open = items.filter((item) => item.closed === null);
  return {
    open,
    placing: items.some((item) => item.placing),
    awaitingPrice: open.some((item) => item.priceChange !== null),
  };
}

/**
 * A slip item as the placement sends it, named by the horse, the team (or the draw) or the tote
 * ticket's pool and runners.
 */
function ticketOf(item: BetSlipItem, toteLabel: string): BetTicket {
  const id = betSlipItemId(item);
  if (item.type === 'tote') {
    return {
      id,
      type: 'tote',
      label: toteLabel,
      stake: item.unitStake,
      raceId: item.raceId,
      pool: item.pool,
      selections: item.selections,
      box: item.box,
      combinations: item.combinations,
      minimumStake: item.minimumStake,
    };
  }
  const common = { id, stake: item.stake, odds: item.odds };
  return item.type === 'race'
    ? {
        ...common,
        type: 'race',
        label: item.horse,
        raceId: item.raceId,
        raceEntryId: item.raceEntryId,
        betType: item.betType,
      }
    : { ...common, type: 'sport', label: item.team, eventId: item.eventId, betType: item.betType };
}

/**
 * 'Apostar' on the slip places every open item, fixed-odds bets and tote tickets alike. Placed items
 * leave the slip; the others stay with the server's answer beside them, and a changed price waits for
 * the player to accept it.
 */
export function usePlaceSlip() {
  const { t } = useTranslation();
  const slip = useBetSlip();
  const markInvalid = (tickets: BetTicket[]) => {
    for (const { id } of tickets) slip.update(id, (current) => ({ ...current, error: { kind: 'invalidStake' } }));
  };
  const { place, isPlacing } = usePlaceBets({
    onSend: ({ id }) => slip.update(id, (current) => ({ ...current, placing: true, error: null })),
    onInvalidStakes: markInvalid,
    onAnswer: (outcomes, tickets) => {
      if (!outcomes) {
        for (const { id } of tickets) slip.update(id, (current) => ({ ...current, placing: false }));
        return;
      }
      slip.removeMany(outcomes.flatMap((outcome) => ('failure' in outcome ? [] : [outcome.ticket.id])));
      for (const outcome of outcomes) {
        if (!('failure' in outcome)) continue;
        const { failure, error } = outcome;
        slip.update(outcome.ticket.id, (current) => {
          const next = { ...current, placing: false };
          return failure.kind === 'priceChanged' ? withAnsweredPrice(next, failure.odds) : { ...next, error };
        });
      }
    },
  });

  return {
    place: () => {
      const { open, placing, awaitingPrice } = slipReadiness(slip.items);
      place(
        placing || awaitingPrice || open.length === 0
          ? null
          : open.map((item) => ticketOf(item, item.type === 'tote' ? toteTicketTitle(item, t) : '')),
      );
    },
    isPlacing,
  };
}
