import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseOddsHundredths, priceRaceBet, type TBetResponse } from '@galope/contracts';
import { and, asc, eq, gt, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceEntries, races } from '../../db/schema';
import { createTestApp, createUser } from '../../test/test-app';
import { settleRace } from '../settlement';
import { raceRunningSeconds } from './draw-race-result';
import { planScratches, raceStreamKey } from './plan-race-market';
import { startSimulator } from './simulator';
import { readSimulatorClock } from './simulator-clock';

/**
 * A new leader, or the same process restarted, continues the simulated clock where the last leader
 * left it (decision 009): no dead time after a takeover, and races whose off passed meanwhile run at once.
 */
const log = pino({ level: 'silent' });
const SPEED = 60;

describe('the simulated clock across leaders', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a new leader continues from the stored clock and runs at once the races whose off passed meanwhile', async () => {
    let clock = Math.floor(Date.now() / 60_000) * 60_000;
    const options = { db: app.database.db, bus: app.bus, log, seed: 77, speed: SPEED, autoStart: false };
    const first = await startSimulator({ ...options, now: () => clock });
    await first.tick();
    // Whatever the time of day: the clock goes to fifteen simulated minutes before the next race's off.
    const [nextRace] = await app.database.db
      .select({ scheduledTime: races.scheduledTime })
      .from(races)
      .where(
        and(
          like(races.externalId, 'sim-race-%'),
          eq(races.status, 'scheduled'),
          gt(races.scheduledTime, new Date(first.simNow().getTime() + 20 * 60_000)),
        ),
      )
      .orderBy(asc(races.scheduledTime))
      .limit(1);
    clock += Math.round((nextRace!.scheduledTime.getTime() - 15 * 60_000 - first.simNow().getTime()) / SPEED);
    // The first leader then runs ten real seconds: ten simulated minutes.
    for (let second = 0; second <= 10; second += 1) {
      await first.tick();
      if (second < 10) clock += 1000;
    }
    const leftAt = first.simNow().getTime();
    await first.stop();
    expect(await readSimulatorClock(app.database.db)).toEqual({ simTime: leftAt, realTime: clock });

    // Twenty real seconds pass before the next leader starts: twenty simulated minutes.
    clock += 20_000;
    const gapEnd = leftAt + 20_000 * SPEED;
    const missed = (
      await app.database.db
        .select()
        .from(races)
        .where(and(like(races.externalId, 'sim-race-%'), eq(races.status, 'scheduled')))
        .orderBy(asc(races.scheduledTime))
    ).filter((race) => race.scheduledTime.getTime() > leftAt && race.scheduledTime.getTime() <= gapEnd);
    expect(missed.length).toBeGreaterThan(0);
    const finishDue = (race: (typeof missed)[number]) =>
      race.scheduledTime.getTime() +
      1000 *
        raceRunningSeconds({
          key: raceStreamKey(race),
          distanceF: Number(race.distanceF ?? 8),
          going: race.going,
          type: race.type,
        });

    const next = await startSimulator({ ...options, now: () => clock });
    expect(next.simNow().getTime()).toBe(gapEnd);
    await next.tick();
    const after = await app.database.db.select({ id: races.id, status: races.status }).from(races);
    const statusOf = new Map(after.map((race) => [race.id, race.status]));
    // Every race whose off passed during the handover has gone off, and has finished if it was due to.
    expect(missed.map((race) => statusOf.get(race.id))).toEqual(
      missed.map((race) => (finishDue(race) <= gapEnd ? 'finished' : 'live')),
    );
    expect(await readSimulatorClock(app.database.db)).toEqual({ simTime: gapEnd, realTime: clock });
    await next.stop();
  });

  it('a reading from a real clock a little ahead of this one never takes the simulated clock back', async () => {
    const stored = await readSimulatorClock(app.database.db);
    const behind = await startSimulator({
      db: app.database.db,
      bus: app.bus,
      log,
      seed: 77,
      speed: SPEED,
      autoStart: false,
      now: () => stored!.realTime - 3000,
    });
    expect(behind.simNow().getTime()).toBe(stored!.simTime);
    await behind.stop();
  });
});

