import { SPORT_EVENT_STATUSES } from '@galope/contracts';
import { index, integer, jsonb, pgEnum, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, updatedAt } from '../../db/columns';

export const sportEventStatus = pgEnum('sport_event_status', SPORT_EVENT_STATUSES);

export const sportEvents = pgTable(
  'sport_events',
  {
    id: serialId(),
    externalId: varchar('external_id', { length: 100 }).unique(),
    sport: varchar('sport', { length: 50 }).notNull(),
    tournament: varchar('tournament', { length: 200 }),
    homeTeam: varchar('home_team', { length: 200 }).notNull(),
    awayTeam: varchar('away_team', { length: 200 }).notNull(),
    scheduledTime: timestamptz('scheduled_time').notNull(),
    status: sportEventStatus('status').notNull().default('scheduled'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    /** Decimal odds as strings, e.g. {"home":"2.10","away":"3.40","draw":"3.00"}. */
    odds: jsonb('odds').$type<{ home: string; away: string; draw?: string }>(),
    country: varchar('country', { length: 100 }),
    venue: varchar('venue', { length: 200 }),
    city: varchar('city', { length: 100 }),
    actualStartTime: timestamptz('actual_start_time'),
    actualEndTime: timestamptz('actual_end_time'),
    details: jsonb('details').$type<{
      referee?: string;
      attendance?: number;
      weather?: string;
      surface?: string;
    }>(),
    recentForm: jsonb('recent_form').$type<{ home: string[]; away: string[] }>(),
    headToHead: jsonb('head_to_head').$type<{
      total: number;
      homeWins: number;
      awayWins: number;
      lastMeeting?: { date: string; result: string; venue: string };
    }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sport_events_status_time_idx').on(t.status, t.scheduledTime)],
);
