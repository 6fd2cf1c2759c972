import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { simulatorClock } from './schema';

/** A reading of the simulated clock: what it said (`simTime`) at the real instant `realTime`, both epoch ms. */
export type ClockReading = { simTime: number; realTime: number };

/**
 * Simulated time at the real instant `realNow`, running on from `origin` at `speed`. A real clock
 * behind the origin's (another instance's clock a little off) never takes the simulated one back.
 */
export function simTimeAt(origin: ClockReading, speed: number, realNow: number): number {
  return origin.simTime + Math.max(0, realNow - origin.realTime) * speed;
}

/** The reading the last leader saved, if any simulator ever ran on this database. */
export async function readSimulatorClock(db: Db): Promise<ClockReading | undefined> {
  const [row] = await db.select().from(simulatorClock).where(eq(simulatorClock.id, 1));
  return row ? { simTime: row.simTime.getTime(), realTime: row.realTime.getTime() } : undefined;
}

export async function saveSimulatorClock(db: Db, reading: ClockReading & { speed: number }): Promise<void> {
  const values = { simTime: new Date(reading.simTime), realTime: new Date(reading.realTime), speed: reading.speed };
  await db
    .insert(simulatorClock)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: simulatorClock.id, set: values });
}
