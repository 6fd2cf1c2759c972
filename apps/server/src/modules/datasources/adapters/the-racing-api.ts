import { z } from 'zod';
import type { DataSourcesConfig } from '../../../config';
import { isSourceError } from '../calls/data-source-error';
import { SOURCES } from '../config/source-catalogue';
import type { RaceCard, RaceResultCard, ResultRunnerCard } from './source-cards';
import type { ServiceDefinition, SourceClient } from '../calls/source-http-client';
import {
  consensusOdds,
  externalId,
  formatFurlongs,
  furlongsToMetres,
  parseFurlongs,
  parseOddsToHundredths,
  normalizeName,
  text,
  toInt,
  toNumber,
  ukOffTimeToUtc,
} from './source-values';
import { zList, zLoose } from './zod-loose';

/** TheRacingAPI v1 (reference/data-sources.md): HTTP Basic, every value a string. */
export function theRacingApiService(config: DataSourcesConfig['theRacingApi']): ServiceDefinition {
  const basic = Buffer.from(`${config.username ?? ''}:${config.password ?? ''}`).toString('base64');
  return {
    statsId: 'horse-racing-api',
    name: SOURCES['horse-racing-api'].name,
    baseUrl: config.baseUrl,
    headers: { authorization: `Basic ${basic}` },
    // Racecards allow 2 requests a second, courses 1: keep to the stricter pace.
    minIntervalMs: 500,
  };
}

export const THE_RACING_API_ENDPOINTS = [
  'GET /v1/courses',
  'GET /v1/racecards/{standard|basic|free}',
  'GET /v1/results',
  'GET /v1/results/today',
];

/*
 * The Free plan's cards carry no race_id, course_id, horse_id nor any person's id, and no off_dt
 * (only the date and a 12-hour off_time): every id is optional here and derived when absent.
 */
const zId = z.string().nullish();

const ZRunnerSchema = z.object({
  horse_id: zId,
  horse: z.string().min(1),
  dob: zLoose,
  age: zLoose,
  sex: zLoose,
  sex_code: zLoose,
  colour: zLoose,
  region: zLoose,
  breeder: zLoose,
  sire: zLoose,
  sire_id: zLoose,
  dam: zLoose,
  dam_id: zLoose,
  damsire: zLoose,
  damsire_id: zLoose,
  trainer: zLoose,
  trainer_id: zLoose,
  owner: zLoose,
  owner_id: zLoose,
  number: zLoose,
  draw: zLoose,
  headgear: zLoose,
  wind_surgery: zLoose,
  wind_surgery_run: zLoose,
  lbs: zLoose,
  ofr: zLoose,
  rpr: zLoose,
  ts: zLoose,
  jockey: zLoose,
  jockey_id: zLoose,
  silk_url: zLoose,
  last_run: zLoose,
  form: zLoose,
  odds: zList(z.object({ bookmaker: zLoose, fractional: zLoose, decimal: zLoose })),
});

const ZRacecardSchema = z.object({
  race_id: zId,
  course: z.string().min(1),
  course_id: zId,
  date: zLoose,
  off_time: zLoose,
  off_dt: zLoose,
  race_name: z.string(),
  distance: zLoose,
  distance_f: zLoose,
  region: zLoose,
  pattern: zLoose,
  race_class: zLoose,
  type: zLoose,
  age_band: zLoose,
  rating_band: zLoose,
  prize: zLoose,
  field_size: zLoose,
  going: zLoose,
  surface: zLoose,
  is_abandoned: z.boolean().nullish(),
  runners: zList(ZRunnerSchema),
});

const ZPageSchema = { total: zLoose, limit: zLoose, skip: zLoose };
/** Cards are read one by one (readCards) so that the sync knows how many the answer held. */
const ZRacecardsPageSchema = z.object({ racecards: z.array(z.unknown()).nullish(), ...ZPageSchema });

const ZResultRunnerSchema = z.object({
  horse_id: z.string().min(1),
  horse: z.string().min(1),
  sp: zLoose,
  sp_dec: zLoose,
  position: zLoose,
  draw: zLoose,
  btn: zLoose,
  ovr_btn: zLoose,
  time: zLoose,
  or: zLoose,
  rpr: zLoose,
  tsr: zLoose,
  prize: zLoose,
  comment: zLoose,
});
const ZResultSchema = z.object({
  race_id: z.string().min(1),
  course: z.string().min(1),
  off_dt: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
  runners: zList(ZResultRunnerSchema),
});
const ZResultsPageSchema = z.object({ results: zList(ZResultSchema), ...ZPageSchema });
const ZCoursesSchema = z.object({
  courses: zList(z.object({ id: z.string(), course: z.string(), region_code: zLoose })),
  total: zLoose,
});

