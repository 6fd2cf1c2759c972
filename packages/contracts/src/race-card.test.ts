import { describe, expect, it } from 'vitest';
import { fromRaceCardResponse, raceCardRunners, type TRaceCardEntry, toRaceCardResponse } from './race-card';
import type { TRaceEntryResponse, TRaceResponse } from './racing';

function entry(id: number, overrides: Partial<TRaceEntryResponse> = {}): TRaceEntryResponse {
  return {
    id,
    horse: { id, name: `Horse ${id}`, age: 4, sex: null, weight: null, form: null, trainer: 'T', owner: 'O' },
    jockey: { id, name: `Jockey ${id}` },
    currentOdds: null,
    morningLineOdds: null,
    postPosition: id,
    number: id,
    finishPosition: null,
    finishTime: null,
    scratched: false,
    ...overrides,
  };
}

const ids = (entries: readonly Pick<TRaceCardEntry, 'id'>[]) => entries.map((runner) => runner.id);

describe('the runners a card shows', () => {
  it('are the three shortest prices, current odds before the morning line, scratched runners and priceless ones left out first', () => {
    const entries = [
      entry(1, { currentOdds: '6.00' }),
      entry(2, { morningLineOdds: '2.50' }),
      entry(3, { currentOdds: '1.80', scratched: true }),
      entry(4, { currentOdds: '4.00', morningLineOdds: '1.50' }),
      entry(5),
      entry(6, { currentOdds: '7.00' }),
    ];
    expect(ids(raceCardRunners({ status: 'scheduled', entries }))).toEqual([2, 4, 1]);
    expect(ids(raceCardRunners({ status: 'live', entries: entries.slice(3) }))).toEqual([4, 6, 5]);
  });

  it('on equal prices, by post position', () => {
    const entries = [entry(1, { postPosition: 3 }), entry(2, { postPosition: 1 }), entry(3, { postPosition: 2 })].map(
      (runner) => ({ ...runner, currentOdds: '5.00' }),
    );
    expect(ids(raceCardRunners({ status: 'scheduled', entries }))).toEqual([2, 3, 1]);
  });

  it('once the race has finished, the first three past the post; by price while its result is not in', () => {
    const entries = [
      entry(1, { currentOdds: '2.00', finishPosition: 4 }),
      entry(2, { currentOdds: '9.00', finishPosition: 1 }),
      entry(3, { currentOdds: '3.00', finishPosition: 3 }),
      entry(4, { currentOdds: '8.00', finishPosition: 2 }),
      entry(5, { currentOdds: '1.50', finishPosition: 5, scratched: true }),
    ];
    expect(ids(raceCardRunners({ status: 'finished', entries }))).toEqual([2, 4, 3]);
    const noResult = entries.map((runner) => ({ ...runner, finishPosition: null }));
    expect(ids(raceCardRunners({ status: 'finished', entries: noResult }))).toEqual([1, 3, 4]);
  });

  it('leave the race as it was', () => {
    const entries = [entry(1, { currentOdds: '5.00' }), entry(2, { currentOdds: '2.00' })];
    raceCardRunners({ status: 'scheduled', entries });
    expect(ids(entries)).toEqual([1, 2]);
  });
});

describe('a card in a board list', () => {
  it('carries its runners as rows and reads back into entries with what the card shows', () => {
    const race = {
      id: 7,
      status: 'scheduled',
      entries: [
        entry(1, { currentOdds: '5.00', morningLineOdds: '4.00' }),
        entry(2, { currentOdds: null, morningLineOdds: '3.00', jockey: { id: null, name: null } }),
        entry(3, { currentOdds: '8.00' }),
        entry(4, { currentOdds: '9.00' }),
      ],
    } as TRaceResponse;
    const card = toRaceCardResponse(race);
    expect(card.entries).toEqual([
      [2, 'Horse 2', null, null, '3.00', 2, null],
      [1, 'Horse 1', 'Jockey 1', '5.00', '4.00', 1, null],
      [3, 'Horse 3', 'Jockey 3', '8.00', null, 3, null],
    ]);
    expect(fromRaceCardResponse(card).entries[1]).toEqual({
      id: 1,
      horse: { name: 'Horse 1' },
      jockey: { name: 'Jockey 1' },
      currentOdds: '5.00',
      morningLineOdds: '4.00',
      postPosition: 1,
      finishPosition: null,
      scratched: false,
    });
  });
});
