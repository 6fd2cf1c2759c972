import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { LiveBus, LiveEvent } from '../live';
import { advanceRaces } from './advance-races';
import { advanceSportEvents, type SportLoopContext } from './advance-sport-events';
import { agePool, ensureSimulatorPool, type PoolIndex } from './ensure-simulator-pool';
import { generateRaceDay } from './generate-race-day';
import { generateSportDay } from './generate-sport-day';
import { addDays, type SimDay, utcDay } from './sim-calendar';
import { readSimulatorClock, saveSimulatorClock, simTimeAt } from './simulator-clock';
import { writeRaceDay } from './write-race-day';
import { writeSportDay } from './write-sport-day';

export type SimulatorOptions = {
  db: Db;
  bus: LiveBus;
  log: FastifyBaseLogger;
  seed: number;
  speed: number;
  /** Real clock, injectable for tests; default () => Date.now(). */
  now?: () => number;
  /** How often the loop runs, in real ms; default 1000. */
  tickMs?: number;
  onRaceFinished?: (raceId: number) => Promise<void>;
  onSportEventFinished?: (eventId: number) => Promise<void>;
};

export type Simulator = {
  /** One step of the loop at the current (simulated) time; tests call it directly. */
  tick(): Promise<void>;
  /** Simulated time now. */
  simNow(): Date;
  stop(): Promise<void>;
};

/**
 * The built-in synthetic data source (docs/rules/data-sources.md): race days and sports fixtures, run live on a
 * simulated clock (simulated time = origin + real elapsed × speed).
 *
 * The origin is the clock as the last leader saved it after each tick, so a new leader or a
 * restarted process continues where the old one left off, as if it had never stopped: races whose
 * off passed meanwhile run at once (decision 009). On a database no simulator ran on, it is real now.
 *
 * Each tick first makes sure the cards of today and tomorrow (UTC days of the simulated clock) exist,
 * then advances every race and fixture to the simulated now. A tick called while another runs
 * returns the running one; the timer skips instead, and logs a failed tick rather than throwing.
 */
export async function startSimulator(options: SimulatorOptions & { autoStart?: boolean }): Promise<Simulator> {
  const { db, bus, log, seed, speed, autoStart = true } = options;
  const now = options.now ?? (() => Date.now());
  const tickMs = options.tickMs ?? 1000;
  const origin = (await readSimulatorClock(db)) ?? { simTime: now(), realTime: now() };
  const simNow = () => new Date(simTimeAt(origin, speed, now()));

  const publish = async (event: LiveEvent) => {
    try {
      await bus.publish(event);
    } catch (error) {
      log.warn({ err: error, type: event.type }, 'simulator could not publish a live event');
    }
  };
  const raceContext = { db, log, publish, onRaceFinished: options.onRaceFinished };
  const sportContext: SportLoopContext = {
    db,
    log,
    publish,
    onSportEventFinished: options.onSportEventFinished,
    plans: new Map(),
  };

  let index: PoolIndex | undefined;
  let preparedDay: SimDay | undefined;
  let previousSimNow: Date | undefined;

  const prepareDays = async (at: Date) => {
    const today = utcDay(at);
    if (preparedDay === today) return;
    const year = Number(today.slice(0, 4));
    if (!index) index = await ensureSimulatorPool(db, { seed, year });
    else await agePool(db, { year });
    for (const day of [today, addDays(today, 1)]) {
      const started = performance.now();
      const raceDay = await writeRaceDay(db, {
        card: generateRaceDay({ seed, day, pool: index.cardPool }),
        index,
        now: at,
      });
      const sportDay = await writeSportDay(db, { card: generateSportDay({ seed, day }), now: at });
      if (raceDay.created > 0 || sportDay.created > 0) {
        log.info(
          { day, races: raceDay, sportEvents: sportDay, ms: Math.round(performance.now() - started) },
          'simulator wrote a day',
        );
      }
    }
    preparedDay = today;
  };

  const runTick = async () => {
    const realAt = now();
    const at = new Date(simTimeAt(origin, speed, realAt));
    await prepareDays(at);
    await advanceRaces(raceContext, { simNow: at, previousSimNow: previousSimNow ?? at });
    await advanceSportEvents(sportContext, { simNow: at });
    previousSimNow = at;
    await saveSimulatorClock(db, { simTime: at.getTime(), realTime: realAt, speed });
  };

  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= runTick().finally(() => {
      running = undefined;
    });
    return running;
  };

  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    if (running) return;
    tick().catch((error: unknown) => log.error({ err: error }, 'simulator tick failed'));
  };
  if (autoStart) {
    timer = setInterval(loop, tickMs);
    timer.unref();
    loop();
  }
  log.info({ seed, speed, tickMs, simNow: simNow().toISOString() }, 'simulator started');

  return {
    tick,
    simNow,
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
