import { and, inArray, isNotNull, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { dams, horses, type jockeys, owners, racetracks, regions, sires, trainers } from '../../../db/schema';
import type { PersonCard, RaceCard, RunnerCard } from '../adapters/source-cards';
import { normalizeName } from '../adapters/source-values';
import { chunked, columnsOf, incomingWins, uniqueBy } from './upsert-helpers';

/*
 * What race cards refer to, upserted by external id before the races themselves (write-race-cards.ts):
 * racetracks and their regions, people and bloodlines, horses.
 */

const REGION_NAMES: Record<string, string> = {
  GB: 'Great Britain',
  IRE: 'Ireland',
  USA: 'United States',
  FR: 'France',
  GER: 'Germany',
  ITY: 'Italy',
  JPN: 'Japan',
  AUS: 'Australia',
  CAN: 'Canada',
  ES: 'Spain',
};

/**
 * Racetracks by external id; a course another source already wrote under the same name is reused,
 * so that one course is one racetrack whatever the source.
 */
export async function upsertTracks(db: Db, cards: RaceCard[]): Promise<Map<string, number>> {
  const tracks = uniqueBy(
    cards.map((card) => card.track),
    (track) => track.externalId,
  );
  const codes = [...new Set(tracks.flatMap((track) => (track.regionCode ? [track.regionCode.toUpperCase()] : [])))];
  const regionIds = new Map<string, number>();
  if (codes.length > 0) {
    await db
      .insert(regions)
      .values(codes.map((code) => ({ code, name: REGION_NAMES[code] ?? code })))
      .onConflictDoNothing({ target: regions.code });
    const rows = await db
      .select({ id: regions.id, code: regions.code })
      .from(regions)
      .where(inArray(regions.code, codes));
    for (const row of rows) regionIds.set(row.code, row.id);
  }

  const known = await db
    .select({ id: racetracks.id, externalId: racetracks.externalId, name: racetracks.name })
    .from(racetracks)
    .where(and(isNotNull(racetracks.externalId), notLike(racetracks.externalId, 'sim-%')));
  const byExternalId = new Map(known.map((track) => [track.externalId!, track.id]));
  const byName = new Map(known.map((track) => [normalizeName(track.name), track.id]));

  const ids = new Map<string, number>();
  const toWrite = [];
  for (const track of tracks) {
    const sameCourse = byExternalId.has(track.externalId) ? undefined : byName.get(normalizeName(track.name));
    if (sameCourse !== undefined) ids.set(track.externalId, sameCourse);
    else toWrite.push(track);
  }
  if (toWrite.length > 0) {
    const rows = await db
      .insert(racetracks)
      .values(
        toWrite.map((track) => ({
          externalId: track.externalId,
          name: track.name,
          location: track.location ?? null,
          country: track.country ?? null,
          regionId: track.regionCode ? (regionIds.get(track.regionCode.toUpperCase()) ?? null) : null,
          surface: track.surface ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: racetracks.externalId,
        set: {
          name: sql`excluded.name`,
          ...incomingWins(columnsOf(racetracks, ['location', 'country', 'regionId', 'surface'])),
        },
      })
      .returning({ id: racetracks.id, externalId: racetracks.externalId });
    for (const row of rows) ids.set(row.externalId!, row.id);
  }
  return ids;
}

type PeopleTable = typeof trainers | typeof owners | typeof sires | typeof dams | typeof jockeys;

/** People and bloodlines by external id: name and region kept current; returns ids by external id. */
export async function upsertPeople<P extends PersonCard, T extends PeopleTable>(
  db: Db,
  table: T,
  people: P[],
  extra: (person: P) => Record<string, unknown> = () => ({}),
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunked(uniqueBy(people, (person) => person.externalId))) {
    const rows = (await db
      .insert(table)
      .values(
        chunk.map((person) => ({
          externalId: person.externalId,
          name: person.name,
          region: person.region ?? null,
          ...extra(person),
        })) as never,
      )
      .onConflictDoUpdate({
        target: table.externalId,
        set: { name: sql`excluded.name`, ...incomingWins({ region: table.region }) },
      })
      .returning({ id: table.id, externalId: table.externalId })) as { id: number; externalId: string | null }[];
    for (const row of rows) ids.set(row.externalId!, row.id);
  }
  return ids;
}

export async function upsertHorses(db: Db, cards: RunnerCard['horse'][]): Promise<Map<string, number>> {
  const all = <K extends 'trainer' | 'owner' | 'sire' | 'dam' | 'damsire'>(key: K) =>
    cards.flatMap((horse) => (horse[key] ? [horse[key]] : []));
  const trainerIds = await upsertPeople(db, trainers, all('trainer'));
  const ownerIds = await upsertPeople(db, owners, all('owner'));
  const sireIds = await upsertPeople(db, sires, [...all('sire'), ...all('damsire')]);
  const damIds = await upsertPeople(db, dams, all('dam'));
  const idOf = (ids: Map<string, number>, person: PersonCard | null | undefined) =>
    person ? (ids.get(person.externalId) ?? null) : null;

  const ids = new Map<string, number>();
  for (const chunk of chunked(uniqueBy(cards, (horse) => horse.externalId))) {
    const rows = await db
      .insert(horses)
      .values(
        chunk.map((horse) => ({
          externalId: horse.externalId,
          name: horse.name,
          dateOfBirth: horse.dateOfBirth && /^\d{4}-\d{2}-\d{2}$/.test(horse.dateOfBirth) ? horse.dateOfBirth : null,
          age: horse.age ?? null,
          sex: horse.sex ?? null,
          sexCode: horse.sexCode?.slice(0, 2) ?? null,
          colour: horse.colour ?? null,
          region: horse.region ?? null,
          breeder: horse.breeder ?? null,
          weight: horse.weight ?? null,
          form: horse.form ?? null,
          lastRun: horse.lastRun ?? null,
          officialRating: horse.officialRating ?? null,
          rpr: horse.rpr ?? null,
          tsr: horse.tsr ?? null,
          headgear: horse.headgear ?? null,
          windSurgery: horse.windSurgery ?? null,
          windSurgeryRun: horse.windSurgeryRun ?? null,
          trainerId: idOf(trainerIds, horse.trainer),
          ownerId: idOf(ownerIds, horse.owner),
          sireId: idOf(sireIds, horse.sire),
          damId: idOf(damIds, horse.dam),
          damsireId: idOf(sireIds, horse.damsire),
        })),
      )
      .onConflictDoUpdate({
        target: horses.externalId,
        set: {
          name: sql`excluded.name`,
          ...incomingWins(
            columnsOf(horses, [
              'dateOfBirth',
              'age',
              'sex',
              'sexCode',
              'colour',
              'region',
              'breeder',
              'weight',
              'form',
              'lastRun',
              'officialRating',
              'rpr',
              'tsr',
              'headgear',
              'windSurgery',
              'windSurgeryRun',
              'trainerId',
              'ownerId',
              'sireId',
              'damId',
              'damsireId',
            ]),
          ),
        },
      })
      .returning({ id: horses.id, externalId: horses.externalId });
    for (const row of rows) ids.set(row.externalId!, row.id);
  }
  return ids;
}
