import { and, inArray, isNull, lte } from 'drizzle-orm';
import { openFromSource } from '../../../db/open-from-source';
import { sportEvents } from '../../../db/schema';
import type { FixtureCard } from '../adapters/api-football';
import { isRacingSport, selectOddsKeys, toRaceOddsCard, toSportEventCard } from '../adapters/the-odds-api';
import { applyRaceOdds } from '../store/apply-race-odds';
import { optionalStep, sourceError } from '../calls/data-source-error';
import { SOURCES } from '../config/source-catalogue';
import type { RaceOddsCard, SportEventCard } from '../adapters/source-cards';
import { countParts, type SyncContext, type SyncOutcome } from './sync-racing-sources';
import { writeEventInsights, writeSportEvents } from '../store/write-sport-events';

/** Races and events whose prices this sync set. */
export type OddsSyncOutcome = SyncOutcome & { updated: number };

/**
 * The Odds API: the sport list (free), the winner-market odds of a few keys (racing keys, if the
 * service has any, onto races; football, basketball and tennis onto events), and, when asked, the
 * final scores of the matches it priced that have started.
 */
export async function syncOddsApi(ctx: SyncContext, options: { scores: boolean }): Promise<OddsSyncOutcome> {
  const { oddsApi } = ctx.adapters;
  const errors: string[] = [];
  const sports = await oddsApi.sports();
  const racingKeys = new Set(sports.filter(isRacingSport).map((sport) => sport.key));
  const keys = selectOddsKeys(sports);

  const events: SportEventCard[] = [];
  const raceOdds: RaceOddsCard[] = [];
  const leagueOf = new Map<string, string>();
  /** Per league: what it answered that could not be read, or its failure. */
  const extra: { name: string; read?: number; error?: string }[] = [];
  for (const key of keys) {
    const before = errors.length;
    const answer = await optionalStep(errors, () => oddsApi.odds(key), key);
    if (errors.length > before) extra.push({ name: key, error: errors.at(-1)! });
    let unread = 0;
    for (const event of answer ?? []) {
      const card = racingKeys.has(key) ? toRaceOddsCard(event) : toSportEventCard(event, ctx.now);
      if (!card) unread += 1;
      else if ('externalId' in card) {
        events.push(card);
        leagueOf.set(card.externalId, key);
      } else raceOdds.push(card);
    }
    if (unread > 0) extra.push({ name: key, read: unread });
  }
  if (keys.length > 0 && errors.length === keys.length) {
    // Every league failed: nothing was asked for that could be stored.
    throw sourceError('UPSTREAM_ERROR', `The Odds API falló en ${keys.length} ligas: ${errors.join('; ')}`);
  }

  const sourcePriority = ctx.priorityOf(SOURCES['uk-betting-odds-api'].prefix);
  const racesPriced = await applyRaceOdds(ctx.db, ctx.bus, {
    cards: raceOdds,
    sourcePriority,
    priorityOf: ctx.priorityOf,
  });
  const written = await writeSportEvents(ctx.db, ctx.bus, { events, priorityOf: ctx.priorityOf });
  let settled = written.settledEventIds.length;
  const racingKeyNames = keys.filter((key) => racingKeys.has(key)).join(', ');
  if (raceOdds.length > 0) {
    // Prices onto races matched by course and time: a price that found no race is refused.
    extra.push({ name: racingKeyNames, read: raceOdds.length - racesPriced.races });
  }
  const { counts, parts } = countParts(
    [
      ...events.map((event) => ({ name: leagueOf.get(event.externalId)!, externalId: event.externalId })),
      ...Array.from({ length: racesPriced.races }, (_, index) => ({
        name: racingKeyNames,
        externalId: `race:${index}`,
      })),
    ],
    {
      writtenIds: [...written.writtenIds, ...Array.from({ length: racesPriced.races }, (_, index) => `race:${index}`)],
      updatedIds: written.updatedIds,
    },
    extra,
  );

  if (options.scores) {
    const finals = await scoresOfStartedEvents(
      ctx,
      keys.filter((key) => !racingKeys.has(key)),
      errors,
    );
    const closed = await writeSportEvents(ctx.db, ctx.bus, { events: finals, priorityOf: ctx.priorityOf });
    settled += closed.settledEventIds.length;
  }
  return {
    counts,
    parts,
    synced: written.events + racesPriced.races,
    settled,
    updated: racesPriced.races + events.filter((event) => event.odds).length,
    errors,
  };
}

