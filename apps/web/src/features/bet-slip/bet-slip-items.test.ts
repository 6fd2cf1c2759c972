import type { TRaceResponse, TSportEventResponse } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

import {
  type BetSlipItem,
  betSlipItemId,
  newBetSlipItem,
  type RaceSelection,
  raceBetOdds,
  raceLivePrice,
  sportLivePrice,
  withAnsweredPrice,
  withLivePrice,
  withRaceBetType,
} from './bet-slip-items';

const runner: RaceSelection = {
  type: 'race',
  raceId: 7,
  raceEntryId: 71,
  betType: 'win',
  horse: 'Relámpago',
  jockey: 'A. Pérez',
  race: 'Palermo · Gran Premio',
  winOdds: '5.00',
};

function race(patch: Partial<TRaceResponse> = {}, entry: Partial<TRaceResponse['entries'][number]> = {}) {
  return {
    id: 7,
    status: 'scheduled',
    entries: [
      {
        id: 71,
        currentOdds: '5.00',
        morningLineOdds: '6.00',
        scratched: false,
        ...entry,
      },
    ],
    ...patch,
  } as TRaceResponse;
}

describe('bet slip items', () => {
  it('are identified by type and ids, whatever the bet type', () => {
    expect(betSlipItemId(runner)).toBe('race:7:71');
    expect(betSlipItemId({ ...runner, betType: 'show' })).toBe('race:7:71');
  });

  it('price place and show from the win odds (contracts rule)', () => {
    expect(raceBetOdds('win', '5.00')).toBe('5.00');
    expect(raceBetOdds('place', '5.00')).toBe('2.33');
    expect(raceBetOdds('show', '5.00')).toBe('1.80');
    const item = newBetSlipItem(runner);
    expect(item.odds).toBe('5.00');
    const place = withRaceBetType(item as Extract<BetSlipItem, { type: 'race' }>, 'place');
    expect(place.odds).toBe('2.33');
    expect(place.betType).toBe('place');
  });

  it('follow a new price in the cache, re-priced for the chosen bet type', () => {
    const item = withRaceBetType(newBetSlipItem(runner) as Extract<BetSlipItem, { type: 'race' }>, 'show');
    const moved = withLivePrice(item, raceLivePrice(race({}, { currentOdds: '6.00' }), 71));
    expect(moved).toMatchObject({ winOdds: '6.00', odds: '2.00', seenPrice: '6.00', closed: null });
    // Nothing new: the same object.
    expect(withLivePrice(moved, raceLivePrice(race({}, { currentOdds: '6.00' }), 71))).toBe(moved);
  });

  it('keep the price the server answered until the cache shows a newer one', () => {
    const item = newBetSlipItem(runner);
    const answered = withAnsweredPrice(item, '5.50');
    expect(answered).toMatchObject({ odds: '5.50', priceChange: { previous: '5.00', direction: 'up' } });
    // A refetch with the price the slip already saw does not undo the answer.
    expect(withLivePrice(answered, raceLivePrice(race(), 71))).toBe(answered);
    // A newer price keeps the change pending at that price; back at the old price nothing is left.
    const newer = withLivePrice(answered, raceLivePrice(race({}, { currentOdds: '4.50' }), 71));
    expect(newer).toMatchObject({ odds: '4.50', priceChange: { previous: '5.00', direction: 'down' } });
    const back = withLivePrice(newer, raceLivePrice(race({}, { currentOdds: '5.00' }), 71));
    expect(back.priceChange).toBeNull();
  });

  it('a refused price back at the one the player chose is no change to accept', () => {
    const item = newBetSlipItem(runner);
    const moved = withAnsweredPrice(item, '9.82');
    expect(moved.priceChange).toEqual({ previous: '5.00', direction: 'up' });
    // Refused again because the price went back to the chosen 5.00: nothing to accept, no "5.00 → 5.00".
    const back = withAnsweredPrice(moved, '5.00');
    expect(back).toMatchObject({ odds: '5.00', priceChange: null });
    // The server answering the very price that was sent ("9.82" as "9.820") is no change either.
    const same = withAnsweredPrice({ ...item, odds: '9.82' }, '9.820');
    expect(same.priceChange).toBeNull();
  });

  it('close when the race goes off or the runner is withdrawn', () => {
    const item = newBetSlipItem(runner);
    expect(withLivePrice(item, raceLivePrice(race({ status: 'live' }), 71)).closed).toBe('raceClosed');
    expect(withLivePrice(item, raceLivePrice(race({}, { scratched: true }), 71)).closed).toBe('scratched');
    expect(raceLivePrice(race(), 99)).toBeUndefined();
  });

  it('close a sport outcome that lost its price or whose event ended', () => {
    const event = { id: 3, status: 'scheduled', odds: { home: '2.10', away: '3.40' } } as TSportEventResponse;
    expect(sportLivePrice(event, 'home')).toEqual({ price: '2.10', closed: null });
    expect(sportLivePrice(event, 'draw')).toEqual({ price: null, closed: 'noOdds' });
    expect(sportLivePrice({ ...event, status: 'finished' }, 'home').closed).toBe('eventClosed');
  });
});