/** As the board names countries. */
const COUNTRIES: Record<string, string> = {
  GB: 'UK',
  IRE: 'Ireland',
  FR: 'France',
  USA: 'USA',
  GER: 'Germany',
  ITY: 'Italy',
  JPN: 'Japan',
  AUS: 'Australia',
  CAN: 'Canada',
  SPA: 'Spain',
  ES: 'Spain',
};

const PREFIX = SOURCES['horse-racing-api'].prefix;
const RACECARD_PAGE = 200;
const MAX_PAGES = 5;
type Plan = 'standard' | 'basic' | 'free';
const ALL_PLANS: Plan[] = ['standard', 'basic', 'free'];

/** The plan is asked again at least this often: an account upgraded since is then used in full. */
export const PLAN_RECHECK_MS = 60 * 60_000;

/**
 * What the account's plan was found to allow: the racecard endpoints still worth asking (the richest
 * first) and whether the dated results answer, and when that was learnt. Shared by every adapter of
 * one database (the routes' and the auto-sync's), so that a connection test or a configuration
 * change makes both ask again.
 */
export type PlanMemory = { racecardPlans: Plan[]; datedResults: boolean; learntAt: number | null };

const planMemories = new WeakMap<object, PlanMemory>();

export function planMemoryOf(owner: object): PlanMemory {
  let memory = planMemories.get(owner);
  if (!memory) {
    memory = { racecardPlans: [...ALL_PLANS], datedResults: true, learntAt: null };
    planMemories.set(owner, memory);
  }
  return memory;
}

/** The day's racecards: the readable ones, and how many the service sent (unreadable ones included). */
export type RacecardsAnswer = { cards: RaceCard[]; received: number; unreadable: string[] };

/**
 * The calls this product makes to TheRacingAPI, mapped onto the product's cards. Racecards try
 * standard (with odds), then basic, then free when the plan refuses (403/404); results try the dated
 * endpoint (standard), then today's (basic). What the plan refused is remembered for an hour, until
 * `forgetPlan` (a connection test, a configuration change) or for good when the clock passes it.
 */
export function createTheRacingApi(client: SourceClient, options: { memory?: PlanMemory; now?: () => number } = {}) {
  const memory = options.memory ?? { racecardPlans: [...ALL_PLANS], datedResults: true, learntAt: null };
  const now = options.now ?? Date.now;

  const planRefused = (error: unknown) =>
    isSourceError(error) && (error.cause?.httpStatus === 403 || error.cause?.httpStatus === 404);
  const forgetPlan = () => {
    memory.racecardPlans = [...ALL_PLANS];
    memory.datedResults = true;
    memory.learntAt = null;
  };
  const learnt = () => {
    if (memory.learntAt === null) memory.learntAt = now();
  };
  const recheckIfDue = () => {
    if (memory.learntAt !== null && now() - memory.learntAt >= PLAN_RECHECK_MS) forgetPlan();
  };

  return {
    forgetPlan,

    async courses(): Promise<{ total: number }> {
      const page = await client.get('/courses', {}, ZCoursesSchema);
      return { total: toInt(page.total) ?? page.courses.length };
    },

    async racecards(day: 'today' | 'tomorrow'): Promise<RacecardsAnswer> {
      recheckIfDue();
      for (const plan of memory.racecardPlans) {
        try {
          const answer: RacecardsAnswer = { cards: [], received: 0, unreadable: [] };
          for (let page = 0; page < MAX_PAGES; page++) {
            const body = await client.get(
              `/racecards/${plan}`,
              { day, limit: RACECARD_PAGE, skip: page * RACECARD_PAGE },
              ZRacecardsPageSchema,
            );
            const items = body.racecards ?? [];
            answer.received += items.length;
            readCards(items, answer);
            const total = toInt(body.total) ?? 0;
            if (items.length < RACECARD_PAGE || answer.received >= total) break;
          }
          const index = memory.racecardPlans.indexOf(plan);
          if (index > 0) {
            memory.racecardPlans = memory.racecardPlans.slice(index);
            learnt();
          }
          return answer;
        } catch (error) {
          if (!planRefused(error) || plan === memory.racecardPlans.at(-1)) throw error;
        }
      }
      return { cards: [], received: 0, unreadable: [] };
    },

    async results(at: Date): Promise<RaceResultCard[]> {
      recheckIfDue();
      if (memory.datedResults) {
        try {
          const yesterday = new Date(at.getTime() - 86_400_000).toISOString().slice(0, 10);
          const results: RaceResultCard[] = [];
          for (let page = 0; page < MAX_PAGES; page++) {
            const answer = await client.get(
              '/results',
              { start_date: yesterday, end_date: at.toISOString().slice(0, 10), limit: 100, skip: page * 100 },
              ZResultsPageSchema,
            );
            results.push(...answer.results.map(toResultCard));
            if (answer.results.length < 100 || results.length >= (toInt(answer.total) ?? 0)) break;
          }
          return results;
        } catch (error) {
          if (!planRefused(error)) throw error;
          memory.datedResults = false;
          learnt();
        }
      }
      try {
        const answer = await client.get('/results/today', {}, ZResultsPageSchema);
        return answer.results.map(toResultCard);
      } catch (error) {
        // The Free plan has no results at all: not a failure of the sync, the races wait for staff.
        if (planRefused(error)) return [];
        throw error;
      }
    },
  };
}

