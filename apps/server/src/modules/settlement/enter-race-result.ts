import { RESULT_MESSAGES, type TEnterRaceResultRequest } from '@galope/contracts';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { horses, raceEntries, raceResults, races } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import type { LiveBus } from '../live';
import { selectRaceEntries } from '../racing';
import { claimRaceFinish } from './claim-race-finish';
import { settleRace } from './settle-race';

/**
 * Staff enter the finishing positions of a race past its off that has no result (an own race, or one
 * whose source never sent it: `result_pending`): the
 * race finishes with them and its bets settle through the same engine as any other result. The
 * status guard lets exactly one writer finish the race — a second staff member, the simulator or a
 * data source arriving at the same moment gets 409 or finds it finished.
 */
export async function enterRaceResult(
  db: Db,
  bus: LiveBus,
  options: { raceId: number; adminUserId: number; positions: TEnterRaceResultRequest['positions']; now: Date },
): Promise<{ settled: number }> {
  const placed = await db.transaction(async (tx) => {
    const [race] = await tx.select({ status: races.status }).from(races).where(eq(races.id, options.raceId));
    if (!race) throw new AppError('NOT_FOUND', RESULT_MESSAGES.raceNotFound);
    const entries = await selectRaceEntries(tx, {
      id: raceEntries.id,
      horseId: raceEntries.horseId,
      jockeyId: raceEntries.jockeyId,
      scratched: raceEntries.scratched,
      horseName: horses.name,
      trainerId: horses.trainerId,
      ownerId: horses.ownerId,
    }).where(eq(raceEntries.raceId, options.raceId));
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const rows = options.positions.map(({ entryId, position }) => {
      const entry = byId.get(entryId);
      if (!entry) throw new AppError('VALIDATION', RESULT_MESSAGES.entryNotInRace);
      if (entry.scratched) throw new AppError('VALIDATION', RESULT_MESSAGES.entryScratched);
      return { entry, position };
    });
    const winner = rows.find((row) => row.position === 1)!;

    const claimed = await claimRaceFinish(tx, {
      raceId: options.raceId,
      winnerId: winner.entry.horseId,
      endedAt: new Date(),
      open: or(
        eq(races.status, 'result_pending'),
        and(inArray(races.status, ['scheduled', 'live']), lte(races.scheduledTime, options.now)),
      ),
    });
    if (!claimed) throw new AppError('CONFLICT', RESULT_MESSAGES.raceNotPending);

    // Runners not listed did not place: any position a source sent earlier is cleared.
    await tx
      .update(raceEntries)
      .set({ finishPosition: null, finishTime: null, updatedAt: new Date() })
      .where(eq(raceEntries.raceId, options.raceId));
    for (const { entry, position } of rows) {
      await tx
        .update(raceEntries)
        .set({ finishPosition: position, updatedAt: new Date() })
        .where(eq(raceEntries.id, entry.id));
    }
    await tx
      .insert(raceResults)
      .values(
        rows.map(({ entry, position }) => ({
          raceId: options.raceId,
          horseId: entry.horseId,
          jockeyId: entry.jockeyId,
          trainerId: entry.trainerId,
          ownerId: entry.ownerId,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: [raceResults.raceId, raceResults.horseId],
        set: { position: sql`excluded.position` },
      });
    await recordAudit(tx, {
      adminUserId: options.adminUserId,
      action: 'race.result_entered',
      targetType: 'race',
      targetId: options.raceId,
      details: {
        positions: rows
          .sort((a, b) => a.position - b.position)
          .map(({ entry, position }) => ({ entryId: entry.id, horseName: entry.horseName, position })),
      },
    });
    return rows;
  });

  await bus.publish({ type: 'race_status', raceId: options.raceId, status: 'finished' });
  await bus.publish({
    type: 'race_result',
    raceId: options.raceId,
    results: placed.map(({ entry, position }) => ({
      entryId: entry.id,
      horseName: entry.horseName,
      position,
      finishTime: null,
    })),
  });
  return settleRace(db, bus, options.raceId);
}
