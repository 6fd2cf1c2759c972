import type { TRaceResponse, TSportEventResponse } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

import {
  type BetSlipItem,
  betSlipItemId,
  newBetSlipItem,
  type RaceSelection,
  raceBetOdds,
  raceLivePrice,
  slipItemDebitCents,
  slipTotals,
  type SportSelection,
  sportLivePrice,
  toteCostCents,
  toteLiveState,
  type ToteSelection,
  withAnsweredPrice,
  withLivePrice,
  withRaceBetType,
} from './bet-slip-items';
import { toteSelectionsText, toteTicketTitle } from './tote-ticket-title';

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

/** An exacta box of the runners numbered 1, 2 and 3 of race 7 at US$1.00: 6 combinations. */
const exactaBox: ToteSelection = {
  type: 'tote',
  raceId: 7,
  race: 'Palermo · Gran Premio',
  pool: 'exacta',
  kind: 'box',
  selections: [[73, 71, 72]],
  box: true,
  runners: [
    { entryId: 73, number: 3, name: 'Trueno' },
    { entryId: 71, number: 1, name: 'Relámpago' },
    { entryId: 72, number: 2, name: 'Centella' },
  ],
  combinations: 6,
  unitStake: '1.00',
  minimumStake: '1.00',
};

const sportPick: SportSelection = {
  type: 'sport',
  eventId: 3,
  sport: 'football',
  tournament: null,
  betType: 'home',
  team: 'Boca',
  event: 'Boca vs River',
  homeTeam: 'Boca',
  awayTeam: 'River',
  scheduledTime: '2030-01-01T00:00:00Z',
  odds: '2.10',
};

describe('tote tickets in the slip', () => {
  it('are one item per race, pool, box flag and runners, in whatever order they were picked', () => {
    const id = betSlipItemId(exactaBox);
    expect(id).toBe('tote:7:exacta:box:71,72,73');
    expect(betSlipItemId({ ...exactaBox, selections: [[71, 72, 73]], unitStake: '2.00' })).toBe(id);
    expect(betSlipItemId({ ...exactaBox, pool: 'trifecta' })).not.toBe(id);
    expect(betSlipItemId({ ...exactaBox, box: false, selections: [[71], [72]] })).toBe('tote:7:exacta:lists:71|72');
    // The order of positions counts: 1 then 2 is not 2 then 1.
    expect(betSlipItemId({ ...exactaBox, box: false, selections: [[72], [71]] })).toBe('tote:7:exacta:lists:72|71');
    expect(betSlipItemId({ ...exactaBox, raceId: 8 })).not.toBe(id);
  });

  it('cost the stake per combination × the combinations, from the pool’s minimum up', () => {
    expect(toteCostCents(exactaBox)).toBe(600);
    expect(toteCostCents({ ...exactaBox, unitStake: '2.5' })).toBe(1500);
    expect(toteCostCents({ ...exactaBox, unitStake: '0.99' })).toBeNull();
    expect(toteCostCents({ ...exactaBox, unitStake: '0.05', minimumStake: '0.10' })).toBeNull();
    expect(toteCostCents({ ...exactaBox, unitStake: '0.10', minimumStake: '0.10' })).toBe(60);
    for (const unitStake of ['', '0', '-1', 'abc', '1.001'])
      expect(toteCostCents({ ...exactaBox, unitStake })).toBeNull();
  });

  it('count their cost in the slip’s total but not in the potential return; closed items count nothing', () => {
    const tote = newBetSlipItem(exactaBox);
    const win = { ...newBetSlipItem(runner), stake: '10' };
    const sport = { ...newBetSlipItem(sportPick), stake: '5' };
    expect(slipItemDebitCents(tote)).toBe(600);
    expect(slipItemDebitCents(win)).toBe(1000);
    expect(slipTotals([tote, win, sport])).toEqual({ stake: 600 + 1000 + 500, winnings: 5000 + 1050 });
    expect(slipTotals([{ ...tote, closed: 'raceClosed' }, win])).toEqual({ stake: 1000, winnings: 5000 });
    // A unit stake under the minimum is no amount to place: nothing is counted for it.
    expect(slipItemDebitCents({ ...tote, unitStake: '0.50' })).toBeNull();
    expect(slipTotals([{ ...tote, unitStake: '0.50' }, win]).stake).toBe(1000);
  });

  it('close when their race goes off or one of their runners is withdrawn, and never take a price', () => {
    const tote = newBetSlipItem(exactaBox);
    expect(tote).toMatchObject({ unitStake: '1.00', closed: null, priceChange: null, placing: false, error: null });
    const open = race();
    expect(withLivePrice(tote, toteLiveState(open, exactaBox.selections))).toBe(tote);
    expect(withLivePrice(tote, toteLiveState(race({ status: 'live' }), exactaBox.selections)).closed).toBe(
      'raceClosed',
    );
    expect(toteLiveState(race({}, { scratched: true }), exactaBox.selections).closed).toBe('runnerScratched');
    // A withdrawn runner the ticket does not name leaves it open.
    expect(toteLiveState(race({}, { scratched: true }), [[72, 73]]).closed).toBeNull();
    expect(withAnsweredPrice({ ...tote, placing: true }, '9.00')).toEqual(tote);
  });

  it('show their runners by program number, positions in order', () => {
    const t = ((key: string) =>
      ({ 'tote.pools.exacta': 'Exacta', 'tote.kinds.box': 'Combinada' })[key] ?? key) as never;
    expect(toteSelectionsText(exactaBox)).toBe('3·1·2');
    expect(toteTicketTitle({ ...exactaBox, selections: [[71, 72, 73]] }, t)).toBe('Exacta Combinada 1·2·3');
    expect(toteSelectionsText({ ...exactaBox, selections: [[71], [72, 73]] })).toBe('1→2·3');
    expect(toteSelectionsText({ ...exactaBox, pool: 'daily_double', selections: [[71], [72]] })).toBe('1 / 2');
    expect(toteTicketTitle({ ...exactaBox, pool: 'exacta', kind: null, selections: [[99]] }, t)).toBe('Exacta –');
  });
});