function readCards(items: unknown[], answer: RacecardsAnswer) {
  for (const item of items) {
    const parsed = ZRacecardSchema.safeParse(item);
    const card = parsed.success ? toRaceCard(parsed.data) : null;
    if (card) answer.cards.push(card);
    else {
      const course = (item as { course?: unknown } | null)?.course;
      answer.unreadable.push(typeof course === 'string' ? course : '?');
    }
  }
}

/** Regions whose cards run into the small hours of the UK clock. */
const AMERICAN_REGIONS = new Set(['USA', 'CAN']);

/**
 * When a card's race is off: its `off_dt` (an instant with its offset, on the paying plans), else its
 * date and `off_time`, which is the UK clock for every course (the Free plan).
 */
export function offTimeOf(card: {
  off_dt?: string | null;
  date?: string | null;
  off_time?: string | null;
  region?: string | null;
}): Date | null {
  const given = card.off_dt ? new Date(card.off_dt) : null;
  if (given && !Number.isNaN(given.getTime())) return given;
  const region = card.region?.trim().toUpperCase() ?? '';
  return ukOffTimeToUtc(card.date ?? null, card.off_time ?? null, { american: AMERICAN_REGIONS.has(region) });
}

/** A slug of a name for a derived id: "Wolverhampton (AW)" → "wolverhampton-aw". */
function slug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'x'
  );
}

/**
 * The id the service gave, or one derived from what identifies the thing when it gave none (the
 * Free plan): the same card read again gives the same id, so a re-sync writes no duplicate.
 */
function idOf(given: string | null | undefined, kind: string, ...parts: string[]): string {
  const id = given?.trim();
  const named = parts.filter((part) => part.trim() !== '').map(slug);
  return externalId(PREFIX, id ? id : [kind, ...named].join('-'));
}

/**
 * A withdrawn runner: the cards keep it with `number: "NR"` and, in the jockey's place,
 * "NON-RUNNER" (with the claim's brackets the Free plan adds: "NON-RUNNER(5)").
 */
function isNonRunner(runner: { number: string | null; jockey: string | null }): boolean {
  return /^\s*NR\s*$/i.test(runner.number ?? '') || /^\s*NON[-\s]?RUNNER\b/i.test(runner.jockey ?? '');
}

/** "Brandon Wilkie(5)": an apprentice's claim written after the name (Free plan). */
function claimedName(name: string | null): { name: string | null; claimLbs: number | null } {
  const match = /^(.*?)\s*\((\d{1,2})\)$/.exec(name?.trim() ?? '');
  return match ? { name: match[1]!, claimLbs: Number(match[2]) } : { name: text(name), claimLbs: null };
}

function person(kind: string, id: string | null | undefined, name: string | null, region?: string | null) {
  const label = text(name);
  return label ? { externalId: idOf(id, kind, label), name: label, region: text(region, 20) } : null;
}

