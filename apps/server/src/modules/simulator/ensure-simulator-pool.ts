import { count, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { dams, horses, jockeys, owners, racetracks, regions, sires, trainers } from '../../db/schema';
import type { FinishRunner } from './build-race-finish';
import type { CardPool } from './generate-race-day';
import { generatePool, POOL_SIZES } from './generate-pool';
import { RACETRACKS, REGIONS } from './racing-catalogue';

/** What writing cards needs from the database: ids by external id, and the pool as cards see it. */
export type PoolIndex = {
  trackIds: Map<string, number>;
  horses: Map<string, { id: number; info: FinishRunner['horse'] }>;
  jockeyIds: Map<string, number>;
  cardPool: CardPool;
};

export const trackExternalId = (key: string) => `sim-track-${key}`;

/**
 * Makes sure the regions, racetracks and the simulator's pool exist, then indexes them. The pool is
 * written once per database, in one transaction, one insert per table; later starts (whatever their
 * seed) keep using it, so horses and their records carry on.
 */
export async function ensureSimulatorPool(db: Db, options: { seed: number; year: number }): Promise<PoolIndex> {
  await db.transaction(async (tx) => {
    await tx
      .insert(regions)
      .values(REGIONS.map(({ code, name }) => ({ code, name })))
      .onConflictDoNothing({ target: regions.code });
    const regionRows = await tx
      .select({ id: regions.id, code: regions.code })
      .from(regions)
      .where(
        inArray(
          regions.code,
          REGIONS.map((region) => region.code),
        ),
      );
    const regionIds = new Map(regionRows.map((row) => [row.code, row.id]));
    await tx
      .insert(racetracks)
      .values(
        RACETRACKS.map((track) => ({
          externalId: trackExternalId(track.key),
          name: track.name,
          location: track.city,
          country: track.country,
          regionId: regionIds.get(track.region)!,
          surface: track.surfaces[0]!,
        })),
      )
      .onConflictDoUpdate({
        target: racetracks.externalId,
        set: {
          name: sql`excluded.name`,
          location: sql`excluded.location`,
          country: sql`excluded.country`,
          regionId: sql`excluded.region_id`,
          surface: sql`excluded.surface`,
        },
      });

    const [existing] = await tx.select({ n: count() }).from(horses).where(like(horses.externalId, 'sim-horse-%'));
    if ((existing?.n ?? 0) >= POOL_SIZES.horses) return;

    const pool = generatePool(options);
    const people = <T extends { externalId: string; name: string; region: string }>(rows: readonly T[]) =>
      rows.map(({ externalId, name, region }) => ({ externalId, name, region }));
    await tx.insert(trainers).values(people(pool.trainers)).onConflictDoNothing();
    await tx.insert(owners).values(people(pool.owners)).onConflictDoNothing();
    await tx
      .insert(sires)
      .values(pool.sires.map((sire) => ({ ...people([sire])[0]!, progenyCount: sire.progenyCount })))
      .onConflictDoNothing();
    await tx
      .insert(dams)
      .values(pool.dams.map((dam) => ({ ...people([dam])[0]!, progenyCount: dam.progenyCount })))
      .onConflictDoNothing();
    await tx
      .insert(jockeys)
      .values(
        pool.jockeys.map(({ externalId, name, region, weight, claimLbs }) => ({
          externalId,
          name,
          region,
          weight,
          claimLbs,
        })),
      )
      .onConflictDoNothing();

    const ids = async (table: typeof trainers | typeof owners | typeof sires | typeof dams, prefix: string) => {
      const rows = await tx
        .select({ id: table.id, externalId: table.externalId })
        .from(table)
        .where(like(table.externalId, `${prefix}%`));
      return new Map(rows.map((row) => [row.externalId!, row.id]));
    };
    const trainerIds = await ids(trainers, 'sim-trainer-');
    const ownerIds = await ids(owners, 'sim-owner-');
    const sireIds = await ids(sires, 'sim-sire-');
    const damIds = await ids(dams, 'sim-dam-');
    await tx
      .insert(horses)
      .values(
        pool.horses.map(
          ({ trainerExternalId, ownerExternalId, sireExternalId, damExternalId, damsireExternalId, ...horse }) => ({
            ...horse,
            trainerId: trainerIds.get(trainerExternalId),
            ownerId: ownerIds.get(ownerExternalId),
            sireId: sireIds.get(sireExternalId),
            damId: damIds.get(damExternalId),
            damsireId: sireIds.get(damsireExternalId),
          }),
        ),
      )
      .onConflictDoNothing();
  });
  return loadPoolIndex(db);
}

async function loadPoolIndex(db: Db): Promise<PoolIndex> {
  const trackRows = await db
    .select({ id: racetracks.id, externalId: racetracks.externalId })
    .from(racetracks)
    .where(like(racetracks.externalId, 'sim-track-%'));
  const horseRows = await db
    .select({
      id: horses.id,
      externalId: horses.externalId,
      name: horses.name,
      region: horses.region,
      dateOfBirth: horses.dateOfBirth,
      officialRating: horses.officialRating,
      rpr: horses.rpr,
      tsr: horses.tsr,
      trainerId: horses.trainerId,
      ownerId: horses.ownerId,
      sireId: horses.sireId,
      damId: horses.damId,
    })
    .from(horses)
    .where(like(horses.externalId, 'sim-horse-%'));
  const jockeyRows = await db
    .select({ id: jockeys.id, externalId: jockeys.externalId, region: jockeys.region })
    .from(jockeys)
    .where(like(jockeys.externalId, 'sim-jockey-%'));

  // Cards index the pool by position, so keep the order the pool was generated in.
  const byNumber = <T extends { externalId: string | null }>(rows: T[]) =>
    rows.sort((a, b) => suffix(a.externalId) - suffix(b.externalId));
  return {
    trackIds: new Map(trackRows.map((row) => [row.externalId!.slice('sim-track-'.length), row.id])),
    horses: new Map(
      horseRows.map((row) => [
        row.externalId!,
        {
          id: row.id,
          info: {
            name: row.name,
            trainerId: row.trainerId,
            ownerId: row.ownerId,
            sireId: row.sireId,
            damId: row.damId,
            officialRating: row.officialRating,
            rpr: row.rpr,
            tsr: row.tsr,
          },
        },
      ]),
    ),
    jockeyIds: new Map(jockeyRows.map((row) => [row.externalId!, row.id])),
    cardPool: {
      horses: byNumber(horseRows).map((row) => ({
        externalId: row.externalId!,
        region: row.region ?? '',
        birthYear: Number((row.dateOfBirth ?? '2000').slice(0, 4)),
        officialRating: row.officialRating ?? 70,
      })),
      jockeys: byNumber(jockeyRows).map((row) => ({ externalId: row.externalId!, region: row.region ?? '' })),
    },
  };
}

function suffix(externalId: string | null): number {
  return Number(/(\d+)$/.exec(externalId ?? '')?.[1] ?? 0);
}

/**
 * A new simulated day: horses are a day further from their last run, and a new year makes them a
 * year older (ages count by calendar year, as racing's do).
 */
export async function agePool(db: Db, options: { year: number }): Promise<void> {
  await db
    .update(horses)
    .set({
      lastRun: sql`${horses.lastRun} + 1`,
      age: sql`${options.year} - extract(year from ${horses.dateOfBirth})::int`,
    })
    .where(like(horses.externalId, 'sim-horse-%'));
}
