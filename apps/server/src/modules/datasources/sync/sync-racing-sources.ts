import { and, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { openFromSource } from '../../../db/open-from-source';
import { races } from '../../../db/schema';
import type { LiveBus } from '../../live';
import { settleRace } from '../../settlement';
import { raceNumbers } from '../adapters/rapidapi-racing';
import { applyRaceResults, cancelRaces } from '../store/apply-race-results';
import { noteUnreadableAnswer } from '../calls/call-budget';
import { findRaceMatches } from '../store/find-race-matches';
import type { SourceAdapters } from '../adapters/create-source-adapters';
import { isSourceError, optionalStep, sourceError } from '../calls/data-source-error';
import { RAPIDAPI_UK_PREFIX, SOURCES } from '../config/source-catalogue';
import type { RaceCard, RaceResultCard } from '../adapters/source-cards';
import { dateInZone } from '../adapters/source-values';
import { type PriorityOf, writeRaceCards } from '../store/write-race-cards';

export type SyncContext = { db: Db; bus: LiveBus; adapters: SourceAdapters; priorityOf: PriorityOf; now: Date };

/** Rows a sync read from the service, stored (created or updated), updated, and refused (read, not stored). */
export type SyncCounts = { read: number; stored: number; updated: number; refused: number };
/** The counts of one league or racetrack, with its failure when it had one. */
export type SyncPart = SyncCounts & { name: string; error?: string };

/**
 * What a sync did: rows written, races or events closed (bets settled), what failed on the way (one
 * line per failed call, never merged), and what was read and stored, in all and by league or track.
 */
export type SyncOutcome = {
  synced: number;
  settled: number;
  errors: string[];
  counts: SyncCounts;
  parts: SyncPart[];
};

/** The counts of rows grouped by a name (league, racetrack): read, stored and updated by external id. */
export function countParts(
  rows: { name: string; externalId: string }[],
  written: { writtenIds: string[]; updatedIds: string[] },
  extra: { name: string; read?: number; error?: string }[] = [],
): { counts: SyncCounts; parts: SyncPart[] } {
  const stored = new Set(written.writtenIds);
  const updated = new Set(written.updatedIds);
  const parts = new Map<string, SyncPart>();
  const partOf = (name: string) => {
    const part = parts.get(name) ?? { name, read: 0, stored: 0, updated: 0, refused: 0 };
    parts.set(name, part);
    return part;
  };
  for (const row of rows) {
    const part = partOf(row.name);
    part.read += 1;
    if (stored.has(row.externalId)) part.stored += 1;
    else part.refused += 1;
    if (updated.has(row.externalId)) part.updated += 1;
  }
  for (const item of extra) {
    const part = partOf(item.name);
    part.read += item.read ?? 0;
    part.refused += item.read ?? 0;
    if (item.error) part.error = part.error ? `${part.error}; ${item.error}` : item.error;
  }
  const list = [...parts.values()];
  const sum = (key: keyof SyncCounts) => list.reduce((total, part) => total + part[key], 0);
  return {
    counts: { read: sum('read'), stored: sum('stored'), updated: sum('updated'), refused: sum('refused') },
    parts: list,
  };
}
export type RacingSyncOutcome = SyncOutcome & { upcoming: number; listed: number; trackIds: number[] };

/**
 * TheRacingAPI: the cards of the given days (the first is required, the others optional), then the
 * results of yesterday and today, which finish races and settle their bets.
 */
export async function syncTheRacingApi(
  ctx: SyncContext,
  options: { days: readonly ['today', ...('today' | 'tomorrow')[]] },
): Promise<RacingSyncOutcome> {
  const { theRacingApi } = ctx.adapters;
  const errors: string[] = [];
  const [first, ...rest] = options.days;
  const answers = [await theRacingApi.racecards(first)];
  for (const day of rest) {
    const answer = await optionalStep(errors, () => theRacingApi.racecards(day), `cartas de ${DAY_NAMES[day]}`);
    if (answer) answers.push(answer);
  }
  const cards = answers.flatMap((answer) => answer.cards);
  const received = answers.reduce((total, answer) => total + answer.received, 0);
  const unreadable = answers.flatMap((answer) => answer.unreadable);
  if (unreadable.length > 0) {
    await noteUnreadableAnswer(ctx.db, 'horse-racing-api');
    const courses = [...new Set(unreadable)].slice(0, 5).join(', ');
    const races = (n: number) => `${n} ${n === 1 ? 'carrera' : 'carreras'}`;
    // Races the service listed but that cannot be stored: never a silent success.
    if (cards.length === 0) {
      throw sourceError(
        'UPSTREAM_ERROR',
        `TheRacingAPI envió ${races(received)} y no se pudo guardar ninguna: les falta la hora o el hipódromo (${courses})`,
        { errorType: 'bad_response' },
      );
    }
    errors.push(`${unreadable.length} de ${races(received)} de TheRacingAPI no se pudieron leer (${courses})`);
  }
  const results = (await optionalStep(errors, () => theRacingApi.results(ctx.now), 'resultados')) ?? [];
  const refused = unreadable.map((course) => ({ name: course, read: 1 }));
  return writeRacing(ctx, { cards, results, errors, listed: cards.length, refused });
}

const DAY_NAMES = { today: 'hoy', tomorrow: 'mañana' } as const;

/** Per sync, at most this many races are read in detail (one call each): the plans allow few calls a day. */
export const RAPIDAPI_DETAIL_BUDGET = { uk: 8, usa: 15 } as const;
const SOON_MS = 60 * 60_000;

/**
 * A RapidAPI racing service: the day's race list (one call), then, within the detail budget, the
 * races worth a call — first those that finished but are not settled here, then new races, then races
 * starting within the hour (fresh prices). A race called off in the list is cancelled without a call.
 */
export async function syncRapidRacing(ctx: SyncContext, variant: 'uk' | 'usa'): Promise<RacingSyncOutcome> {
  const api = variant === 'uk' ? ctx.adapters.rapidUk : ctx.adapters.rapidUsa;
  const prefix = variant === 'uk' ? RAPIDAPI_UK_PREFIX : SOURCES['us-horse-racing-api'].prefix;
  const timeZone = variant === 'uk' ? 'Europe/London' : 'America/New_York';
  const errors: string[] = [];
  const now = ctx.now.getTime();

  const summaries = await api.racecards(dateInZone(ctx.now, timeZone));
  // What is known here already, under this source's id or as the same race from another source.
  const known = await findRaceMatches(
    ctx.db,
    summaries.flatMap((summary) =>
      summary.scheduledTime
        ? [
            {
              externalId: `${prefix}${summary.id_race}`,
              courseName: summary.course,
              scheduledTime: summary.scheduledTime,
            },
          ]
        : [],
    ),
  );
  // Races of earlier days still open here (an evening card past midnight): their result is due.
  const overdue = await ctx.db
    .select({ externalId: races.externalId })
    .from(races)
    .where(
      and(
        openFromSource(races, prefix),
        lt(races.scheduledTime, new Date(now - 5 * 60_000)),
        gte(races.scheduledTime, new Date(now - 36 * 60 * 60_000)),
      ),
    );

  const due: string[] = overdue.map((row) => row.externalId!.slice(prefix.length));
  const fresh: string[] = [];
  const soon: string[] = [];
  const cancelled: string[] = [];
  for (const summary of summaries) {
    if (!summary.scheduledTime) continue;
    const match = known.get(`${prefix}${summary.id_race}`);
    const open = match?.status === 'scheduled' || match?.status === 'live' || match?.status === 'result_pending';
    const time = summary.scheduledTime.getTime();
    if (summary.canceled === '1') {
      if (open && match.own) cancelled.push(summary.id_race);
    } else if (summary.finished === '1') {
      // A result is taken from whichever source reports it first.
      if (open) due.push(summary.id_race);
    } else if (!match) {
      if (time > now) fresh.push(summary.id_race);
    } else if (open && match.own && time - now < SOON_MS) soon.push(summary.id_race);
  }
  const toRead = [...new Set([...due, ...fresh, ...soon])].slice(0, RAPIDAPI_DETAIL_BUDGET[variant]);

  const cards: RaceCard[] = [];
  const results: RaceResultCard[] = [];
  const refused: { name: string; read?: number; error?: string }[] = [];
  const numbers = raceNumbers(summaries);
  const courseOf = new Map(summaries.map((summary) => [summary.id_race, summary.course]));
  for (const idRace of toRead) {
    try {
      const detail = await api.race(idRace, { raceNumber: numbers.get(idRace) });
      if (!detail) continue;
      cards.push(detail.card);
      if (detail.result) results.push(detail.result);
    } catch (error) {
      if (!isSourceError(error)) throw error;
      const line = `carrera ${idRace} (${courseOf.get(idRace) ?? '?'}): ${error.message}`;
      errors.push(line);
      refused.push({ name: courseOf.get(idRace) ?? '?', read: 1, error: line });
      // After the limit or the quota, every next call would be refused too.
      if (error.code === 'DAILY_LIMIT_REACHED' || error.code === 'QUOTA_EXHAUSTED') break;
    }
  }
  const { cancelledRaceIds } = await cancelRaces(
    ctx.db,
    ctx.bus,
    cancelled.map((id) => `${prefix}${id}`),
  );
  const outcome = await writeRacing(ctx, { cards, results, errors, listed: summaries.length, refused });
  return { ...outcome, settled: outcome.settled + cancelledRaceIds.length };
}

async function writeRacing(
  ctx: SyncContext,
  options: {
    cards: RaceCard[];
    results: RaceResultCard[];
    errors: string[];
    listed: number;
    /** Rows read and not made into cards (unreadable, or their detail call failed), by track. */
    refused?: { name: string; read?: number; error?: string }[];
  },
): Promise<RacingSyncOutcome> {
  const written = await writeRaceCards(ctx.db, ctx.bus, {
    cards: options.cards,
    priorityOf: ctx.priorityOf,
    now: ctx.now,
  });
  for (const raceId of written.cancelledRaceIds) await settleRace(ctx.db, ctx.bus, raceId);
  const { finishedRaceIds } = await applyRaceResults(ctx.db, ctx.bus, { results: options.results, now: ctx.now });
  const { counts, parts } = countParts(
    options.cards.map((card) => ({ name: card.track.name, externalId: card.externalId })),
    written,
    options.refused,
  );
  return {
    counts,
    parts,
    synced: written.races,
    settled: written.cancelledRaceIds.length + finishedRaceIds.length,
    upcoming: options.cards.filter((card) => !card.cancelled && card.scheduledTime.getTime() > ctx.now.getTime())
      .length,
    listed: options.listed,
    trackIds: written.trackIds,
    errors: options.errors,
  };
}
