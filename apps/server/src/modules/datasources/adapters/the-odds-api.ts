import { z } from 'zod';
import type { DataSourcesConfig } from '../../../config';
import { SOURCES } from '../config/source-catalogue';
import type { RaceOddsCard, SportEventCard } from './source-cards';
import { numericHeader, type ServiceDefinition, type SourceClient } from '../calls/source-http-client';
import { consensusOdds, externalId, text, toInt } from './source-values';
import { zList } from './zod-loose';

/**
 * The Odds API v4: the key travels as the apiKey query parameter; every answer reports the credits
 * left in x-requests-remaining and what the call cost in x-requests-last; a spent plan answers 401 with
 * error_code OUT_OF_USAGE_CREDITS.
 */
export function oddsApiService(config: DataSourcesConfig['oddsApi']): ServiceDefinition {
  return {
    statsId: 'uk-betting-odds-api',
    name: SOURCES['uk-betting-odds-api'].name,
    baseUrl: config.baseUrl,
    query: { apiKey: config.key ?? '' },
    remaining: (headers) => numericHeader(headers, 'x-requests-remaining'),
    // Credits, not requests: the list of sports costs none, a page of odds one per market and region.
    cost: (headers) => numericHeader(headers, 'x-requests-last'),
    quotaSpent: (_status, body) => {
      const answer = body as { error_code?: unknown; message?: unknown } | undefined;
      return answer?.error_code === 'OUT_OF_USAGE_CREDITS'
        ? typeof answer.message === 'string'
          ? answer.message
          : 'sin créditos'
        : null;
    },
  };
}

export const ODDS_API_ENDPOINTS = ['GET /v4/sports', 'GET /v4/sports/{sport}/odds', 'GET /v4/sports/{sport}/scores'];

const ZSportSchema = z.object({
  key: z.string().min(1),
  group: z.string().nullish(),
  title: z.string().nullish(),
  active: z.boolean().nullish(),
  has_outrights: z.boolean().nullish(),
});
export type OddsApiSport = z.output<typeof ZSportSchema>;

const ZOddsEventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  sport_title: z.string().nullish(),
  commence_time: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
  home_team: z.string().nullish(),
  away_team: z.string().nullish(),
  bookmakers: zList(
    z.object({
      key: z.string().nullish(),
      markets: zList(
        z.object({
          key: z.string(),
          outcomes: zList(z.object({ name: z.string(), price: z.union([z.number(), z.string()]) })),
        }),
      ),
    }),
  ),
});
type OddsEvent = z.output<typeof ZOddsEventSchema>;

const ZScoreEventSchema = z.object({
  id: z.string().min(1),
  commence_time: z.string(),
  completed: z.boolean(),
  home_team: z.string(),
  away_team: z.string(),
  scores: zList(z.object({ name: z.string(), score: z.union([z.string(), z.number()]) })),
});

const PREFIX = SOURCES['uk-betting-odds-api'].prefix;

/** The sports the site offers, by the prefix of the service's sport keys. */
const SPORT_OF_KEY: [RegExp, string][] = [
  [/^soccer_/, 'football'],
  [/^basketball_/, 'basketball'],
  [/^tennis_/, 'tennis'],
];
/** Asked first, when in season: each odds call costs a credit, so a sync asks a few keys only. */
const PREFERRED_KEYS = [
  'soccer_spain_la_liga',
  'soccer_epl',
  'soccer_uefa_champs_league',
  'soccer_mexico_ligamx',
  'soccer_italy_serie_a',
  'soccer_germany_bundesliga',
  'basketball_nba',
  'basketball_euroleague',
];
export const MAX_ODDS_KEYS = 4;

