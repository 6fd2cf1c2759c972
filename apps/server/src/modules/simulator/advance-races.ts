import type { TRaceStatus } from '@galope/contracts';
import { and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { openFromSource } from '../../db/open-from-source';
import { horses, raceEntries, raceResults, races } from '../../db/schema';
import type { LiveEvent } from '../live';
import { selectRaceEntries } from '../racing';
import { applyRaceStats } from './apply-race-stats';
import { buildRaceFinish, type RaceFinish } from './build-race-finish';
import { raceRunningSeconds } from './draw-race-result';
import { MIN_RUNNERS, planDriftTimes, planScratches, raceStreamKey, SCRATCH_WINDOW_MS } from './plan-race-market';
import { createRng } from './create-rng';
import { driftBook, formatDecimalOdds, withoutRunners } from './race-book';

export type RaceLoopContext = {
  db: Db;
  log: FastifyBaseLogger;
  publish(event: LiveEvent): Promise<void>;
  onRaceFinished?: (raceId: number) => Promise<void>;
};

/** Keeps one tick short after a long stop: the rest of the backlog goes to the next ticks. */
const MAX_TRANSITIONS_PER_TICK = 40;

type ActiveRace = {
  id: number;
  externalId: string | null;
  name: string;
  status: TRaceStatus;
  scheduledTime: Date;
  actualStartTime: Date | null;
  fieldSize: number | null;
  distanceF: string | null;
  going: string | null;
  type: string | null;
  prize: string | null;
};

/**
 * Moves every simulator race along to `simNow`: withdrawals and odds drift before the off, the off
 * itself, and the finish. Drift steps are those planned in (previousSimNow, simNow], so each planned
 * step is taken once however the ticks fall.
 */
export async function advanceRaces(
  context: RaceLoopContext,
  clock: { simNow: Date; previousSimNow: Date },
): Promise<void> {
  const { simNow } = clock;
  const rows: ActiveRace[] = await context.db
    .select({
      id: races.id,
      externalId: races.externalId,
      name: races.name,
      status: races.status,
      scheduledTime: races.scheduledTime,
      actualStartTime: races.actualStartTime,
      fieldSize: races.fieldSize,
      distanceF: races.distanceF,
      going: races.going,
      type: races.type,
      prize: races.prize,
    })
    .from(races)
    .where(
      and(
        // result_pending too: staff may not have entered the result yet; the simulator's own still counts.
        openFromSource(races, 'sim-race-'),
        lte(races.scheduledTime, new Date(simNow.getTime() + SCRATCH_WINDOW_MS)),
      ),
    )
    .orderBy(asc(races.scheduledTime))
    .limit(500);

  await moveMarkets(
    context,
    rows.filter((row) => row.status === 'scheduled'),
    clock,
  );

  let transitions = 0;
  for (const row of rows) {
    if (transitions >= MAX_TRANSITIONS_PER_TICK) break;
    if (row.status === 'scheduled') {
      if (row.scheduledTime > simNow) continue;
      if (!(await startRace(context, row))) continue;
      transitions += 1;
      row.status = 'live';
      row.actualStartTime = row.scheduledTime;
    }
    const key = raceStreamKey(row);
    const start = row.actualStartTime ?? row.scheduledTime;
    const seconds = raceRunningSeconds({
      key,
      distanceF: Number(row.distanceF ?? 8),
      going: row.going,
      type: row.type,
    });
    if (start.getTime() + seconds * 1000 > simNow.getTime()) continue;
    const finish = await finishSimulatedRace(context, row, key, simNow);
    transitions += 1;
    if (!finish) continue;
    await context.publish({ type: 'race_status', raceId: row.id, status: 'finished' });
    await context.publish({
      type: 'race_result',
      raceId: row.id,
      results: finish.placings.map((placing) => ({
        entryId: placing.entryKey,
        horseName: placing.horseName,
        position: placing.position,
        finishTime: placing.finishTime,
      })),
    });
    if (context.onRaceFinished) {
      try {
        await context.onRaceFinished(row.id);
      } catch (error) {
        context.log.error({ err: error, raceId: row.id }, 'onRaceFinished failed');
      }
    }
  }
}

/** Applies the withdrawals and drift steps now due, one statement (so one transaction) per race. */
async function moveMarkets(
  context: RaceLoopContext,
  scheduled: readonly ActiveRace[],
  clock: { simNow: Date; previousSimNow: Date },
): Promise<void> {
  const { simNow, previousSimNow } = clock;
  type Step = { at: number; kind: 'scratch'; postPosition: number } | { at: number; kind: 'drift'; step: number };
  const due = new Map<number, { race: ActiveRace; key: string; steps: Step[] }>();
  for (const race of scheduled) {
    const key = raceStreamKey(race);
    const off = race.scheduledTime.getTime();
    const steps: Step[] = [
      ...planScratches({ key, fieldSize: race.fieldSize ?? 0, scheduledTime: race.scheduledTime })
        .filter((scratch) => scratch.at <= simNow)
        .map((scratch) => ({ at: scratch.at.getTime(), kind: 'scratch' as const, postPosition: scratch.postPosition })),
      ...planDriftTimes({ key, scheduledTime: race.scheduledTime }).flatMap((at, step) =>
        at > previousSimNow && at <= simNow && at.getTime() < off
          ? [{ at: at.getTime(), kind: 'drift' as const, step }]
          : [],
      ),
    ];
    if (steps.length > 0) due.set(race.id, { race, key, steps: steps.sort((a, b) => a.at - b.at) });
  }
  if (due.size === 0) return;

  const entries = await context.db
    .select({
      id: raceEntries.id,
      raceId: raceEntries.raceId,
      postPosition: raceEntries.postPosition,
      currentOdds: raceEntries.currentOdds,
      morningLineOdds: raceEntries.morningLineOdds,
      scratched: raceEntries.scratched,
    })
    .from(raceEntries)
    .where(inArray(raceEntries.raceId, [...due.keys()]))
    .orderBy(asc(raceEntries.postPosition));

  for (const { race, key, steps } of due.values()) {
    const field = entries.filter((entry) => entry.raceId === race.id);
    const state = field.map((entry) => ({
      entry,
      odds: Number(entry.currentOdds ?? entry.morningLineOdds ?? 10),
      scratched: entry.scratched,
    }));
    for (const step of steps) {
      const active = state.filter((runner) => !runner.scratched);
      if (step.kind === 'scratch') {
        const runner = active.find((candidate) => candidate.entry.postPosition === step.postPosition);
        // A withdrawal already made (or one that would leave too few runners) changes nothing.
        if (!runner || active.length <= MIN_RUNNERS) continue;
        const repriced = withoutRunners(
          active.map((candidate) => candidate.odds),
          active.map((candidate) => candidate === runner),
        );
        active.forEach((candidate, i) => {
          if (candidate !== runner) candidate.odds = repriced[i]!;
        });
        runner.scratched = true;
      } else {
        const drifted = driftBook(
          active.map((candidate) => candidate.odds),
          createRng(key, 'drift', step.step),
        );
        active.forEach((candidate, i) => {
          candidate.odds = drifted[i]!;
        });
      }
    }

    const changed = state.filter(
      (runner) =>
        runner.scratched !== runner.entry.scratched ||
        formatDecimalOdds(runner.odds) !== (runner.entry.currentOdds ?? runner.entry.morningLineOdds),
    );
    if (changed.length === 0) continue;
    const values = sql.join(
      changed.map(
        (runner) =>
          sql`(${runner.entry.id}::int, ${formatDecimalOdds(runner.odds)}::numeric, ${runner.scratched}::boolean)`,
      ),
      sql`, `,
    );
    // One statement, guarded so a race that has gone off meanwhile keeps its starting prices.
    await context.db.execute(sql`
      update ${raceEntries} as e
      set current_odds = v.odds, scratched = v.scratched, updated_at = now()
      from (values ${values}) as v(id, odds, scratched)
      where e.id = v.id
        and exists (select 1 from ${races} r where r.id = e.race_id and r.status = 'scheduled')`);
    await context.publish({
      type: 'odds_update',
      raceId: race.id,
      data: changed.map((runner) => ({
        entryId: runner.entry.id,
        currentOdds: formatDecimalOdds(runner.odds),
        ...(runner.scratched ? { scratched: true } : {}),
      })),
    });
  }
}

async function startRace(context: RaceLoopContext, race: ActiveRace): Promise<boolean> {
  const [started] = await context.db
    .update(races)
    .set({ status: 'live', actualStartTime: race.scheduledTime, updatedAt: new Date() })
    .where(and(eq(races.id, race.id), eq(races.status, 'scheduled')))
    .returning({ id: races.id });
  if (!started) return false;
  await context.publish({ type: 'race_status', raceId: race.id, status: 'live' });
  return true;
}

/**
 * Draws the result from the runners' final odds and writes it with the career figures, in one
 * transaction. Null when another writer got there first.
 */
async function finishSimulatedRace(
  context: RaceLoopContext,
  race: ActiveRace,
  key: string,
  simNow: Date,
): Promise<RaceFinish | null> {
  return context.db.transaction(async (tx) => {
    const runners = await selectRaceEntries(tx, {
      entryId: raceEntries.id,
      horseId: raceEntries.horseId,
      jockeyId: raceEntries.jockeyId,
      postPosition: raceEntries.postPosition,
      currentOdds: raceEntries.currentOdds,
      morningLineOdds: raceEntries.morningLineOdds,
      name: horses.name,
      trainerId: horses.trainerId,
      ownerId: horses.ownerId,
      sireId: horses.sireId,
      damId: horses.damId,
      officialRating: horses.officialRating,
      rpr: horses.rpr,
      tsr: horses.tsr,
    })
      .where(and(eq(raceEntries.raceId, race.id), eq(raceEntries.scratched, false)))
      .orderBy(asc(raceEntries.postPosition));
    const finish = buildRaceFinish({
      key,
      race: {
        distanceF: Number(race.distanceF ?? 8),
        going: race.going,
        type: race.type,
        prize: race.prize,
        actualStartTime: race.actualStartTime ?? race.scheduledTime,
      },
      runners: runners.map((runner) => ({
        entryKey: runner.entryId,
        horseId: runner.horseId,
        jockeyId: runner.jockeyId,
        postPosition: runner.postPosition ?? 0,
        odds: Number(runner.currentOdds ?? runner.morningLineOdds ?? 10),
        horse: {
          name: runner.name,
          trainerId: runner.trainerId,
          ownerId: runner.ownerId,
          sireId: runner.sireId,
          damId: runner.damId,
          officialRating: runner.officialRating,
          rpr: runner.rpr,
          tsr: runner.tsr,
        },
      })),
    });
    const [updated] = await tx
      .update(races)
      .set({
        status: 'finished',
        actualEndTime: finish.actualEndTime < simNow ? finish.actualEndTime : simNow,
        winnerId: finish.winnerHorseId,
        updatedAt: new Date(),
      })
      .where(and(eq(races.id, race.id), inArray(races.status, ['live', 'result_pending'])))
      .returning({ id: races.id });
    if (!updated) return null;

    if (finish.placings.length > 0) {
      const values: SQL = sql.join(
        finish.placings.map(
          (placing) => sql`(${placing.entryKey}::int, ${placing.position}::int, ${placing.finishTime}::numeric)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${raceEntries} as e
        set finish_position = v.position, finish_time = v.finish_time, updated_at = now()
        from (values ${values}) as v(id, position, finish_time)
        where e.id = v.id`);
      await tx.insert(raceResults).values(finish.results.map((result) => ({ ...result, raceId: race.id })));
      await applyRaceStats(tx, finish.outcomes);
    }
    return finish;
  });
}
