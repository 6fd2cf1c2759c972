import { z } from 'zod';
import type { RaceCard, RaceResultCard } from './source-cards';
import { numericHeader, type ServiceDefinition, type SourceClient } from '../calls/source-http-client';
import type { StatsId } from '../config/source-catalogue';
import {
  consensusOdds,
  decodeEntitiesDeep,
  externalId,
  formatFurlongs,
  furlongsToMetres,
  normalizeName,
  parseFurlongs,
  parseOddsToHundredths,
  parseWeightLbs,
  text,
  toInt,
  zonedTimeToUtc,
} from './source-values';
import { zList, zLoose } from './zod-loose';

/**
 * The two RapidAPI racing services by the same author share one API: "Horse Racing" (UK) and
 * "Horse Racing USA". RapidAPI wants the key and the API's host in headers, and reports the plan's
 * remaining requests in x-ratelimit-requests-remaining; a spent plan answers 429 with "quota" in the
 * message, which is not worth retrying.
 */
export function rapidApiRacingService(options: {
  statsId: StatsId;
  name: string;
  baseUrl: string;
  key: string | undefined;
  host: string;
  minIntervalMs: number;
}): ServiceDefinition {
  return {
    statsId: options.statsId,
    name: options.name,
    baseUrl: options.baseUrl,
    headers: { 'x-rapidapi-key': options.key ?? '', 'x-rapidapi-host': options.host },
    remaining: (headers) => numericHeader(headers, 'x-ratelimit-requests-remaining'),
    quotaSpent: (status, body) => {
      const message = (body as { message?: unknown } | undefined)?.message;
      return status === 429 && typeof message === 'string' && /quota/i.test(message) ? message : null;
    },
    minIntervalMs: options.minIntervalMs,
  };
}

export const RAPIDAPI_UK_HOST = 'horse-racing.p.rapidapi.com';
export const RAPIDAPI_USA_HOST = 'horse-racing-usa.p.rapidapi.com';
export const RAPIDAPI_RACING_ENDPOINTS = ['GET /racecards', 'GET /race/{id_race}', 'GET /results'];

const ZSummarySchema = z.object({
  id_race: z.union([z.string(), z.number()]).transform(String),
  course: z.string().min(1),
  date: z.string(),
  title: zLoose,
  distance: zLoose,
  age: zLoose,
  going: zLoose,
  finished: zLoose,
  canceled: zLoose,
});
/*
 * Both services HTML-escape their text, sometimes twice ("R Bradley &amp;amp; M Hammond"): every
 * string of an answer is decoded before it is read, so nothing escaped is ever stored.
 */
const ZSummariesSchema = z.preprocess(
  decodeEntitiesDeep,
  z.union([
    zList(ZSummarySchema),
    z.object({ racecards: zList(ZSummarySchema) }).transform((answer) => answer.racecards),
  ]),
);

const ZHorseSchema = z.object({
  horse: z.string().min(1),
  id_horse: zLoose,
  jockey: zLoose,
  trainer: zLoose,
  age: zLoose,
  weight: zLoose,
  number: zLoose,
  last_ran_days_ago: zLoose,
  non_runner: zLoose,
  form: zLoose,
  position: zLoose,
  distance_beaten: zLoose,
  owner: zLoose,
  sire: zLoose,
  dam: zLoose,
  OR: zLoose,
  sp: zLoose,
  odds: zList(z.object({ bookie: zLoose, odd: zLoose })),
});
const ZDetailSchema = ZSummarySchema.extend({
  prize: zLoose,
  class: zLoose,
  finish_time: zLoose,
  horses: zList(ZHorseSchema),
});
const ZDetailAnswerSchema = z.preprocess(
  decodeEntitiesDeep,
  z.union([
    ZDetailSchema,
    z
      .array(ZDetailSchema)
      .min(1)
      .transform((list) => list[0]!),
  ]),
);

export type RaceSummary = z.output<typeof ZSummarySchema> & { scheduledTime: Date | null };

/**
 * One of the two services: what the sync asks of it, mapped onto the product's cards. Times come as
 * local wall-clock times of the service's country, without an offset.
 */
