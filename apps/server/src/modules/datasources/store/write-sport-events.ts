import type { TSportEventStatus } from '@galope/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { sportEvents } from '../../../db/schema';
import type { LiveBus } from '../../live';
import { settleSportEvent, sportUpdateOf } from '../../settlement';
import { anotherSourceNear } from './another-source-near';
import type { SportEventCard } from '../adapters/source-cards';
import { normalizeName } from '../adapters/source-values';
import { uniqueBy } from './upsert-helpers';
import type { PriorityOf } from './write-race-cards';

/** Two sources describe the same match when the teams are the same and the kick-offs this close. */
export const SAME_EVENT_WINDOW_MS = 15 * 60_000;

type EventRow = typeof sportEvents.$inferSelect;

/**
 * Writes sport events from one source, by external id (a re-sync never duplicates a match). The
 * same match from another source (same teams, kick-off within 15 minutes) follows the priority rule:
 * the higher-priority source's values win, a lower one fills gaps. A final score or a cancellation
 * from any source closes the match (the first to report it decides) and its bets are settled.
 */
export async function writeSportEvents(
  db: Db,
  bus: LiveBus,
  options: { events: SportEventCard[]; priorityOf: PriorityOf },
): Promise<{ events: number; updated: number; writtenIds: string[]; updatedIds: string[]; settledEventIds: number[] }> {
  const events = uniqueBy(options.events, (event) => event.externalId);
  if (events.length === 0) return { events: 0, updated: 0, writtenIds: [], updatedIds: [], settledEventIds: [] };
  const matches = await findEventMatches(db, events);

  const settledEventIds: number[] = [];
  const writtenIds: string[] = [];
  const updatedIds: string[] = [];
  for (const event of events) {
    const match = matches.get(event.externalId);
    if (match && (match.status === 'finished' || match.status === 'cancelled')) continue;
    const stronger =
      !match ||
      match.externalId === event.externalId ||
      options.priorityOf(event.externalId) < options.priorityOf(match.externalId);
    const row = match ? await updateEvent(db, match, event, stronger) : await insertEvent(db, event);
    writtenIds.push(event.externalId);
    if (match) updatedIds.push(event.externalId);
    const changed =
      !match ||
      match.status !== row.status ||
      match.homeScore !== row.homeScore ||
      match.awayScore !== row.awayScore ||
      JSON.stringify(match.odds) !== JSON.stringify(row.odds);
    if (changed) await bus.publish(sportUpdateOf(row));
    // Only a match that was open here can have bets to settle.
    if (match && (row.status === 'finished' || row.status === 'cancelled')) {
      await settleSportEvent(db, bus, row.id);
      settledEventIds.push(row.id);
    }
  }
  return { events: writtenIds.length, updated: updatedIds.length, writtenIds, updatedIds, settledEventIds };
}

async function insertEvent(db: Db, event: SportEventCard): Promise<EventRow> {
  const { country, venue, city, referee, ...card } = event;
  // Null, not undefined, for what the card leaves out: a re-sync's update then clears it too.
  const values = {
    ...card,
    country: country ?? null,
    venue: venue ?? null,
    city: city ?? null,
    details: referee ? { referee } : null,
    ...timesFor(event.status, event.scheduledTime),
  };
  const [row] = await db
    .insert(sportEvents)
    .values(values)
    .onConflictDoUpdate({ target: sportEvents.externalId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** A final score or a cancellation is taken from any source; everything else follows priority. */
async function updateEvent(db: Db, match: EventRow, event: SportEventCard, stronger: boolean): Promise<EventRow> {
  const closes = event.status === 'finished' || event.status === 'cancelled';
  const pick = <T>(incoming: T | null | undefined, existing: T | null): T | null =>
    stronger ? (incoming ?? existing) : (existing ?? incoming ?? null);
  // A match waiting for staff (result_pending) leaves that state only on a final score or a cancellation.
  const status: TSportEventStatus =
    closes || (stronger && match.status !== 'result_pending') ? event.status : match.status;
  const scores = stronger || closes || event.status === 'live';
  const [row] = await db
    .update(sportEvents)
    .set({
      ...(stronger
        ? {
            externalId: event.externalId,
            scheduledTime: event.scheduledTime,
            homeTeam: event.homeTeam,
            awayTeam: event.awayTeam,
          }
        : {}),
      tournament: pick(event.tournament, match.tournament),
      status,
      homeScore: scores ? (event.homeScore ?? match.homeScore) : match.homeScore,
      awayScore: scores ? (event.awayScore ?? match.awayScore) : match.awayScore,
      odds: pick(event.odds, match.odds),
      country: pick(event.country, match.country),
      venue: pick(event.venue, match.venue),
      city: pick(event.city, match.city),
      details: event.referee
        ? { ...match.details, referee: pick(event.referee, match.details?.referee ?? null)! }
        : match.details,
      ...(status !== match.status ? timesFor(status, match.scheduledTime, match) : {}),
      updatedAt: new Date(),
    })
    .where(eq(sportEvents.id, match.id))
    .returning();
  return row!;
}

function timesFor(status: TSportEventStatus, scheduledTime: Date, match?: EventRow) {
  const now = new Date();
  return {
    actualStartTime: status === 'live' || status === 'finished' ? (match?.actualStartTime ?? scheduledTime) : null,
    actualEndTime: status === 'finished' ? (match?.actualEndTime ?? now) : null,
  };
}

/** By external id, else another source's event with the same teams (either spelling contains the other) near the same kick-off. */
async function findEventMatches(db: Db, events: SportEventCard[]): Promise<Map<string, EventRow>> {
  const ids = events.map((event) => event.externalId);
  const own = await db.select().from(sportEvents).where(inArray(sportEvents.externalId, ids));
  const matches = new Map(own.map((row) => [row.externalId!, row]));
  const rest = events.filter((event) => !matches.has(event.externalId));
  if (rest.length === 0) return matches;

  const times = rest.map((event) => event.scheduledTime.getTime());
  const candidates = await db
    .select()
    .from(sportEvents)
    .where(anotherSourceNear(sportEvents, { times, windowMs: SAME_EVENT_WINDOW_MS, exceptIds: ids }));
  const sameTeam = (a: string, b: string) => {
    const [x, y] = [normalizeName(a), normalizeName(b)];
    return x === y || (x.length >= 4 && y.includes(x)) || (y.length >= 4 && x.includes(y));
  };
  const taken = new Set<number>();
  for (const event of rest) {
    const twin = candidates.find(
      (row) =>
        !taken.has(row.id) &&
        Math.abs(row.scheduledTime.getTime() - event.scheduledTime.getTime()) <= SAME_EVENT_WINDOW_MS &&
        sameTeam(row.homeTeam, event.homeTeam) &&
        sameTeam(row.awayTeam, event.awayTeam),
    );
    if (!twin) continue;
    taken.add(twin.id);
    matches.set(event.externalId, twin);
  }
  return matches;
}

/** Head-to-head and recent form from an enrichment call, written onto the event. */
export async function writeEventInsights(
  db: Db,
  externalIdOfEvent: string,
  insights: { headToHead?: EventRow['headToHead']; recentForm?: EventRow['recentForm'] },
): Promise<void> {
  await db
    .update(sportEvents)
    .set({ ...insights, updatedAt: new Date() })
    .where(eq(sportEvents.externalId, externalIdOfEvent));
}