/**
 * Two real server processes on one PostgreSQL database: the leader is killed (SIGKILL, no goodbye),
 * and the other instance takes over and settles the next race within 10 s of when it was due.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes, the leader killed', () => {
  const children: ChildProcess[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await app?.close();
  });

  it('the other instance finishes and settles the next race within 10 s of when it was due', async () => {
    const player = await createUser(app, { balance: 100 });
    // Both start together (a process start is the slow part on a busy machine); whichever takes the lock leads.
    const [first, second] = [
      startServer(app.config.databaseUrl!, children),
      startServer(app.config.databaseUrl!, children),
    ];
    const [a, b] = await Promise.race([
      first.waitFor('simulator started').then(() => [first, second] as const),
      second.waitFor('simulator started').then(() => [second, first] as const),
    ]);
    const aLeadsFrom = Date.now();
    await b.waitFor('Galope listening');
    expect(b.output()).not.toContain('this instance is the leader');
    // The leader runs long enough that a clock restarted at real time would be well over 10 s behind.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, aLeadsFrom + 14_000 - Date.now())));

    // The next race to finish, at least a couple of real seconds after the kill, with a bet on it.
    const { db } = app.database;
    const reading = (await readSimulatorClock(db))!;
    const toReal = (simTime: number) => reading.realTime + (simTime - reading.simTime) / SPEED;
    const candidates = await db
      .select()
      .from(races)
      .where(and(like(races.externalId, 'sim-race-%'), eq(races.status, 'scheduled')))
      .orderBy(asc(races.scheduledTime))
      .limit(200);
    const withFinish = candidates
      .map((race) => {
        const seconds = raceRunningSeconds({
          key: raceStreamKey(race),
          distanceF: Number(race.distanceF ?? 8),
          going: race.going,
          type: race.type,
        });
        return {
          race,
          offAt: toReal(race.scheduledTime.getTime()),
          dueAt: toReal(race.scheduledTime.getTime() + seconds * 1000),
        };
      })
      .sort((x, y) => x.dueAt - y.dueAt);
    const target = withFinish.find((candidate) => candidate.offAt > Date.now() + 2500)!;
    expect(target).toBeDefined();
    // A runner the simulator will not withdraw before the off (a withdrawal refunds the bet instead).
    const withdrawn = planScratches({
      key: raceStreamKey(target.race),
      fieldSize: target.race.fieldSize ?? 0,
      scheduledTime: target.race.scheduledTime,
    }).map((scratch) => scratch.postPosition);
    const entry = (
      await db
        .select()
        .from(raceEntries)
        .where(and(eq(raceEntries.raceId, target.race.id), eq(raceEntries.scratched, false)))
        .orderBy(asc(raceEntries.postPosition))
    ).find((candidate) => !withdrawn.includes(candidate.postPosition ?? 0));
    const odds = priceRaceBet('show', parseOddsHundredths(entry!.currentOdds ?? entry!.morningLineOdds!)!);
    const placeShowBet = (accepted: string) =>
      app.inject({
        method: 'POST',
        url: '/api/bets',
        headers: { cookie: player.cookie },
        payload: { raceId: target.race.id, raceEntryId: entry!.id, betType: 'show', amount: '1.00', odds: accepted },
      });
    let placed = await placeShowBet((odds / 100).toFixed(2));
    // The leader drifts the odds meanwhile: like a player, accept the new price once.
    if (placed.statusCode === 409 && placed.json().code === 'PRICE_CHANGED')
      placed = await placeShowBet(placed.json().odds);
    expect(placed.statusCode, placed.body).toBe(201);
    const bet: TBetResponse = placed.json();

    a.child.kill('SIGKILL');
    const killedAt = Date.now();
    let settledAt: number | undefined;
    while (!settledAt && Date.now() < Math.max(target.dueAt, killedAt) + 20_000) {
      const history: TBetResponse[] = (
        await app.inject({ url: '/api/user/bets', headers: { cookie: player.cookie } })
      ).json();
      if (history.find((item) => item.id === bet.id)?.status !== 'pending') settledAt = Date.now();
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const lateBy = settledAt === undefined ? Infinity : settledAt - target.dueAt;
    expect(b.output()).toContain('this instance is the leader');
    expect(lateBy, `settled ${lateBy} ms after it was due\n${b.output().slice(-2000)}`).toBeLessThan(10_000);
    // Settled by the new leader, exactly once.
    await settleRace(db, app.bus, target.race.id);
    const history: TBetResponse[] = (
      await app.inject({ url: '/api/user/bets', headers: { cookie: player.cookie } })
    ).json();
    expect(history.find((item) => item.id === bet.id)?.status).toMatch(/^(won|lost)$/);
  }, 90_000);
});

function startServer(databaseUrl: string, children: ChildProcess[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../main.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      SIMULATOR: 'on',
      SIM_SEED: '4242',
      SIM_SPEED: String(SPEED),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const waitFor = async (text: string) => {
    const deadline = Date.now() + 45_000;
    while (!output.includes(text) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!output.includes(text)) throw new Error(`no "${text}" in the log:\n${output}`);
  };
  return { child, output: () => output, waitFor };
}
