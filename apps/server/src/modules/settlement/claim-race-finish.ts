import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { races } from '../../db/schema';

/**
 * Finishes a race with its winner if `open` still holds of its row: the one guarded UPDATE that lets
 * exactly one writer (staff, a data source) decide a result, whoever arrives second finding it taken.
 * A race with no recorded off is taken to have gone at its scheduled time. True when this writer won.
 */
export async function claimRaceFinish(
  tx: Tx,
  options: { raceId: number; winnerId: number; endedAt: Date; open: SQL | undefined },
): Promise<boolean> {
  const [claimed] = await tx
    .update(races)
    .set({
      status: 'finished',
      winnerId: options.winnerId,
      actualStartTime: sql`coalesce(${races.actualStartTime}, ${races.scheduledTime})`,
      actualEndTime: options.endedAt,
      updatedAt: options.endedAt,
    })
    .where(and(eq(races.id, options.raceId), options.open))
    .returning({ id: races.id });
  return claimed !== undefined;
}
