import { and, asc, count, eq, gt, inArray, like } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horses, jockeys, raceEntries, raceResults, races, racetracks, sportEvents, trainers } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { createInProcessBus, type LiveBus, type LiveEvent } from '../live';
import { selectRaceEntries } from '../racing';
import { parsePrize, raceRunningSeconds, toUsdCents } from './draw-race-result';
import { planScratches, raceStreamKey } from './plan-race-market';
import { planSportEvent } from './plan-sport-event';
import { bookOverround, OVERROUND_BOUNDS } from './race-book';
import { type Simulator, startSimulator } from './simulator';

const SEED = 11;
/** A Saturday in May: football, basketball and clay-court tennis on the programme. */
const START = Date.parse('2025-05-17T11:00:00.000Z');

let app: FastifyInstance;
let bus: LiveBus;
let simulator: Simulator;
let clock = START;
const events: LiveEvent[] = [];
const finishedRaces: { raceId: number; status: string | undefined }[] = [];
const finishedEvents: number[] = [];
const log = pino({ level: 'silent' });

const db = () => app.database.db;
const at = (time: Date | number) => {
  clock = typeof time === 'number' ? time : time.getTime();
};
/** Ticks every `stepMs` of simulated (= real, speed 1) time up to `until`. */
const runUntil = async (until: number, stepMs = 60_000) => {
  while (clock < until) {
    at(Math.min(until, clock + stepMs));
    await simulator.tick();
  }
};
const eventsFor = (raceId: number) =>
  events.filter((event) => 'raceId' in event && event.raceId === raceId).map((event) => event.type);

beforeAll(async () => {
  app = await createTestApp();
  bus = createInProcessBus();
  bus.subscribe((event) => events.push(event));
  simulator = await startSimulator({
    db: db(),
    bus,
    log,
    seed: SEED,
    speed: 1,
    now: () => clock,
    autoStart: false,
    onRaceFinished: async (raceId) => {
      const [race] = await db().select({ status: races.status }).from(races).where(eq(races.id, raceId));
      finishedRaces.push({ raceId, status: race?.status });
    },
    onSportEventFinished: async (eventId) => {
      finishedEvents.push(eventId);
    },
  });
  await simulator.tick();
});

afterAll(async () => {
  await simulator?.stop();
  await bus?.close();
  await app?.close();
});