function toRaceCard(card: z.output<typeof ZRacecardSchema>): RaceCard | null {
  const furlongs = toNumber(card.distance_f) ?? parseFurlongs(card.distance);
  const region = text(card.region, 20)?.toUpperCase() ?? null;
  const offDt = offTimeOf(card);
  if (!offDt) return null;
  // Course and off time name a race; the minute in UTC keeps the id the same whatever the zone.
  const raceKey = offDt.toISOString().slice(0, 16).replace(/[-:T]/g, '');
  return {
    externalId: idOf(card.race_id, 'race', normalizeName(card.course), raceKey),
    track: {
      externalId: idOf(card.course_id, 'course', normalizeName(card.course)),
      name: card.course,
      location: card.course,
      country: region ? (COUNTRIES[region] ?? region) : null,
      regionCode: region,
      surface: text(card.surface, 50),
    },
    name: (text(card.race_name, 300) ?? card.course).slice(0, 300),
    scheduledTime: offDt,
    offTime: text(card.off_time, 10),
    offDt,
    distance: furlongsToMetres(furlongs),
    distanceF: formatFurlongs(furlongs),
    category: text(card.type, 100),
    pattern: text(card.pattern, 50),
    raceClass: text(card.race_class, 50),
    type: text(card.type, 50),
    ageBand: text(card.age_band, 50),
    ratingBand: text(card.rating_band, 50),
    prize: text(card.prize, 50),
    fieldSize: toInt(card.field_size),
    going: text(card.going, 50),
    surface: text(card.surface, 50),
    cancelled: card.is_abandoned === true,
    runners: card.runners.map((runner) => {
      const withdrawn = isNonRunner(runner);
      const rider = withdrawn ? { name: null, claimLbs: null } : claimedName(runner.jockey);
      const jockey = withdrawn ? null : person('jockey', runner.jockey_id, rider.name);
      return {
        horse: {
          // A horse's name with its country suffix is what the racing authorities keep unique.
          externalId: idOf(runner.horse_id, 'horse', runner.horse, runner.region ?? ''),
          name: runner.horse.slice(0, 200),
          dateOfBirth: text(runner.dob, 10),
          age: toInt(runner.age),
          sex: text(runner.sex, 20),
          sexCode: text(runner.sex_code, 2),
          colour: text(runner.colour, 30),
          region: text(runner.region, 20),
          breeder: text(runner.breeder),
          weight: toInt(runner.lbs),
          form: text(runner.form, 50),
          lastRun: toInt(runner.last_run),
          officialRating: toInt(runner.ofr),
          rpr: toInt(runner.rpr),
          tsr: toInt(runner.ts),
          headgear: text(runner.headgear, 20),
          windSurgery: text(runner.wind_surgery, 20),
          windSurgeryRun: text(runner.wind_surgery_run, 20),
          trainer: person('trainer', runner.trainer_id, runner.trainer),
          owner: person('owner', runner.owner_id, runner.owner),
          sire: person('sire', runner.sire_id, runner.sire),
          dam: person('dam', runner.dam_id, runner.dam),
          damsire: person('sire', runner.damsire_id, runner.damsire),
        },
        jockey: jockey ? { ...jockey, claimLbs: rider.claimLbs, silkUrl: text(runner.silk_url, 2000) } : null,
        postPosition: toInt(runner.number),
        odds: withdrawn ? null : consensusOdds(runner.odds.map((price) => price.decimal ?? price.fractional)),
        scratched: withdrawn,
      };
    }),
  };
}

function toResultCard(result: z.output<typeof ZResultSchema>): RaceResultCard {
  return {
    raceExternalId: externalId(PREFIX, result.race_id),
    courseName: result.course,
    scheduledTime: new Date(result.off_dt),
    runners: result.runners.map((runner): ResultRunnerCard => ({
      horseExternalId: externalId(PREFIX, runner.horse_id),
      horseName: runner.horse,
      position: toInt(runner.position),
      startingPrice: text(runner.sp, 20),
      startingPriceDecimal: decimalOdds(runner.sp_dec ?? runner.sp),
      draw: toInt(runner.draw),
      beatenByLengths: lengths(runner.btn),
      overallBeatenBy: lengths(runner.ovr_btn),
      timeTaken: text(runner.time, 20),
      officialRating: toInt(runner.or),
      rpr: toInt(runner.rpr),
      tsr: toInt(runner.tsr),
      prizeWon: money(runner.prize),
      comment: text(runner.comment, 2000),
    })),
  };
}

function decimalOdds(value: string | null): string | null {
  const hundredths = parseOddsToHundredths(value);
  return hundredths === null ? null : (hundredths / 100).toFixed(2);
}

/** Beaten distances: lengths as a number, or the short-distance words books use. */
const SHORT_DISTANCES: Record<string, number> = { dht: 0, nse: 0.05, shd: 0.1, sh: 0.1, hd: 0.2, snk: 0.25, nk: 0.3 };
function lengths(value: string | null): string | null {
  const word = value?.trim().toLowerCase() ?? '';
  const number = word in SHORT_DISTANCES ? SHORT_DISTANCES[word]! : toNumber(word);
  return number === null || number < 0 || number >= 10_000 ? null : number.toFixed(2);
}

/** "3140.00", "£3,140" → "3140.00"; null when not an amount. */
function money(value: string | null): string | null {
  const digits = value?.replace(/[^\d.]/g, '') ?? '';
  return /^\d{1,10}(\.\d{1,2})?$/.test(digits) ? Number(digits).toFixed(2) : null;
}
