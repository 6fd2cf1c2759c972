import type { TRaceStatus } from '@galope/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { horses, jockeys, raceEntries, races } from '../../../db/schema';
import type { LiveBus } from '../../live';
import { selectRaceEntries } from '../../racing';
import { type RaceMatch, findRaceMatches } from './find-race-matches';
import type { RaceCard, RunnerCard } from '../adapters/source-cards';
import { normalizeName } from '../adapters/source-values';
import { upsertHorses, upsertPeople, upsertTracks } from './upsert-race-references';
import { chunked, columnsOf, existingWins, incomingWins, uniqueBy } from './upsert-helpers';

/** Lower is stronger: the rank of the source that wrote an external id (Infinity for none). */
export type PriorityOf = (externalId: string | null) => number;

export type WriteRaceCardsResult = {
  /** Races written (created or updated). */
  races: number;
  /** Of those, races that were here already. */
  updated: number;
  /** The external ids of the cards written (a finished or cancelled race is not), and of those updated. */
  writtenIds: string[];
  updatedIds: string[];
  /** Racetracks of those races (row ids). */
  trackIds: number[];
  /** Races open here that the source called off: their bets are to be settled (refunded). */
  cancelledRaceIds: number[];
};

/**
 * Writes race cards from one source: racetracks, people, horses, races and entries, upserted by
 * external id so that a re-sync never duplicates anything.
 *
 * When another source already wrote the same race (same course, off time within two minutes), the
 * priority rule decides (README.md): the higher-priority source's values win and the race takes its
 * external id; a lower-priority source only fills what is empty (fields, prices, or the whole field
 * of runners when there is none). A finished or cancelled race is never rewritten, and no race is
 * moved backwards (a race waiting for its result stays so until a result or a cancellation).
 */
export async function writeRaceCards(
  db: Db,
  bus: LiveBus,
  options: { cards: RaceCard[]; priorityOf: PriorityOf; now?: Date },
): Promise<WriteRaceCardsResult> {
  const now = options.now ?? new Date();
  const cards = uniqueBy(options.cards, (card) => card.externalId);
  if (cards.length === 0)
    return { races: 0, updated: 0, writtenIds: [], updatedIds: [], trackIds: [], cancelledRaceIds: [] };

  const trackIds = await upsertTracks(db, cards);
  const horseIds = await upsertHorses(
    db,
    cards.flatMap((card) => card.runners.map((runner) => runner.horse)),
  );
  const jockeyIds = await upsertPeople(
    db,
    jockeys,
    cards.flatMap((card) => card.runners.flatMap((runner) => (runner.jockey ? [runner.jockey] : []))),
    (jockey) => ({ claimLbs: jockey.claimLbs ?? 0, silkUrl: jockey.silkUrl ?? null }),
  );

  const matches = await findRaceMatches(
    db,
    cards.map((card) => ({
      externalId: card.externalId,
      courseName: card.track.name,
      scheduledTime: card.scheduledTime,
    })),
  );
  const cancelledRaceIds: number[] = [];
  const statusChanges: { raceId: number; status: TRaceStatus }[] = [];
  const written: { card: RaceCard; raceId: number; incomingWins: boolean; hadEntries: boolean }[] = [];

  const writtenIds: string[] = [];
  const updatedIds: string[] = [];
  for (const card of cards) {
    const match = matches.get(card.externalId);
    if (match && (match.status === 'finished' || match.status === 'cancelled')) continue;
    writtenIds.push(card.externalId);
    if (match) updatedIds.push(card.externalId);
    const stronger = !match || match.own || options.priorityOf(card.externalId) < options.priorityOf(match.externalId);
    const status = match && !stronger ? match.status : forwardStatus(match?.status, nextStatus(card, now));
    const raceId = await writeRace(db, {
      card,
      match,
      stronger,
      status,
      racetrackId: trackIds.get(card.track.externalId)!,
    });
    if (match && status !== match.status) statusChanges.push({ raceId, status });
    // Only a race that was open here can have bets to refund.
    if (status === 'cancelled') {
      if (match) cancelledRaceIds.push(raceId);
    } else written.push({ card, raceId, incomingWins: stronger, hadEntries: (match?.entryCount ?? 0) > 0 });
  }

  const oddsChanges = await writeEntries(db, { written, horseIds, jockeyIds });

  for (const change of statusChanges) await bus.publish({ type: 'race_status', ...change });
  for (const [raceId, data] of oddsChanges) await bus.publish({ type: 'odds_update', raceId, data });

  return {
    races: writtenIds.length,
    updated: updatedIds.length,
    writtenIds,
    updatedIds,
    trackIds: [...new Set(cards.map((card) => trackIds.get(card.track.externalId)!))],
    cancelledRaceIds,
  };
}

