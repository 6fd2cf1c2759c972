import { z } from 'zod';
import type { DataSourcesConfig } from '../../../config';
import { DataSourceError } from '../data-source-error';
import { SOURCES } from '../source-catalogue';
import type { PersonCard, RaceCard, RaceResultCard, ResultRunnerCard } from '../source-cards';
import type { ServiceDefinition, SourceClient } from '../source-http-client';
import {
  consensusOdds,
  externalId,
  formatFurlongs,
  furlongsToMetres,
  parseFurlongs,
  parseOddsToHundredths,
  text,
  toInt,
  toNumber,
} from '../source-values';
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

const ZRunnerSchema = z.object({
  horse_id: z.string().min(1),
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
  race_id: z.string().min(1),
  course: z.string().min(1),
  course_id: z.string().min(1),
  off_time: zLoose,
  off_dt: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
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
const ZRacecardsPageSchema = z.object({ racecards: zList(ZRacecardSchema), ...ZPageSchema });

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

/**
 * The calls this product makes to TheRacingAPI, mapped onto the product's cards. Which plan the
 * account has is learnt once: racecards try standard (with odds), then basic, then free when the plan
 * refuses (403/404); results try the dated endpoint (standard), then today's (basic).
 */
export function createTheRacingApi(client: SourceClient) {
  let racecardPlans: Plan[] = ['standard', 'basic', 'free'];
  let datedResults = true;

  const planRefused = (error: unknown) =>
    error instanceof DataSourceError && (error.call?.httpStatus === 403 || error.call?.httpStatus === 404);

  return {
    async courses(): Promise<{ total: number }> {
      const page = await client.get('/courses', {}, ZCoursesSchema);
      return { total: toInt(page.total) ?? page.courses.length };
    },

    async racecards(day: 'today' | 'tomorrow'): Promise<RaceCard[]> {
      for (const plan of racecardPlans) {
        try {
          const cards: RaceCard[] = [];
          for (let page = 0; page < MAX_PAGES; page++) {
            const answer = await client.get(
              `/racecards/${plan}`,
              { day, limit: RACECARD_PAGE, skip: page * RACECARD_PAGE },
              ZRacecardsPageSchema,
            );
            cards.push(...answer.racecards.map(toRaceCard));
            const total = toInt(answer.total) ?? 0;
            if (answer.racecards.length < RACECARD_PAGE || cards.length >= total) break;
          }
          racecardPlans = racecardPlans.slice(racecardPlans.indexOf(plan));
          return cards;
        } catch (error) {
          if (!planRefused(error) || plan === racecardPlans.at(-1)) throw error;
        }
      }
      return [];
    },

    async results(now: Date): Promise<RaceResultCard[]> {
      if (datedResults) {
        try {
          const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
          const results: RaceResultCard[] = [];
          for (let page = 0; page < MAX_PAGES; page++) {
            const answer = await client.get(
              '/results',
              { start_date: yesterday, end_date: now.toISOString().slice(0, 10), limit: 100, skip: page * 100 },
              ZResultsPageSchema,
            );
            results.push(...answer.results.map(toResultCard));
            if (answer.results.length < 100 || results.length >= (toInt(answer.total) ?? 0)) break;
          }
          return results;
        } catch (error) {
          if (!planRefused(error)) throw error;
          datedResults = false;
        }
      }
      const answer = await client.get('/results/today', {}, ZResultsPageSchema);
      return answer.results.map(toResultCard);
    },
  };
}

function person(id: string | null, name: string | null, region?: string | null): PersonCard | null {
  const label = text(name);
  return id && label ? { externalId: externalId(PREFIX, id), name: label, region: text(region, 20) } : null;
}

function toRaceCard(card: z.output<typeof ZRacecardSchema>): RaceCard {
  const furlongs = toNumber(card.distance_f) ?? parseFurlongs(card.distance);
  const region = text(card.region, 20)?.toUpperCase() ?? null;
  const offDt = new Date(card.off_dt);
  return {
    externalId: externalId(PREFIX, card.race_id),
    track: {
      externalId: externalId(PREFIX, card.course_id),
      name: card.course,
      location: card.course,
      country: region ? (COUNTRIES[region] ?? region) : null,
      regionCode: region,
      surface: text(card.surface, 50),
    },
    name: card.race_name.slice(0, 300),
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
      const jockey = person(runner.jockey_id, runner.jockey);
      return {
        horse: {
          externalId: externalId(PREFIX, runner.horse_id),
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
          trainer: person(runner.trainer_id, runner.trainer),
          owner: person(runner.owner_id, runner.owner),
          sire: person(runner.sire_id, runner.sire),
          dam: person(runner.dam_id, runner.dam),
          damsire: person(runner.damsire_id, runner.damsire),
        },
        jockey: jockey ? { ...jockey, silkUrl: text(runner.silk_url, 2000) } : null,
        postPosition: toInt(runner.number),
        odds: consensusOdds(runner.odds.map((price) => price.decimal ?? price.fractional)),
        scratched: false,
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
