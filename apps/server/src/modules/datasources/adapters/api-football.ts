import type { TSportEventStatus } from '@galope/contracts';
import { z } from 'zod';
import type { DataSourcesConfig } from '../../../config';
import { SOURCES } from '../config/source-catalogue';
import type { SportEventCard } from './source-cards';
import { numericHeader, type ServiceDefinition, type SourceClient } from '../calls/source-http-client';
import { consensusOdds, externalId, text } from './source-values';
import { zList, zLoose } from './zod-loose';

/** Errors are [] on success and an object on failure, in a 200. */
const ZErrorsSchema = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).nullish();

function errorsOf(body: unknown): Record<string, unknown> {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, unknown>) : {};
}

/**
 * API-Football v3 (API-SPORTS): the key in x-apisports-key; x-ratelimit-requests-remaining is the
 * day's remaining requests; a spent day answers HTTP 200 with errors.requests, and any other error
 * (a bad key, a bad parameter) also comes as a 200 with an errors object.
 */
export function apiFootballService(config: DataSourcesConfig['sportApi']): ServiceDefinition {
  return {
    statsId: 'sport-api',
    name: SOURCES['sport-api'].name,
    baseUrl: config.baseUrl,
    headers: { 'x-apisports-key': config.key ?? '' },
    remaining: (headers) => numericHeader(headers, 'x-ratelimit-requests-remaining'),
    // The plan's calls a day as the service counts them (100 on the free plan), not our own setting.
    limit: (headers) => numericHeader(headers, 'x-ratelimit-requests-limit'),
    quotaSpent: (_status, body) => {
      const requests = errorsOf(body).requests;
      return requests ? String(requests) : null;
    },
    failureIn: (body) => {
      const messages = Object.values(errorsOf(body)).map(String);
      return messages.length > 0 ? messages.join('; ') : null;
    },
  };
}

export const API_FOOTBALL_ENDPOINTS = [
  'GET /status',
  'GET /fixtures',
  'GET /odds',
  'GET /fixtures/headtohead',
  'GET /teams/statistics',
];

const envelope = <T extends z.ZodType>(response: T) =>
  z.object({
    errors: ZErrorsSchema,
    paging: z.object({ current: z.number(), total: z.number() }).nullish(),
    response,
  });

const ZTeamSchema = z.object({ id: z.number(), name: z.string(), winner: z.boolean().nullish() });
const ZGoalsSchema = z.object({ home: z.number().nullish(), away: z.number().nullish() }).nullish();
const ZFixtureSchema = z.object({
  fixture: z.object({
    id: z.number(),
    referee: z.string().nullish(),
    date: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
    venue: z.object({ name: z.string().nullish(), city: z.string().nullish() }).nullish(),
    status: z.object({ short: z.string() }),
  }),
  league: z.object({ id: z.number(), name: z.string().nullish(), country: z.string().nullish(), season: z.number() }),
  teams: z.object({ home: ZTeamSchema, away: ZTeamSchema }),
  goals: ZGoalsSchema,
  score: z.object({ fulltime: ZGoalsSchema }).nullish(),
});
type Fixture = z.output<typeof ZFixtureSchema>;

const ZOddsItemSchema = z.object({
  fixture: z.object({ id: z.number() }),
  bookmakers: zList(
    z.object({
      bets: zList(
        z.object({
          name: z.string(),
          values: zList(z.object({ value: zLoose, odd: zLoose })),
        }),
      ),
    }),
  ),
});

const ZStatusSchema = z
  .object({
    subscription: z.object({ plan: z.string().nullish() }).nullish(),
    requests: z.object({ current: z.number().nullish(), limit_day: z.number().nullish() }).nullish(),
  })
  .or(z.array(z.unknown()).transform(() => ({ subscription: null, requests: null })));

const PREFIX = SOURCES['sport-api'].prefix;

/** Not started, in play, over or off (API-Football's status codes). */
const STATUS: Record<string, TSportEventStatus> = {
  TBD: 'scheduled',
  NS: 'scheduled',
  PST: 'scheduled',
  '1H': 'live',
  HT: 'live',
  '2H': 'live',
  ET: 'live',
  BT: 'live',
  P: 'live',
  SUSP: 'live',
  INT: 'live',
  LIVE: 'live',
  FT: 'finished',
  AET: 'finished',
  PEN: 'finished',
  CANC: 'cancelled',
  ABD: 'cancelled',
  AWD: 'cancelled',
  WO: 'cancelled',
};

/** A fixture as a card, plus what enrichment calls need (ids the product does not store). */
export type FixtureCard = SportEventCard & { leagueId: number; season: number; homeId: number; awayId: number };

