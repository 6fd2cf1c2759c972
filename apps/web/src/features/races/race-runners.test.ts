import type { TRaceEntryResponse, TRaceResponse } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

import { isFavourite, raceWinner, topRunners } from './race-runners';

function entry(id: number, overrides: Partial<TRaceEntryResponse> = {}): TRaceEntryResponse {
  return {
    id,
    horse: { id, name: `Horse ${id}`, age: null, sex: null, weight: null, form: null, trainer: null, owner: null },
    jockey: { id: null, name: null },
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

const race = (status: TRaceResponse['status'], entries: TRaceEntryResponse[]) =>
  ({ id: 1, status, entries }) as TRaceResponse;

describe('topRunners', () => {
  it('takes the shortest prices, current odds before the morning line, scratched runners left out', () => {
    const runners = topRunners(
      race('scheduled', [
        entry(1, { currentOdds: '6.00' }),
        entry(2, { morningLineOdds: '2.50' }),
        entry(3, { currentOdds: '1.80', scratched: true }),
        entry(4, { currentOdds: '4.00', morningLineOdds: '1.50' }),
        entry(5),
      ]),
    );
    expect(runners.map((runner) => runner.id)).toEqual([2, 4, 1]);
  });

  it('takes the first three home once the race has finished', () => {
    const finished = race('finished', [
      entry(1, { finishPosition: 3, currentOdds: '2.00' }),
      entry(2, { finishPosition: 1, currentOdds: '9.00' }),
      entry(3, { finishPosition: 4 }),
      entry(4, { finishPosition: 2 }),
    ]);
    expect(topRunners(finished).map((runner) => runner.id)).toEqual([2, 4, 1]);
    expect(raceWinner(finished)?.id).toBe(2);
  });
});

describe('isFavourite', () => {
  it('flags a price of 3.00 or shorter until the race has finished', () => {
    expect(isFavourite(race('scheduled', []), entry(1, { currentOdds: '3.00' }))).toBe(true);
    expect(isFavourite(race('live', []), entry(1, { currentOdds: '3.01' }))).toBe(false);
    expect(isFavourite(race('finished', []), entry(1, { currentOdds: '1.50' }))).toBe(false);
    expect(isFavourite(race('scheduled', []), entry(1, { currentOdds: '2.00', scratched: true }))).toBe(false);
  });
});