export function createRapidApiRacing(
  client: SourceClient,
  variant: { prefix: string; timeZone: string; country: string; regionCode: string },
) {
  const id = (kind: string, name: string) =>
    externalId(variant.prefix, `${kind}:${normalizeName(name).replace(/ /g, '-')}`);
  const person = (kind: string, name: string | null) => {
    const label = text(name);
    return label ? { externalId: id(kind, label), name: label } : null;
  };

  const toCard = (race: z.output<typeof ZDetailSchema>, scheduledTime: Date, raceNumber?: number): RaceCard => {
    const furlongs = parseFurlongs(race.distance);
    return {
      externalId: externalId(variant.prefix, race.id_race),
      track: {
        externalId: id('course', race.course),
        name: race.course.slice(0, 200),
        location: race.course.slice(0, 200),
        country: variant.country,
        regionCode: variant.regionCode,
      },
      name: text(race.title, 300) ?? raceName(race, raceNumber),
      scheduledTime,
      offDt: scheduledTime,
      distance: furlongsToMetres(furlongs),
      distanceF: formatFurlongs(furlongs),
      raceClass: text(race.class, 50),
      prize: text(race.prize, 50),
      fieldSize: race.horses.filter((horse) => horse.non_runner !== '1').length || null,
      going: text(race.going, 50),
      cancelled: race.canceled === '1',
      runners: race.horses.map((horse) => ({
        horse: {
          externalId: horse.id_horse ? externalId(variant.prefix, horse.id_horse) : id('horse', horse.horse),
          name: horse.horse.slice(0, 200),
          age: toInt(horse.age),
          weight: parseWeightLbs(horse.weight),
          form: text(horse.form, 50),
          lastRun: toInt(horse.last_ran_days_ago),
          officialRating: toInt(horse.OR),
          trainer: person('trainer', horse.trainer),
          owner: person('owner', horse.owner),
          sire: person('sire', horse.sire),
          dam: person('dam', horse.dam),
        },
        jockey: person('jockey', horse.jockey),
        postPosition: toInt(horse.number),
        odds: consensusOdds(horse.odds.map((price) => price.odd)),
        scratched: horse.non_runner === '1',
      })),
    };
  };

  const toResult = (race: z.output<typeof ZDetailSchema>, scheduledTime: Date): RaceResultCard | null => {
    if (race.finished !== '1' || race.canceled === '1') return null;
    return {
      raceExternalId: externalId(variant.prefix, race.id_race),
      courseName: race.course,
      scheduledTime,
      runners: race.horses
        .filter((horse) => horse.non_runner !== '1')
        .map((horse) => {
          const sp = parseOddsToHundredths(horse.sp);
          return {
            horseExternalId: horse.id_horse ? externalId(variant.prefix, horse.id_horse) : id('horse', horse.horse),
            horseName: horse.horse,
            position: toInt(horse.position),
            startingPrice: text(horse.sp, 20),
            startingPriceDecimal: sp === null ? null : (sp / 100).toFixed(2),
            officialRating: toInt(horse.OR),
          };
        }),
    };
  };

  return {
    /** The day's races (summaries, no runners): one call. */
    async racecards(date: string): Promise<RaceSummary[]> {
      const summaries = await client.get('/racecards', { date }, ZSummariesSchema);
      return summaries.map((summary) => ({
        ...summary,
        scheduledTime: zonedTimeToUtc(summary.date, variant.timeZone),
      }));
    },

    /**
     * One race with its runners, prices and, once run, positions: one call. `raceNumber` (its order
     * on the course's card that day) names a race the service sends without a title.
     */
    async race(
      idRace: string,
      options: { raceNumber?: number } = {},
    ): Promise<{ card: RaceCard; result: RaceResultCard | null } | null> {
      const race = await client.get(`/race/${encodeURIComponent(idRace)}`, {}, ZDetailAnswerSchema);
      const scheduledTime = zonedTimeToUtc(race.date, variant.timeZone);
      if (!scheduledTime) return null;
      return { card: toCard(race, scheduledTime, options.raceNumber), result: toResult(race, scheduledTime) };
    },
  };
}

/**
 * Horse Racing USA sends no title: a race is named by its number on the day's card and what it is
 * ("Carrera 3 · 1 mile 70 yards · 4yo+"), never by the track, which the card shows already.
 */
function raceName(race: { distance: string | null; age: string | null }, raceNumber: number | undefined): string {
  const parts = [raceNumber ? `Carrera ${raceNumber}` : 'Carrera', text(race.distance, 60), text(race.age, 20)];
  return parts.filter(Boolean).join(' · ');
}

/** Each race's number on its course's card of its day, from the day's list (times order a card). */
export function raceNumbers(summaries: readonly { id_race: string; course: string; date: string }[]) {
  const cards = new Map<string, { id: string; date: string }[]>();
  for (const summary of summaries) {
    const key = `${normalizeName(summary.course)} ${summary.date.slice(0, 10)}`;
    cards.set(key, [...(cards.get(key) ?? []), { id: summary.id_race, date: summary.date }]);
  }
  const numbers = new Map<string, number>();
  for (const card of cards.values()) {
    card.sort((a, b) => a.date.localeCompare(b.date));
    card.forEach((race, index) => numbers.set(race.id, index + 1));
  }
  return numbers;
}

/** The races of one local day ("2026-11-24") in a list that may hold others (the services mix them). */
export function racesOfDay<T extends { date: string }>(summaries: readonly T[], day: string): T[] {
  return summaries.filter((summary) => summary.date.trim().slice(0, 10) === day);
}
