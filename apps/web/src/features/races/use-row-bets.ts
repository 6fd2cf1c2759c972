import { RACE_BET_TYPES, type TRaceBetType, type TRaceEntryResponse, type TRaceResponse } from '@galope/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  type BetTicket,
  type PriceChange,
  priceChange,
  raceBetOdds,
  type SlipError,
  usePlaceBets,
} from '@/features/bet-slip';

import { entryOdds } from './race-runners';

const cellKey = (entryId: number, type: TRaceBetType) => `${entryId}:${type}`;
const ticketId = (entryId: number, type: TRaceBetType) => `row:${cellKey(entryId, type)}`;

/** A cell's bet, with the live price it was placed against (a refused price stands while it does). */
type RowTicket = Extract<BetTicket, { type: 'race' }> & { basis: string };

/**
 * The betting page's WIN / PLACE / SHOW inputs and each row's 'Apostar': one bet per filled input,
 * priced from the runner's win odds (contracts' rule). Placed inputs are cleared; a refused price
 * shows the server's price and waits for the player to accept it (until the live price moves on);
 * other refusals show under the row.
 */
export function useRowBets() {
  const { t } = useTranslation();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [priceChanges, setPriceChanges] = useState<Record<string, PriceChange & { accepted: boolean }>>({});
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

  const livePrice = (entry: TRaceEntryResponse, type: TRaceBetType) => raceBetOdds(type, entryOdds(entry) ?? '1.00');
  /** The price a cell is bet at: the server's answered price while it still stands, else the live one. */
  const cellPrice = (entry: TRaceEntryResponse, type: TRaceBetType) => {
    const live = livePrice(entry, type);
    const change = priceChanges[cellKey(entry.id, type)];
    const current = change && change.basis === live ? change : undefined;
    return { odds: current?.odds ?? live, change: current };
  };
  const acceptPrice = (entryId: number, type: TRaceBetType) =>
    setPriceChanges((current) => {
      const change = current[cellKey(entryId, type)];
      return change ? { ...current, [cellKey(entryId, type)]: { ...change, accepted: true } } : current;
    });
  const drop = <T>(record: Record<string, T>, tickets: RowTicket[]) => {
    const next = { ...record };
    for (const { raceEntryId, betType } of tickets) delete next[cellKey(raceEntryId, betType)];
    return next;
  };

  const bets = usePlaceBets<RowTicket>({
    toastGuest: true,
    invalidStake: { title: t('bets.toast.invalidAmountTitle'), text: t('bets.invalidAmount'), decimals: false },
    onSend: (ticket) => setPlacingEntry(ticket.raceEntryId),
    onInvalidStakes: ([ticket]) => {
      if (ticket) setErrors((current) => ({ ...current, [ticket.raceEntryId]: { kind: 'invalidStake' } }));
    },
    onAnswer: (outcomes) => {
      setPlacingEntry(null);
      if (!outcomes) return;
      const placed = outcomes.flatMap((outcome) => ('bet' in outcome ? [outcome.ticket] : []));
      setAmounts((current) => drop(current, placed));
      setPriceChanges((current) => {
        const next = drop(current, placed);
        for (const outcome of outcomes) {
          if (!('failure' in outcome) || outcome.failure.kind !== 'priceChanged') continue;
          const { raceEntryId, betType, odds, basis } = outcome.ticket;
          next[cellKey(raceEntryId, betType)] = { ...priceChange(odds, outcome.failure.odds, basis), accepted: false };
        }
        return next;
      });
      const refused = outcomes.find((outcome) => 'error' in outcome && outcome.error !== null);
      if (refused && 'error' in refused && refused.error) {
        const error = refused.error;
        setErrors((current) => ({ ...current, [refused.ticket.raceEntryId]: error }));
      }
    },
  });

  /** A row's 'Apostar': one ticket per filled input, unless a changed price awaits the player's OK. */
  const placeRow = (race: TRaceResponse, entry: TRaceEntryResponse) => {
    const filled = RACE_BET_TYPES.filter((type) => amount(entry.id, type).trim() !== '');
    const awaiting = filled.some((type) => cellPrice(entry, type).change?.accepted === false);
    bets.place(
      awaiting
        ? null
        : filled.map((type) => ({
            id: ticketId(entry.id, type),
            type: 'race',
            label: `${entry.horse.name} (${t(`betting.columns.${type}`)})`,
            raceId: race.id,
            raceEntryId: entry.id,
            betType: type,
            stake: amount(entry.id, type),
            odds: cellPrice(entry, type).odds,
            basis: livePrice(entry, type),
          })),
    );
  };

  return {
    amount,
    setAmount,
    cellPrice,
    acceptPrice,
    placeRow,
    error: (entryId: number): SlipError | undefined => errors[entryId],
    isPlacing: (entryId: number) => bets.isPlacing && placingEntry === entryId,
    isBusy: bets.isPlacing,
  };
}
