import { useBetSlip } from './bet-slip';
import { type BetSlipItem, betSlipItemId, withAnsweredPrice } from './bet-slip-items';
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

/** A slip selection as the placement sends it, named by the horse or the team (or the draw). */
function ticketOf(item: BetSlipItem): BetTicket {
  const common = { id: betSlipItemId(item), stake: item.stake, odds: item.odds };
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
 * 'Apostar' on the slip places every open selection. Placed selections leave the slip; the others
 * stay with the server's answer beside them, and a changed price waits for the player to accept it.
 */
export function usePlaceSlip() {
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
      slip.removeMany(outcomes.flatMap((outcome) => ('bet' in outcome ? [outcome.ticket.id] : [])));
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
      place(placing || awaitingPrice || open.length === 0 ? null : open.map(ticketOf));
    },
    isPlacing,
  };
}