export function createApiFootball(client: SourceClient) {
  return {
    /** The account and today's usage: does not count against the daily quota. */
    async status(): Promise<{ plan: string | null; current: number | null; limitDay: number | null }> {
      const answer = await client.get('/status', {}, envelope(ZStatusSchema));
      return {
        plan: answer.response.subscription?.plan ?? null,
        current: answer.response.requests?.current ?? null,
        limitDay: answer.response.requests?.limit_day ?? null,
      };
    },

    async fixtures(date: string): Promise<FixtureCard[]> {
      const answer = await client.get('/fixtures', { date }, envelope(zList(ZFixtureSchema)));
      return answer.response.map(toFixtureCard);
    },

    /** "Match Winner" prices by fixture id (one page of the day's pre-match odds), and the page count. */
    async odds(date: string, page: number): Promise<{ odds: Map<number, SportEventCard['odds']>; pages: number }> {
      const answer = await client.get('/odds', { date, bet: 1, page }, envelope(zList(ZOddsItemSchema)));
      const odds = new Map<number, SportEventCard['odds']>();
      for (const item of answer.response) {
        const quotes = { Home: [] as (string | null)[], Draw: [] as (string | null)[], Away: [] as (string | null)[] };
        for (const bookmaker of item.bookmakers) {
          for (const bet of bookmaker.bets.filter((candidate) => candidate.name === 'Match Winner')) {
            for (const value of bet.values) {
              if (value.value === 'Home' || value.value === 'Draw' || value.value === 'Away') {
                quotes[value.value].push(value.odd);
              }
            }
          }
        }
        const [home, draw, away] = [consensusOdds(quotes.Home), consensusOdds(quotes.Draw), consensusOdds(quotes.Away)];
        if (home && away) odds.set(item.fixture.id, { home, away, ...(draw ? { draw } : {}) });
      }
      return { odds, pages: answer.paging?.total ?? 1 };
    },

    async headToHead(fixture: FixtureCard): Promise<NonNullable<SportEventInsights['headToHead']>> {
      const answer = await client.get(
        '/fixtures/headtohead',
        { h2h: `${fixture.homeId}-${fixture.awayId}`, last: 5 },
        envelope(zList(ZFixtureSchema)),
      );
      const meetings = [...answer.response].sort((a, b) => Date.parse(b.fixture.date) - Date.parse(a.fixture.date));
      const winsOf = (teamId: number) =>
        meetings.filter(
          (meeting) =>
            (meeting.teams.home.id === teamId && meeting.teams.home.winner === true) ||
            (meeting.teams.away.id === teamId && meeting.teams.away.winner === true),
        ).length;
      const last = meetings[0];
      return {
        total: meetings.length,
        homeWins: winsOf(fixture.homeId),
        awayWins: winsOf(fixture.awayId),
        ...(last
          ? {
              lastMeeting: {
                date: last.fixture.date.slice(0, 10),
                result: `${last.goals?.home ?? 0}-${last.goals?.away ?? 0}`,
                venue: last.fixture.venue?.name ?? '',
              },
            }
          : {}),
      };
    },

    /** The team's last five results in the league, oldest first ("WDLWW" → W, D, L, W, W). */
    async form(fixture: FixtureCard, teamId: number): Promise<('W' | 'D' | 'L')[]> {
      const answer = await client.get(
        '/teams/statistics',
        { league: fixture.leagueId, season: fixture.season, team: teamId },
        envelope(z.object({ form: z.string().nullish() }).or(z.array(z.unknown()).transform(() => ({ form: null })))),
      );
      return [...(answer.response.form ?? '').slice(-5)].filter(
        (result): result is 'W' | 'D' | 'L' => result === 'W' || result === 'D' || result === 'L',
      );
    },
  };
}

export type SportEventInsights = {
  headToHead: {
    total: number;
    homeWins: number;
    awayWins: number;
    lastMeeting?: { date: string; result: string; venue: string };
  };
  recentForm: { home: ('W' | 'D' | 'L')[]; away: ('W' | 'D' | 'L')[] };
};

function toFixtureCard(fixture: Fixture): FixtureCard {
  const status = STATUS[fixture.fixture.status.short] ?? 'scheduled';
  // A 1X2 bet is on the result after regular time: the full-time score where the service gives it.
  const score = fixture.score?.fulltime?.home != null ? fixture.score.fulltime : fixture.goals;
  return {
    externalId: externalId(PREFIX, String(fixture.fixture.id)),
    sport: 'football',
    tournament: text(fixture.league.name),
    homeTeam: fixture.teams.home.name.slice(0, 200),
    awayTeam: fixture.teams.away.name.slice(0, 200),
    scheduledTime: new Date(fixture.fixture.date),
    status,
    homeScore: status === 'scheduled' ? null : (score?.home ?? null),
    awayScore: status === 'scheduled' ? null : (score?.away ?? null),
    odds: null,
    country: text(fixture.league.country, 100),
    venue: text(fixture.fixture.venue?.name),
    city: text(fixture.fixture.venue?.city, 100),
    referee: text(fixture.fixture.referee),
    leagueId: fixture.league.id,
    season: fixture.league.season,
    homeId: fixture.teams.home.id,
    awayId: fixture.teams.away.id,
  };
}