/** Scores cost credits: asked only when an event this source priced has started and is not over. */
async function scoresOfStartedEvents(ctx: SyncContext, keys: string[], errors: string[]): Promise<SportEventCard[]> {
  const prefix = SOURCES['uk-betting-odds-api'].prefix;
  const open = await ctx.db
    .select({ externalId: sportEvents.externalId })
    .from(sportEvents)
    .where(and(openFromSource(sportEvents, prefix), lte(sportEvents.scheduledTime, ctx.now)));
  if (open.length === 0) return [];
  const wanted = new Set(open.map((row) => row.externalId));
  const finals: SportEventCard[] = [];
  for (const key of keys) {
    const scores = await optionalStep(errors, () => ctx.adapters.oddsApi.scores(key), `${key} (resultados)`);
    finals.push(...(scores ?? []).filter((event) => wanted.has(event.externalId)));
  }
  return finals;
}

/** Per day, the fixtures kept: a day of world football is more than the board shows. */
export const MAX_FIXTURES_PER_DAY = 300;
/** Pages of pre-match odds read per sync: today's first three, tomorrow's first. */
const ODDS_PAGES = [3, 1] as const;
/** Fixtures enriched with head-to-head and form per sync (three calls each). */
export const ENRICHED_PER_SYNC = 3;

/**
 * API-Football: today's fixtures (required) and tomorrow's, their "Match Winner" prices, then
 * head-to-head and recent form for the next few matches that have none yet.
 */
export async function syncApiFootball(ctx: SyncContext): Promise<SyncOutcome> {
  const { apiFootball } = ctx.adapters;
  const errors: string[] = [];
  const day = (offset: number) => new Date(ctx.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const days = [day(0), day(1)];

  const fixtures = (await apiFootball.fixtures(days[0]!)).slice(0, MAX_FIXTURES_PER_DAY);
  fixtures.push(
    ...((await optionalStep(errors, () => apiFootball.fixtures(days[1]!), `partidos del ${days[1]}`)) ?? []).slice(
      0,
      MAX_FIXTURES_PER_DAY,
    ),
  );

  const odds = new Map<string, SportEventCard['odds']>();
  for (const [index, date] of days.entries()) {
    for (let page = 1; page <= ODDS_PAGES[index]!; page++) {
      const answer = await optionalStep(
        errors,
        () => apiFootball.odds(date, page),
        `cuotas del ${date} (página ${page})`,
      );
      if (!answer) break;
      for (const [fixtureId, prices] of answer.odds) odds.set(`${SOURCES['sport-api'].prefix}${fixtureId}`, prices);
      if (page >= answer.pages) break;
    }
  }
  const cards = fixtures.map((fixture) => ({ ...fixture, odds: odds.get(fixture.externalId) ?? null }));
  const written = await writeSportEvents(ctx.db, ctx.bus, { events: cards, priorityOf: ctx.priorityOf });
  await enrich(ctx, cards, errors);
  const { counts, parts } = countParts(
    cards.map((card) => ({ name: card.tournament ?? card.sport, externalId: card.externalId })),
    written,
  );
  return { counts, parts, synced: written.events, settled: written.settledEventIds.length, errors };
}

async function enrich(ctx: SyncContext, fixtures: FixtureCard[], errors: string[]): Promise<void> {
  const upcoming = fixtures.filter((fixture) => fixture.status === 'scheduled' && fixture.scheduledTime > ctx.now);
  if (upcoming.length === 0) return;
  const bare = new Set(
    (
      await ctx.db
        .select({ externalId: sportEvents.externalId })
        .from(sportEvents)
        .where(
          and(
            inArray(
              sportEvents.externalId,
              upcoming.map((fixture) => fixture.externalId),
            ),
            isNull(sportEvents.headToHead),
          ),
        )
    ).map((row) => row.externalId),
  );
  const next = upcoming
    .filter((fixture) => bare.has(fixture.externalId))
    .sort((a, b) => a.scheduledTime.getTime() - b.scheduledTime.getTime())
    .slice(0, ENRICHED_PER_SYNC);
  for (const fixture of next) {
    const insights = await optionalStep(errors, async () => ({
      headToHead: await ctx.adapters.apiFootball.headToHead(fixture),
      recentForm: {
        home: await ctx.adapters.apiFootball.form(fixture, fixture.homeId),
        away: await ctx.adapters.apiFootball.form(fixture, fixture.awayId),
      },
    }));
    if (!insights) break;
    await writeEventInsights(ctx.db, fixture.externalId, insights);
  }
}