describe('the simulator on an empty database', () => {
  it('creates the tracks, the pool and the cards of today and tomorrow, past races already run', async () => {
    const tracks = await db().select().from(racetracks);
    expect(tracks.length).toBeGreaterThanOrEqual(40);
    // Latin America's own tracks among them: the site's market (Hipódromo de las Américas, Palermo…).
    expect(new Set(tracks.map((track) => track.country))).toEqual(
      new Set([
        ...['UK', 'Wales', 'Ireland', 'USA', 'France', 'Spain', 'Japan', 'Australia', 'Canada', 'Germany', 'Italy'],
        ...['Mexico', 'Argentina', 'Peru', 'Chile', 'Uruguay'],
      ]),
    );
    expect(tracks.map((track) => track.name)).toEqual(
      expect.arrayContaining(['Hipódromo de las Américas', 'Palermo', 'San Isidro', 'Monterrico', 'Maroñas']),
    );

    const all = await db().select().from(races);
    const days = new Set(all.map((race) => race.scheduledTime.toISOString().slice(0, 10)));
    expect(days).toEqual(new Set(['2025-05-17', '2025-05-18']));
    const past = all.filter((race) => race.status === 'finished');
    expect(past.length).toBeGreaterThan(20);
    for (const race of past) {
      expect(race.winnerId).not.toBeNull();
      expect(race.actualEndTime!.getTime()).toBeLessThanOrEqual(START);
    }
    const results = await db()
      .select({ n: count() })
      .from(raceResults)
      .where(
        inArray(
          raceResults.raceId,
          past.map((race) => race.id),
        ),
      );
    expect(results[0]!.n).toBeGreaterThan(past.length * 4);
    // Nobody watched those races: nothing was published for them.
    const pastIds = new Set(past.map((race) => race.id));
    expect(events.filter((event) => 'raceId' in event && pastIds.has(event.raceId))).toEqual([]);
    expect(all.every((race) => race.videoProvider === null && race.liveStreamUrl === null)).toBe(true);
  });

  it('enters runners of the ages a race is for: a maiden two- or three-year-olds, a "3YO Maiden" three', async () => {
    const rows = await selectRaceEntries(db(), {
      raceId: races.id,
      name: races.name,
      category: races.category,
      ageBand: races.ageBand,
      horse: horses.name,
      age: horses.age,
    }).innerJoin(races, eq(races.id, raceEntries.raceId));
    const fits = ({ name, category, ageBand, age }: (typeof rows)[number]) => {
      const band = /^(\d)yo(\+?)$/.exec(ageBand ?? '');
      const named = /\b(\d)YO\b(?!\+)/.exec(name);
      return (
        age !== null &&
        (!band || (band[2] ? age >= Number(band[1]) : age === Number(band[1]))) &&
        (category !== 'Maiden' || age <= 3) &&
        (!named || age === Number(named[1]))
      );
    };
    expect(rows.length).toBeGreaterThan(500);
    expect(rows.filter((row) => !fits(row))).toEqual([]);

    // As a player reads it: the race page of a "3YO Maiden" lists three-year-olds only.
    const maiden = rows.find((row) => row.name === '3YO Maiden');
    expect(maiden).toBeDefined();
    const page = await app.inject({ url: `/api/races/${maiden!.raceId}` });
    const ages = (page.json() as { entries: { horse: { age: number } }[] }).entries.map((entry) => entry.horse.age);
    expect(ages.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ages)).toEqual(new Set([3]));
  });

  it('runs a race scheduled → live → finished with one winner and positions 1..n', async () => {
    const [race] = await db()
      .select()
      .from(races)
      .where(and(eq(races.status, 'scheduled'), gt(races.scheduledTime, new Date(clock + 35 * 60_000))))
      .orderBy(asc(races.scheduledTime))
      .limit(1);
    const off = race!.scheduledTime.getTime();
    const seconds = raceRunningSeconds({
      key: raceStreamKey(race!),
      distanceF: Number(race!.distanceF),
      going: race!.going,
      type: race!.type,
    });

    await runUntil(off - 1000, 5 * 60_000);
    const beforeOff = await db().select().from(raceEntries).where(eq(raceEntries.raceId, race!.id));
    expect(beforeOff.some((entry) => entry.currentOdds !== entry.morningLineOdds)).toBe(true);
    const runningBook = beforeOff.filter((entry) => !entry.scratched).map((entry) => Number(entry.currentOdds));
    expect(Math.min(...runningBook)).toBeGreaterThanOrEqual(1.01);
    expect(bookOverround(runningBook)).toBeGreaterThanOrEqual(OVERROUND_BOUNDS.min);
    expect(bookOverround(runningBook)).toBeLessThanOrEqual(OVERROUND_BOUNDS.max);

    at(off);
    await simulator.tick();
    const [live] = await db().select().from(races).where(eq(races.id, race!.id));
    expect(live!.status).toBe('live');
    expect(live!.actualStartTime).toEqual(race!.scheduledTime);

    at(off + Math.ceil(seconds * 1000));
    await simulator.tick();
    const [finished] = await db().select().from(races).where(eq(races.id, race!.id));
    expect(finished!.status).toBe('finished');
    expect(finished!.actualEndTime!.getTime()).toBe(off + Math.round(seconds * 1000));

    const entries = await db()
      .select()
      .from(raceEntries)
      .where(eq(raceEntries.raceId, race!.id))
      .orderBy(asc(raceEntries.finishPosition));
    const runners = entries.filter((entry) => !entry.scratched);
    expect(runners.map((entry) => entry.finishPosition)).toEqual(runners.map((_, i) => i + 1));
    expect(entries.filter((entry) => entry.scratched).every((entry) => entry.finishPosition === null)).toBe(true);
    const times = runners.map((entry) => Number(entry.finishTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(finished!.winnerId).toBe(runners[0]!.horseId);

    const results = await db()
      .select()
      .from(raceResults)
      .where(eq(raceResults.raceId, race!.id))
      .orderBy(asc(raceResults.position));
    expect(results.map((result) => result.horseId)).toEqual(runners.map((entry) => entry.horseId));
    expect(results[0]!.startingPriceDecimal).toBe(runners[0]!.currentOdds);
    expect(results[0]!.timeTaken).toMatch(/^\d+:\d{2}\.\d{3}$/);
    expect(Number(results[0]!.prizeWon)).toBeGreaterThan(0);

    const published = eventsFor(race!.id);
    expect(published.slice(-3)).toEqual(['race_status', 'race_status', 'race_result']);
    expect(published.slice(0, -3).every((type) => type === 'odds_update')).toBe(true);
    const statuses = events.filter(
      (event): event is Extract<LiveEvent, { type: 'race_status' }> =>
        event.type === 'race_status' && event.raceId === race!.id,
    );
    expect(statuses.map((event) => event.status)).toEqual(['live', 'finished']);
    const result = events.find(
      (event): event is Extract<LiveEvent, { type: 'race_result' }> =>
        event.type === 'race_result' && event.raceId === race!.id,
    );
    expect(result!.results[0]).toMatchObject({
      entryId: runners[0]!.id,
      position: 1,
      finishTime: runners[0]!.finishTime,
    });
    expect(finishedRaces).toContainEqual({ raceId: race!.id, status: 'finished' });
  });

  it('withdraws a runner before the off and rebalances the others', async () => {
    const upcoming = await db()
      .select()
      .from(races)
      .where(and(eq(races.status, 'scheduled'), gt(races.scheduledTime, new Date(clock + 60 * 60_000))))
      .orderBy(asc(races.scheduledTime));
    const target = upcoming
      .map((race) => ({
        race,
        scratch: planScratches({
          key: raceStreamKey(race),
          fieldSize: race.fieldSize!,
          scheduledTime: race.scheduledTime,
        })[0],
      }))
      .find(({ scratch }) => scratch !== undefined)!;
    const entry = (
      await db()
        .select()
        .from(raceEntries)
        .where(and(eq(raceEntries.raceId, target.race.id), eq(raceEntries.postPosition, target.scratch!.postPosition)))
    )[0]!;

    await runUntil(target.scratch!.at.getTime(), 10 * 60_000);
    const update = events.find(
      (event): event is Extract<LiveEvent, { type: 'odds_update' }> =>
        event.type === 'odds_update' && event.data.some((item) => item.entryId === entry.id && item.scratched),
    );
    expect(update).toBeDefined();
    expect(update!.data.length).toBeGreaterThan(1);
    const field = await db().select().from(raceEntries).where(eq(raceEntries.raceId, target.race.id));
    expect(field.find((item) => item.id === entry.id)!.scratched).toBe(true);
    const book = field.filter((item) => !item.scratched).map((item) => Number(item.currentOdds));
    expect(book.length).toBeGreaterThanOrEqual(2);
    expect(bookOverround(book)).toBeGreaterThanOrEqual(OVERROUND_BOUNDS.min);
    expect(bookOverround(book)).toBeLessThanOrEqual(OVERROUND_BOUNDS.max);

    await runUntil(target.race.scheduledTime.getTime() + 10 * 60_000, 10 * 60_000);
    const [after] = await db().select().from(raceEntries).where(eq(raceEntries.id, entry.id));
    expect(after!.finishPosition).toBeNull();
  });

  it('keeps every career record equal to the races actually run', async () => {
    const finished = await db()
      .select({
        horseId: raceEntries.horseId,
        jockeyId: raceEntries.jockeyId,
        position: raceEntries.finishPosition,
      })
      .from(raceEntries)
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .where(and(eq(races.status, 'finished'), eq(raceEntries.scratched, false)));
    const expected = (pick: (row: (typeof finished)[number]) => number | null) => {
      const byId = new Map<number, [number, number, number, number]>();
      for (const row of finished) {
        const id = pick(row)!;
        const tally = byId.get(id) ?? [0, 0, 0, 0];
        tally[0] += 1;
        if (row.position === 1) tally[1] += 1;
        if (row.position === 2) tally[2] += 1;
        if (row.position === 3) tally[3] += 1;
        byId.set(id, tally);
      }
      return byId;
    };
    const record = (row: { id: number; totalRaces: number; wins: number; places: number; shows: number }) =>
      [row.totalRaces, row.wins, row.places, row.shows] as const;

    const horseRows = await db().select().from(horses).where(like(horses.externalId, 'sim-horse-%'));
    const horseTallies = expected((row) => row.horseId);
    for (const horse of horseRows) expect(record(horse)).toEqual(horseTallies.get(horse.id) ?? [0, 0, 0, 0]);
    expect([...horseTallies.values()].reduce((sum, tally) => sum + tally[0], 0)).toBe(finished.length);

    const jockeyTallies = expected((row) => row.jockeyId);
    for (const jockey of await db().select().from(jockeys)) {
      const tally = jockeyTallies.get(jockey.id) ?? [0, 0, 0, 0];
      expect(record(jockey)).toEqual(tally);
      expect(Number(jockey.winPercentage)).toBeCloseTo(tally[0] === 0 ? 0 : (100 * tally[1]) / tally[0], 2);
    }
    const trainerRuns = await db().select({ runs: trainers.totalRaces }).from(trainers);
    expect(trainerRuns.reduce((sum, row) => sum + row.runs, 0)).toBe(finished.length);

    // Earnings are the prize money won, in US dollars at the fixed rates.
    const won = await db()
      .select({ horseId: raceResults.horseId, prizeWon: raceResults.prizeWon, prize: races.prize })
      .from(raceResults)
      .innerJoin(races, eq(races.id, raceResults.raceId));
    const earnings = new Map<number, number>();
    for (const row of won) {
      const cents = Math.round(Number(row.prizeWon) * 100);
      earnings.set(row.horseId, (earnings.get(row.horseId) ?? 0) + toUsdCents(cents, parsePrize(row.prize)!.currency));
    }
    for (const horse of horseRows) {
      expect(Math.round(Number(horse.earnings) * 100)).toBe(earnings.get(horse.id) ?? 0);
    }
  });

  it('plays fixtures scheduled → live → finished, with football draw prices and none in other sports', async () => {
    const upcoming = await db()
      .select()
      .from(sportEvents)
      .where(and(eq(sportEvents.status, 'scheduled'), gt(sportEvents.scheduledTime, new Date(clock))))
      .orderBy(asc(sportEvents.scheduledTime));
    const football = upcoming.find((event) => event.sport === 'football')!;
    const other = upcoming.find((event) => event.sport !== 'football')!;
    expect(football.odds!.draw).toMatch(/^\d+\.\d{2}$/);
    expect(other.odds!.draw).toBeUndefined();
    expect(football.details).toMatchObject({ surface: 'grass' });
    expect(football.headToHead!.total).toBeGreaterThan(0);

    const plan = planSportEvent(football);
    const end = football.scheduledTime.getTime() + plan.durationSeconds * 1000;
    await runUntil(football.scheduledTime.getTime(), 10 * 60_000);
    const [live] = await db().select().from(sportEvents).where(eq(sportEvents.id, football.id));
    expect(live).toMatchObject({ status: 'live', homeScore: 0, awayScore: 0 });
    expect(live!.actualStartTime).toEqual(football.scheduledTime);

    await runUntil(end, 10 * 60_000);
    const [done] = await db().select().from(sportEvents).where(eq(sportEvents.id, football.id));
    const final = plan.stateAt(plan.durationSeconds);
    expect(done).toMatchObject({ status: 'finished', homeScore: final.homeScore, awayScore: final.awayScore });
    expect(done!.actualEndTime!.getTime()).toBe(end);
    expect(finishedEvents).toContain(football.id);

    const updates = events.filter(
      (event): event is Extract<LiveEvent, { type: 'sport_update' }> =>
        event.type === 'sport_update' && event.eventId === football.id,
    );
    expect(updates.length).toBeGreaterThan(5);
    expect(updates[0]!.status).toBe('live');
    expect(updates.at(-1)).toMatchObject({
      status: 'finished',
      homeScore: final.homeScore,
      awayScore: final.awayScore,
    });
    for (const update of updates) expect(update.odds!.draw).toBeDefined();
    const scores = updates.map((update) => update.homeScore! + update.awayScore!);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));

    const otherUpdates = events.filter(
      (event): event is Extract<LiveEvent, { type: 'sport_update' }> =>
        event.type === 'sport_update' && event.eventId === other.id,
    );
    expect(otherUpdates.length).toBeGreaterThan(0);
    for (const update of otherUpdates) expect(update.odds!.draw).toBeUndefined();
  });

  it('does not duplicate anything when started again on the same database', async () => {
    const tally = async () => ({
      tracks: (await db().select({ n: count() }).from(racetracks))[0]!.n,
      horses: (await db().select({ n: count() }).from(horses))[0]!.n,
      jockeys: (await db().select({ n: count() }).from(jockeys))[0]!.n,
      races: (await db().select({ n: count() }).from(races))[0]!.n,
      entries: (await db().select({ n: count() }).from(raceEntries))[0]!.n,
      results: (await db().select({ n: count() }).from(raceResults))[0]!.n,
      sportEvents: (await db().select({ n: count() }).from(sportEvents))[0]!.n,
    });
    const before = await tally();
    for (const seed of [SEED, SEED + 1]) {
      const again = await startSimulator({ db: db(), bus, log, seed, speed: 1, now: () => clock, autoStart: false });
      await again.tick();
      await again.stop();
      expect(await tally()).toEqual(before);
    }
  });

  it('never runs two ticks at once, and stop waits for the running one', async () => {
    at(clock + 60_000);
    const first = simulator.tick();
    const second = simulator.tick();
    expect(second).toBe(first);
    await simulator.stop();
    await expect(first).resolves.toBeUndefined();
  });
});