/** Scheduled until the off, then live until a result; cancelled when the deciding source says so. */
function nextStatus(card: RaceCard, now: Date) {
  if (card.cancelled) return 'cancelled' as const;
  return card.scheduledTime.getTime() <= now.getTime() ? ('live' as const) : ('scheduled' as const);
}

/** How far a race has gone: a re-sync never takes it back (a live race is not reopened, nor a pending one). */
const STATUS_STEP: Record<TRaceStatus, number> = {
  scheduled: 0,
  live: 1,
  result_pending: 2,
  finished: 3,
  cancelled: 3,
};

/**
 * The status a re-sync leaves: the source's, unless the race is already further along here. A
 * cancellation from the deciding source still closes a race that waits for its result.
 */
function forwardStatus(current: TRaceStatus | undefined, incoming: TRaceStatus): TRaceStatus {
  if (!current || incoming === 'cancelled') return incoming;
  return STATUS_STEP[incoming] >= STATUS_STEP[current] ? incoming : current;
}

async function writeRace(
  db: Db,
  options: {
    card: RaceCard;
    match: RaceMatch | undefined;
    stronger: boolean;
    status: TRaceStatus;
    racetrackId: number;
  },
): Promise<number> {
  const { card, match, stronger, status, racetrackId } = options;
  const fields = {
    name: card.name,
    distance: card.distance ?? null,
    distanceF: card.distanceF ?? null,
    category: card.category ?? null,
    pattern: card.pattern ?? null,
    raceClass: card.raceClass ?? null,
    type: card.type ?? null,
    ageBand: card.ageBand ?? null,
    ratingBand: card.ratingBand ?? null,
    prize: card.prize ?? null,
    fieldSize: card.fieldSize ?? null,
    going: card.going ?? null,
    surface: card.surface ?? null,
    offTime: card.offTime ?? null,
    offDt: card.offDt ?? null,
  };
  const live =
    status === 'live' ? { actualStartTime: sql`coalesce(${races.actualStartTime}, ${card.scheduledTime})` } : {};

  if (!match) {
    const [row] = await db
      .insert(races)
      .values({
        ...fields,
        externalId: card.externalId,
        racetrackId,
        scheduledTime: card.scheduledTime,
        status,
        actualStartTime: status === 'live' ? card.scheduledTime : null,
      })
      // Another instance may have written it a moment ago: then this is an update like any other.
      .onConflictDoUpdate({
        target: races.externalId,
        set: { ...incomingWins(fieldColumns), scheduledTime: card.scheduledTime, status, updatedAt: new Date() },
      })
      .returning({ id: races.id });
    return row!.id;
  }

  if (stronger) {
    await db
      .update(races)
      .set({
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)),
        externalId: card.externalId,
        racetrackId: match.own ? racetrackId : match.racetrackId,
        scheduledTime: card.scheduledTime,
        status,
        ...live,
        updatedAt: new Date(),
      })
      .where(eq(races.id, match.raceId));
  } else {
    // A weaker source: fill the empty fields only; the time and the status stay the stronger one's.
    await db
      .update(races)
      .set({
        ...Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [
            key,
            sql`coalesce(${races[key as keyof typeof fields]}, ${value})`,
          ]),
        ),
        updatedAt: new Date(),
      })
      .where(eq(races.id, match.raceId));
  }
  return match.raceId;
}

const fieldColumns = columnsOf(races, [
  'name',
  'distance',
  'distanceF',
  'category',
  'pattern',
  'raceClass',
  'type',
  'ageBand',
  'ratingBand',
  'prize',
  'fieldSize',
  'going',
  'surface',
  'offTime',
  'offDt',
]);

type EntryRow = typeof raceEntries.$inferInsert;

/**
 * All entries in two batched upserts (on race + horse): one where the incoming prices win, one where
 * they only fill gaps. A weaker source's runner is matched to the existing entry by horse name; its
 * field is added only to a race that has none. Returns the price changes to announce, by race.
 */