export function sportOfKey(key: string): string | null {
  return SPORT_OF_KEY.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

/** Whether the service carries horse racing is not documented: a key is racing if it says so. */
export function isRacingSport(sport: OddsApiSport): boolean {
  return /horse.?racing/i.test(`${sport.key} ${sport.group ?? ''} ${sport.title ?? ''}`);
}

/**
 * The keys one sync asks odds for, at most MAX_ODDS_KEYS: racing keys first (if the service has
 * any), then the preferred leagues in season, then any other football, basketball or tennis key.
 */
export function selectOddsKeys(sports: OddsApiSport[]): string[] {
  const active = sports.filter((sport) => sport.active !== false && sport.has_outrights !== true);
  const racing = sports.filter((sport) => sport.active !== false && isRacingSport(sport)).map((sport) => sport.key);
  const keys = new Set(active.map((sport) => sport.key));
  const preferred = PREFERRED_KEYS.filter((key) => keys.has(key));
  const others = active.map((sport) => sport.key).filter((key) => sportOfKey(key) && !preferred.includes(key));
  return [...new Set([...racing, ...preferred, ...others])].slice(0, MAX_ODDS_KEYS);
}

export function createOddsApi(client: SourceClient) {
  return {
    /** Free: costs no credit. */
    async sports(): Promise<OddsApiSport[]> {
      return client.get('/v4/sports', {}, zList(ZSportSchema));
    },

    async odds(sportKey: string): Promise<OddsEvent[]> {
      return client.get(
        `/v4/sports/${encodeURIComponent(sportKey)}/odds`,
        { regions: 'uk', markets: 'h2h', oddsFormat: 'decimal' },
        zList(ZOddsEventSchema),
      );
    },

    /** Completed matches of the last day, as final scores. */
    async scores(sportKey: string): Promise<SportEventCard[]> {
      const events = await client.get(
        `/v4/sports/${encodeURIComponent(sportKey)}/scores`,
        { daysFrom: 1 },
        zList(ZScoreEventSchema),
      );
      const sport = sportOfKey(sportKey);
      if (!sport) return [];
      return events.flatMap((event) => {
        const score = (team: string) => toInt(event.scores.find((entry) => entry.name === team)?.score);
        const [home, away] = [score(event.home_team), score(event.away_team)];
        if (!event.completed || home === null || away === null) return [];
        return [
          {
            externalId: externalId(PREFIX, event.id),
            sport,
            tournament: null,
            homeTeam: event.home_team,
            awayTeam: event.away_team,
            scheduledTime: new Date(event.commence_time),
            status: 'finished' as const,
            homeScore: home,
            awayScore: away,
            odds: null,
          },
        ];
      });
    },
  };
}

/** The winner market's prices by outcome name, one consensus price each. */
function h2hPrices(event: OddsEvent): Map<string, string> {
  const byName = new Map<string, (string | number)[]>();
  for (const bookmaker of event.bookmakers) {
    for (const market of bookmaker.markets.filter((candidate) => candidate.key === 'h2h')) {
      for (const outcome of market.outcomes)
        byName.set(outcome.name, [...(byName.get(outcome.name) ?? []), outcome.price]);
    }
  }
  const prices = new Map<string, string>();
  for (const [name, quotes] of byName) {
    const price = consensusOdds(quotes);
    if (price) prices.set(name, price);
  }
  return prices;
}

export function toSportEventCard(event: OddsEvent, now: Date): SportEventCard | null {
  const sport = sportOfKey(event.sport_key);
  if (!sport || !event.home_team || !event.away_team) return null;
  const prices = h2hPrices(event);
  const [home, away, draw] = [prices.get(event.home_team), prices.get(event.away_team), prices.get('Draw')];
  const scheduledTime = new Date(event.commence_time);
  return {
    externalId: externalId(PREFIX, event.id),
    sport,
    tournament: text(event.sport_title),
    homeTeam: event.home_team.slice(0, 200),
    awayTeam: event.away_team.slice(0, 200),
    scheduledTime,
    status: scheduledTime.getTime() <= now.getTime() ? 'live' : 'scheduled',
    homeScore: null,
    awayScore: null,
    odds: home && away ? { home, away, ...(draw ? { draw } : {}) } : null,
  };
}

/** A racing event's prices by runner name; the course is not in the documented shape, so the time decides. */
export function toRaceOddsCard(event: OddsEvent): RaceOddsCard | null {
  const prices = [...h2hPrices(event)].map(([horseName, odds]) => ({ horseName, odds }));
  return prices.length === 0 ? null : { scheduledTime: new Date(event.commence_time), courseName: null, prices };
}
