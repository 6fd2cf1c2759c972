import {
  OWN_RACE_MESSAGES,
  type TCreateOwnRaceRequest,
  type TOwnRaceResponse,
  type TUpdateOwnRaceRequest,
} from '@galope/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { horses, jockeys, raceEntries, races, racetracks, trainers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import type { LiveBus } from '../live';
import { selectRaceEntries } from '../racing';
import { settleRace } from '../settlement';

type Entry = TCreateOwnRaceRequest['entries'][number];

/**
 * A race card no data service covers, made by staff: its racetrack (found by name and country, or
 * created), its runners' horses, jockeys and trainers (created for it), the race and its entries with
 * their program numbers and optional morning line (which is also the fixed-odds price; without one the
 * race is bet through its pools only). The simulator and the sources leave it alone: it is not theirs.
 */
export async function createOwnRace(db: Db, adminUserId: number, input: TCreateOwnRaceRequest) {
  const id = await db.transaction(async (tx) => {
    const racetrackId = await findOrCreateRacetrack(tx, input.racetrack);
    const [race] = await tx
      .insert(races)
      .values({
        racetrackId,
        name: input.name,
        scheduledTime: new Date(input.scheduledTime),
        distance: input.distance,
        surface: input.surface ?? null,
        fieldSize: input.entries.length,
        status: 'scheduled',
        createdBy: adminUserId,
      })
      .returning({ id: races.id });
    await insertEntries(tx, race!.id, input.entries);
    await recordAudit(tx, {
      adminUserId,
      action: 'race.create',
      targetType: 'race',
      targetId: race!.id,
      details: { name: input.name, runners: input.entries.length },
    });
    return race!.id;
  });
  return (await findOwnRace(db, id))!;
}

/** Staff change an own race before its off; its runners are replaced only while nothing is bet on it. */
export async function updateOwnRace(
  db: Db,
  options: { raceId: number; adminUserId: number; now: Date; input: TUpdateOwnRaceRequest },
) {
  const { raceId, input } = options;
  await db.transaction(async (tx) => {
    await lockOpenOwnRace(tx, raceId, options.now);
    const values: Partial<typeof races.$inferInsert> = { updatedAt: new Date() };
    if (input.racetrack) values.racetrackId = await findOrCreateRacetrack(tx, input.racetrack);
    if (input.name !== undefined) values.name = input.name;
    if (input.scheduledTime !== undefined) values.scheduledTime = new Date(input.scheduledTime);
    if (input.distance !== undefined) values.distance = input.distance;
    if (input.surface !== undefined) values.surface = input.surface ?? null;
    if (input.entries) {
      const [bet] = await queryRows<{ n: number }>(
        tx,
        sql`select 1 as n from bets where race_id = ${raceId}
            union all select 1 from tote_tickets where race_id = ${raceId} limit 1`,
      );
      if (bet) throw new AppError('CONFLICT', OWN_RACE_MESSAGES.hasBets);
      await tx.delete(raceEntries).where(eq(raceEntries.raceId, raceId));
      await insertEntries(tx, raceId, input.entries);
      values.fieldSize = input.entries.length;
    }
    await tx.update(races).set(values).where(eq(races.id, raceId));
    await recordAudit(tx, {
      adminUserId: options.adminUserId,
      action: 'race.update',
      targetType: 'race',
      targetId: raceId,
      details: { fields: Object.keys(input) },
    });
  });
  return (await findOwnRace(db, raceId))!;
}

/**
 * A runner withdrawn before the off: its fixed-odds bets are refunded at once, and its tote
 * combinations when the pools settle. Everyone watching the race sees it go.
 */
export async function scratchOwnRaceEntry(
  db: Db,
  bus: LiveBus,
  options: { raceId: number; entryId: number; adminUserId: number; now: Date },
) {
  const horseName = await db.transaction(async (tx) => {
    await lockOpenOwnRace(tx, options.raceId, options.now);
    const [entry] = await selectRaceEntries(tx, { scratched: raceEntries.scratched, horseName: horses.name }).where(
      and(eq(raceEntries.id, options.entryId), eq(raceEntries.raceId, options.raceId)),
    );
    if (!entry) throw new AppError('NOT_FOUND', OWN_RACE_MESSAGES.entryNotFound);
    if (entry.scratched) throw new AppError('CONFLICT', OWN_RACE_MESSAGES.alreadyScratched);
    await tx
      .update(raceEntries)
      .set({ scratched: true, updatedAt: new Date() })
      .where(eq(raceEntries.id, options.entryId));
    await recordAudit(tx, {
      adminUserId: options.adminUserId,
      action: 'race.scratch',
      targetType: 'race',
      targetId: options.raceId,
      details: { entryId: options.entryId, horseName: entry.horseName },
    });
    return entry.horseName;
  });
  const [odds] = await db
    .select({ currentOdds: raceEntries.currentOdds })
    .from(raceEntries)
    .where(eq(raceEntries.id, options.entryId));
  await bus.publish({
    type: 'odds_update',
    raceId: options.raceId,
    data: [{ entryId: options.entryId, currentOdds: odds?.currentOdds ?? '0.00', scratched: true }],
  });
  await settleRace(db, bus, options.raceId);
  return { horseName };
}