async function writeEntries(
  db: Db,
  options: {
    written: { card: RaceCard; raceId: number; incomingWins: boolean; hadEntries: boolean }[];
    horseIds: Map<string, number>;
    jockeyIds: Map<string, number>;
  },
): Promise<Map<number, { entryId: number; currentOdds: string; scratched?: boolean }[]>> {
  const raceIds = options.written.map((race) => race.raceId);
  const existing =
    raceIds.length === 0
      ? []
      : await selectRaceEntries(db, {
          id: raceEntries.id,
          raceId: raceEntries.raceId,
          horseId: raceEntries.horseId,
          horseName: horses.name,
          currentOdds: raceEntries.currentOdds,
          scratched: raceEntries.scratched,
        }).where(inArray(raceEntries.raceId, raceIds));
  const byRace = new Map<number, typeof existing>();
  for (const entry of existing) byRace.set(entry.raceId, [...(byRace.get(entry.raceId) ?? []), entry]);

  const strongRows: EntryRow[] = [];
  const weakRows: EntryRow[] = [];
  for (const { card, raceId, incomingWins: wins, hadEntries } of options.written) {
    const entries = byRace.get(raceId) ?? [];
    const byHorseId = new Map(entries.map((entry) => [entry.horseId, entry]));
    const byName = new Map(entries.map((entry) => [normalizeName(entry.horseName), entry]));
    for (const runner of card.runners) {
      const horseId = options.horseIds.get(runner.horse.externalId)!;
      const current = byHorseId.get(horseId) ?? byName.get(normalizeName(runner.horse.name));
      if (!wins && !current && hadEntries) continue;
      const row = entryRow(raceId, current?.horseId ?? horseId, runner, options.jockeyIds);
      (wins ? strongRows : weakRows).push(row);
    }
  }

  const changed: { id: number; raceId: number; currentOdds: string | null; scratched: boolean }[] = [];
  const returning = {
    id: raceEntries.id,
    raceId: raceEntries.raceId,
    currentOdds: raceEntries.currentOdds,
    scratched: raceEntries.scratched,
  };
  const upsert = async (entries: EntryRow[], set: Record<string, SQL>) => {
    for (const chunk of chunked(uniqueBy(entries, (row) => `${row.raceId}:${row.horseId}`))) {
      const rows = await db
        .insert(raceEntries)
        .values(chunk)
        .onConflictDoUpdate({
          target: [raceEntries.raceId, raceEntries.horseId],
          set: { ...set, updatedAt: sql`now()` },
        })
        .returning(returning);
      changed.push(...rows);
    }
  };
  await upsert(strongRows, {
    ...incomingWins(columnsOf(raceEntries, ['jockeyId', 'postPosition', 'currentOdds'])),
    ...existingWins(columnsOf(raceEntries, ['morningLineOdds'])),
    // A withdrawal is final, whichever source saw it.
    scratched: sql`${raceEntries.scratched} or excluded.scratched`,
  });
  await upsert(
    weakRows,
    existingWins(columnsOf(raceEntries, ['jockeyId', 'postPosition', 'currentOdds', 'morningLineOdds'])),
  );

  const before = new Map(existing.map((entry) => [entry.id, entry]));
  const announcements = new Map<number, { entryId: number; currentOdds: string; scratched?: boolean }[]>();
  for (const row of changed) {
    const previous = before.get(row.id);
    if (!previous || !row.currentOdds) continue;
    if (previous.currentOdds === row.currentOdds && previous.scratched === row.scratched) continue;
    const list = announcements.get(row.raceId) ?? [];
    list.push({ entryId: row.id, currentOdds: row.currentOdds, ...(row.scratched ? { scratched: true } : {}) });
    announcements.set(row.raceId, list);
  }
  return announcements;
}

function entryRow(raceId: number, horseId: number, runner: RunnerCard, jockeyIds: Map<string, number>): EntryRow {
  return {
    raceId,
    horseId,
    jockeyId: runner.jockey ? (jockeyIds.get(runner.jockey.externalId) ?? null) : null,
    postPosition: runner.postPosition,
    morningLineOdds: runner.odds,
    currentOdds: runner.odds,
    scratched: runner.scratched,
  };
}
