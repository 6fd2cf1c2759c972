import type { TSportEventResponse } from '@galope/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import { siteMidnight } from '../../lib/site-calendar';
import { sportEvents } from './schema';

/** How many events of each status the board gets: live ones all (bounded), then the next and the last. */
export const SPORT_EVENT_LIMITS = { live: 50, scheduled: 80, finished: 40 } as const;

/** One query (three bounded branches): live events, the next ones to start, the latest results. */
export async function findSportEvents(db: Db): Promise<TSportEventResponse[]> {
  const branch = (status: keyof typeof SPORT_EVENT_LIMITS, order: typeof asc | typeof desc) =>
    db
      .select()
      .from(sportEvents)
      .where(eq(sportEvents.status, status))
      .orderBy(order(sportEvents.scheduledTime))
      .limit(SPORT_EVENT_LIMITS[status]);
  // The live and the next ones soonest first, the results newest first.
  const rows = await unionAll(branch('live', asc), branch('scheduled', asc), branch('finished', desc));
  return rows.map(toSportEventResponse);
}

export async function getSportEvent(db: Db, id: number): Promise<TSportEventResponse | undefined> {
  const [row] = await db.select().from(sportEvents).where(eq(sportEvents.id, id));
  return row && toSportEventResponse(row);
}

export function toSportEventResponse(row: typeof sportEvents.$inferSelect): TSportEventResponse {
  return {
    id: row.id,
    externalId: row.externalId,
    sport: row.sport,
    tournament: row.tournament,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    scheduledTime: row.scheduledTime.toISOString(),
    status: row.status,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    odds: row.odds ?? null,
    country: row.country,
    venue: row.venue,
    city: row.city,
    actualStartTime: row.actualStartTime?.toISOString() ?? null,
    actualEndTime: row.actualEndTime?.toISOString() ?? null,
    details: row.details ?? null,
    recentForm: (row.recentForm as TSportEventResponse['recentForm']) ?? null,
    headToHead: row.headToHead ?? null,
  };
}

/** A site-calendar day's finished events, by start time (bounded like a results day's races). */
export async function findFinishedEventsOfDay(db: Db, day: string): Promise<TSportEventResponse[]> {
  const rows = await db
    .select()
    .from(sportEvents)
    .where(
      and(
        eq(sportEvents.status, 'finished'),
        sql`${sportEvents.scheduledTime} >= ${siteMidnight(day)}`,
        sql`${sportEvents.scheduledTime} < ${siteMidnight(day, 1)}`,
      ),
    )
    .orderBy(asc(sportEvents.scheduledTime), asc(sportEvents.id))
    .limit(500);
  return rows.map(toSportEventResponse);
}