/** The own races, the latest off first. */
export async function listOwnRaces(db: Db): Promise<TOwnRaceResponse[]> {
  return readOwnRaces(db, isNotNull(races.createdBy), 200);
}

export async function findOwnRace(db: Db, raceId: number): Promise<TOwnRaceResponse | undefined> {
  const [race] = await readOwnRaces(db, and(eq(races.id, raceId), isNotNull(races.createdBy)), 1);
  return race;
}

/** Own races and their runners in two queries, whatever their number. */
async function readOwnRaces(db: Db, where: SQL | undefined, limit: number): Promise<TOwnRaceResponse[]> {
  const found = await db
    .select({
      id: races.id,
      name: races.name,
      scheduledTime: races.scheduledTime,
      distance: races.distance,
      surface: races.surface,
      status: races.status,
      racetrack: { name: racetracks.name, country: racetracks.country, city: racetracks.location },
    })
    .from(races)
    .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
    .where(where)
    .orderBy(desc(races.scheduledTime), desc(races.id))
    .limit(limit);
  if (found.length === 0) return [];
  const entries = await selectRaceEntries(db, {
    raceId: raceEntries.raceId,
    id: raceEntries.id,
    number: raceEntries.postPosition,
    horseName: horses.name,
    jockeyName: jockeys.name,
    trainerName: trainers.name,
    weight: horses.weight,
    morningLine: raceEntries.morningLineOdds,
    scratched: raceEntries.scratched,
    finishPosition: raceEntries.finishPosition,
  })
    .leftJoin(jockeys, eq(jockeys.id, raceEntries.jockeyId))
    .leftJoin(trainers, eq(trainers.id, horses.trainerId))
    .where(
      inArray(
        raceEntries.raceId,
        found.map((race) => race.id),
      ),
    )
    .orderBy(asc(raceEntries.postPosition), asc(raceEntries.id));
  return found.map((race) => ({
    ...race,
    scheduledTime: race.scheduledTime.toISOString(),
    entries: entries.filter((entry) => entry.raceId === race.id).map(({ raceId: _raceId, ...entry }) => entry),
  }));
}

/** The race, locked for the change: only staff's own races, only before the off. */
async function lockOpenOwnRace(tx: Tx, raceId: number, now: Date): Promise<void> {
  const [race] = await tx
    .select({ createdBy: races.createdBy, status: races.status, scheduledTime: races.scheduledTime })
    .from(races)
    .where(eq(races.id, raceId))
    .for('update');
  if (!race) throw new AppError('NOT_FOUND', 'Carrera no encontrada');
  if (race.createdBy === null) throw new AppError('FORBIDDEN', OWN_RACE_MESSAGES.notOwn);
  if (race.status !== 'scheduled' || race.scheduledTime <= now)
    throw new AppError('CONFLICT', OWN_RACE_MESSAGES.started);
}

async function findOrCreateRacetrack(
  tx: Tx,
  track: { name: string; country: string; city?: string | null },
): Promise<number> {
  const [found] = await tx
    .select({ id: racetracks.id })
    .from(racetracks)
    .where(and(eq(racetracks.name, track.name), eq(racetracks.country, track.country)))
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(racetracks)
    .values({ name: track.name, country: track.country, location: track.city ?? null })
    .returning({ id: racetracks.id });
  return created!.id;
}

/** A person named on the card: the one of that name already without a source, or a new one. */
async function personId(tx: Tx, table: typeof jockeys | typeof trainers, name: string | null | undefined) {
  if (!name) return null;
  const [found] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.name, name), isNull(table.externalId)))
    .limit(1);
  if (found) return found.id;
  const [created] = await tx.insert(table).values({ name }).returning({ id: table.id });
  return created!.id;
}

async function insertEntries(tx: Tx, raceId: number, entries: readonly Entry[]): Promise<void> {
  for (const entry of entries) {
    const [horse] = await tx
      .insert(horses)
      .values({
        name: entry.horseName,
        weight: entry.weight ?? null,
        trainerId: await personId(tx, trainers, entry.trainerName),
      })
      .returning({ id: horses.id });
    const morningLine = entry.morningLine ? Number(entry.morningLine).toFixed(2) : null;
    await tx.insert(raceEntries).values({
      raceId,
      horseId: horse!.id,
      jockeyId: await personId(tx, jockeys, entry.jockeyName),
      postPosition: entry.number,
      morningLineOdds: morningLine,
      currentOdds: morningLine,
    });
  }
}
