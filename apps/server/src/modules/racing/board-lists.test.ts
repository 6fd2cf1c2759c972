import type { TRaceCardResponse, TRaceEntryResponse, TRaceResponse, TRaceStatus } from '@galope/contracts';
import { describe, expect, it } from 'vitest';
import { createRace } from '../../test/race-fixtures';
import { app, useTestApp } from '../../test/use-test-app';

useTestApp();

const RUNNERS = 14;
const RACES = 60;
const LIST_BYTES = 40 * 1024;
/** What a board card repeats of its race, each as the race page has it (the status is the list's). */
const CARD_FIELDS = [
  'id',
  'name',
  'racetrack',
  'scheduledTime',
  'distance',
  'category',
  'surface',
  'hasLiveStream',
  'hasReplay',
  'liveStreamUrl',
  'replayVideoUrl',
  'videoProvider',
] as const satisfies readonly (keyof TRaceCardResponse & keyof TRaceResponse)[];

/** Prices that differ from race to race and are not in post order: some runners only have a morning line, one none. */
function pricesOf(race: number): [string | null, string | null][] {
  return Array.from({ length: RUNNERS }, (_, index) => {
    const rank = (index * 5 + race) % RUNNERS;
    const odds = (2 + rank * 1.5).toFixed(2);
    if (index === 13 && race % 4 === 0) return [null, null];
    return index % 6 === 0 ? [null, odds] : [odds, (2 + rank).toFixed(2)];
  });
}

const priceOf = (entry: TRaceEntryResponse) => Number(entry.currentOdds ?? entry.morningLineOdds ?? Infinity);

/** What a player sees on a card: the three shortest prices among the runners still in the race. */
function shortestPriced(race: TRaceResponse): number[] {
  return race.entries
    .filter((entry) => !entry.scratched)
    .sort((a, b) => priceOf(a) - priceOf(b) || a.postPosition! - b.postPosition!)
    .slice(0, 3)
    .map((entry) => entry.id);
}

/** Once it has finished: the first three past the post. */
function firstPastThePost(race: TRaceResponse): number[] {
  return race.entries
    .filter((entry) => !entry.scratched && entry.finishPosition !== null)
    .sort((a, b) => a.finishPosition! - b.finishPosition!)
    .slice(0, 3)
    .map((entry) => entry.id);
}

async function createBoard(status: TRaceStatus) {
  for (let index = 0; index < RACES; index++) {
    const prices = pricesOf(index);
    // Every third race has lost its favourite.
    const shown = prices.map(([current, line]) => Number(current ?? line ?? Infinity));
    const scratched = index % 3 === 0 ? [shown.indexOf(Math.min(...shown))] : [];
    await createRace(app.database.db, {
      status,
      runners: RUNNERS,
      longNames: true,
      prices,
      scratched,
      // Finished in post order, the scratched runner not at all: not the order of the prices.
      finishPositions: Array.from({ length: RUNNERS }, (_, runner) =>
        scratched.includes(runner) ? null : runner + 1 - scratched.filter((other) => other < runner).length,
      ),
      scheduledTime: new Date(Date.now() + (status === 'scheduled' ? 1 : -1) * (10 + index) * 60_000),
    });
  }
}

async function readList(path: string) {
  const response = await app.inject({ url: path });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBeUndefined();
  return { bytes: response.rawPayload.length, races: response.json() as TRaceCardResponse[] };
}

describe.each([
  { path: '/api/races/upcoming', status: 'scheduled', listed: 60, runners: shortestPriced },
  { path: '/api/races/live', status: 'live', listed: 50, runners: shortestPriced },
  { path: '/api/races/finished', status: 'finished', listed: 40, runners: firstPastThePost },
] as const)('$path with 60 races of 14 runners with long names', ({ path, status, listed, runners }) => {
  it('carries what each card shows in at most 40 KB; the race reads in full from /api/races/{id}', async () => {
    await createBoard(status);

    const { bytes, races } = await readList(path);
    expect(races).toHaveLength(listed);
    expect(bytes).toBeLessThanOrEqual(LIST_BYTES);

    for (const card of races) {
      const response = await app.inject({ url: `/api/races/${card.id}` });
      expect(response.statusCode).toBe(200);
      const race: TRaceResponse = response.json();
      expect(race.entries).toHaveLength(RUNNERS);
      expect(card.entries.map(([id]) => id)).toEqual(runners(race));
      // The race's own fields, as the race page has them.
      expect(card).toMatchObject({ ...Object.fromEntries(CARD_FIELDS.map((field) => [field, race[field]])), status });
      // Each runner as the card shows it: horse, jockey, prices, post position, placing.
      const entries = new Map(race.entries.map((entry) => [entry.id, entry]));
      for (const [id, horse, jockey, currentOdds, morningLineOdds, postPosition, finishPosition] of card.entries) {
        expect({ horse, jockey, currentOdds, morningLineOdds, postPosition, finishPosition }).toEqual({
          horse: entries.get(id)!.horse.name,
          jockey: entries.get(id)!.jockey.name,
          currentOdds: entries.get(id)!.currentOdds,
          morningLineOdds: entries.get(id)!.morningLineOdds,
          postPosition: entries.get(id)!.postPosition,
          finishPosition: entries.get(id)!.finishPosition,
        });
      }
    }
  }, 120_000);
});

describe('a card of a finished race', () => {
  it('shows the first three past the post, not the favourites; by price while its result is not in', async () => {
    const { db } = app.database;
    const prices = [
      ['2.00', '2.00'],
      ['3.00', '3.00'],
      ['4.00', '4.00'],
      ['9.00', '9.00'],
    ] as const;
    const resulted = await createRace(db, { status: 'finished', runners: 4, prices, finishPositions: [4, 2, 3, 1] });
    const pending = await createRace(db, {
      status: 'finished',
      runners: 4,
      prices,
      finishPositions: [null, null, null, null],
    });

    // As a data source announces them: a race event clears the lists kept for the board.
    await app.bus.publish({ type: 'race_status', raceId: resulted.race.id, status: 'finished' });
    const { races } = await readList('/api/races/finished');
    const runnersOf = (id: number) => races.find((race) => race.id === id)!.entries.map(([entry]) => entry);
    const [, second, third, fourth] = resulted.entries.map((entry) => entry.id);
    expect(runnersOf(resulted.race.id)).toEqual([fourth, second, third]);
    expect(runnersOf(pending.race.id)).toEqual(pending.entries.slice(0, 3).map((entry) => entry.id));
  });
});
