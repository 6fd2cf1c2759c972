import { formatPrize } from './draw-race-result';
import { generatePool, type SimulatorPool } from './generate-pool';
import { createRng, type Rng } from './create-rng';
import { boundedChances, formatDecimalOdds, OVERROUND_TARGET, priceBook } from './race-book';
import { raceName, type RaceConditions } from './race-name';
import {
  LAST_POST_UTC,
  MEETING_SLOTS,
  RACETRACKS,
  REGIONS,
  type RegionCode,
  type Surface,
  type TrackDefinition,
} from './racing-catalogue';
import { dayCode, dayNumber, dayStart, localTime, minutesOf, type SimDay } from './sim-calendar';

/** What a card needs to know about the pool: the rest stays in the database. */
export type CardHorse = { externalId: string; region: string; birthYear: number; officialRating: number };
export type CardJockey = { externalId: string; region: string };
export type CardPool = { horses: readonly CardHorse[]; jockeys: readonly CardJockey[] };

export type GeneratedEntry = {
  horseExternalId: string;
  jockeyExternalId: string;
  postPosition: number;
  /** Hidden ability on the day; only its win probability reaches the odds. */
  strength: number;
  winProbability: number;
  morningLineOdds: string;
};

export type GeneratedRace = {
  externalId: string;
  trackKey: string;
  raceNumber: number;
  name: string;
  /** Metres. */
  distance: number;
  /** Furlongs, one decimal. */
  distanceF: string;
  category: string;
  pattern: string;
  raceClass: string;
  type: string;
  ageBand: string;
  ratingBand: string;
  prize: string;
  fieldSize: number;
  going: string;
  surface: Surface;
  scheduledTime: Date;
  /** The off time on the track's local clock, as the racecard prints it. */
  offTime: string;
  offDt: Date;
  /** The morning line's Σ 1/odds. */
  overround: number;
  entries: GeneratedEntry[];
};

export type GeneratedRaceDay = { day: SimDay; races: GeneratedRace[] };

/** A horse runs at most once in this span (and never twice in overlapping races, the hard limit). */
const REST_MS = 3 * 3_600_000;
const MIN_GAP_MS = 45 * 60_000;
/**
 * Races this close to midnight UTC may use only half of the pool (by parity of day and horse), the
 * other half on the next day: a horse running late on one day can never be entered early on the
 * next, so the rest rule holds across days although each day is generated on its own.
 */
const EDGE_MINUTES = { early: 180, late: 21 * 60 } as const;
const GAPS_MINUTES = [20, 25, 25, 30, 30, 30, 35, 35, 40] as const;
const JUMPS_MONTHS = new Set([1, 2, 3, 4, 10, 11, 12]);

const TRACKS_BY_KEY = new Map(RACETRACKS.map((track) => [track.key, track]));
const CURRENCY_BY_REGION = new Map(REGIONS.map((region) => [region.code, region.currency]));

export function cardPoolOf(pool: SimulatorPool): CardPool {
  return {
    horses: pool.horses.map((horse) => ({
      externalId: horse.externalId,
      region: horse.region,
      birthYear: Number(horse.dateOfBirth.slice(0, 4)),
      officialRating: horse.officialRating,
    })),
    jockeys: pool.jockeys.map((jockey) => ({ externalId: jockey.externalId, region: jockey.region })),
  };
}

/**
 * The whole racing card of one UTC day: meetings, races, runners and morning lines. Pure: the same
 * seed, day and pool give the same card. Without a pool it uses the pool the seed generates.
 */
export function generateRaceDay(options: { seed: number; day: SimDay; pool?: CardPool }): GeneratedRaceDay {
  const { seed, day } = options;
  const year = Number(day.slice(0, 4));
  const pool = options.pool ?? cardPoolOf(generatePool({ seed, year }));
  const rng = createRng(seed, 'race-day', day);
  const meetings = planMeetings(rng, day);
  const rosters = assignJockeyRosters(rng, meetings, pool.jockeys);
  const runners = new RunnerPicker(rng, pool.horses, day);

  const races: GeneratedRace[] = [];
  const ordered = meetings
    .flatMap((meeting, meetingIndex) => meeting.races.map((race) => ({ meeting, meetingIndex, race })))
    .sort((a, b) => a.race.time - b.race.time);
  for (const { meeting, meetingIndex, race } of ordered) {
    const roster = rosters[meetingIndex]!;
    const horses = runners.pick(meeting.track, race, Math.min(race.fieldSize, roster.length));
    const riders = roster.map((index) => pool.jockeys[index]!.externalId);
    races.push(buildRace(rng, meeting, race, horses, riders));
  }
  return { day, races };
}

type PlannedRace = RaceConditions & {
  number: number;
  time: number;
  distance: number;
  surface: Surface;
  going: string;
  fieldSize: number;
  prizeAmount: number;
  name: string;
};
type Meeting = { track: TrackDefinition; races: PlannedRace[]; from: number; to: number };

function planMeetings(rng: Rng, day: SimDay): Meeting[] {
  const start = dayStart(day).getTime();
  const month = Number(day.slice(5, 7));
  const lastPost = minutesOf(LAST_POST_UTC);
  const usedTracks = new Set<string>();
  return MEETING_SLOTS.map((slot) => {
    const key = rng.pick(slot.tracks.filter((candidate) => !usedTracks.has(candidate)));
    usedTracks.add(key);
    const track = TRACKS_BY_KEY.get(key)!;
    const [from, to] = slot.firstRace.map(minutesOf) as [number, number];
    let minute = from + 5 * rng.int(0, Math.floor((to - from) / 5));
    const count = track.region === 'JPN' ? rng.int(8, 9) : rng.int(7, 9);
    const times: number[] = [];
    for (let i = 0; i < count && minute <= lastPost; i += 1) {
      times.push(minute);
      minute += rng.pick(GAPS_MINUTES);
    }
    const jumps = track.code === 'jumps' || (track.code === 'mixed' && rng.chance(JUMPS_MONTHS.has(month) ? 0.7 : 0.2));
    const goings = new Map(track.surfaces.map((surface) => [surface, drawGoing(rng, surface)]));
    const names = new Set<string>();
    const races = times.map((time, index): PlannedRace => {
      const conditions = jumps
        ? jumpsConditions(rng, index, times.length)
        : flatConditions(rng, track, index, times.length);
      const surface = jumps ? 'Turf' : drawSurface(rng, track);
      const distance = drawDistance(rng, track, conditions, surface);
      let name = raceName(rng, track, conditions);
      for (let attempt = 0; attempt < 8 && names.has(name); attempt += 1) name = raceName(rng, track, conditions);
      names.add(name);
      return {
        ...conditions,
        number: index + 1,
        time: start + time * 60_000,
        distance,
        surface,
        going: goings.get(surface) ?? drawGoing(rng, surface),
        fieldSize: drawFieldSize(rng, track, jumps),
        prizeAmount: drawPrize(rng, track, conditions),
        name,
      };
    });
    return { track, races, from: races[0]!.time, to: races.at(-1)!.time + 15 * 60_000 };
  });
}

function flatConditions(rng: Rng, track: TrackDefinition, index: number, count: number): RaceConditions {
  const family = familyOf(track);
  const graded = family === 'us' || family === 'jp';
  const feature = index === Math.floor(count / 2);
  const category = feature ? 'Stakes' : rng.pickWeighted(FLAT_MIX[family]);
  let pattern = '';
  if (feature) pattern = patternName(rng.pickWeighted(PATTERN_WEIGHTS), graded);
  else if (category === 'Stakes' && rng.chance(0.25)) pattern = 'Listed';

  const classNumber = (() => {
    switch (category) {
      case 'Stakes':
        return pattern === '' ? 2 : 1;
      case 'Conditions':
        return 2;
      case 'Handicap':
        return rng.int(2, 6);
      case 'Claiming':
        return rng.int(5, 6);
      case 'Allowance':
        return rng.int(3, 4);
      default:
        return rng.int(4, 5);
    }
  })();
  const youngOnly = category === 'Maiden' || category === 'Novice' || (category === 'Stakes' && !feature);
  const drawnBand =
    youngOnly && rng.chance(0.3)
      ? '2yo'
      : rng.pickWeighted([
          ['3yo', 15],
          ['3yo+', 50],
          ['4yo+', 35],
        ] as const);
  // A maiden is for horses yet to win, two- and three-year-olds: a Japanese card names it "3YO Maiden",
  // and nine-year-olds in it were a race its name did not describe. The band is still drawn, so the
  // rest of the day draws as before.
  const ageBand = category === 'Maiden' && drawnBand !== '2yo' ? '3yo' : drawnBand;
  return {
    category,
    type: 'Flat',
    pattern,
    raceClass: `Class ${classNumber}`,
    ratingBand: category === 'Handicap' ? ratingBand(track, classNumber) : '',
    ageBand,
  };
}

function jumpsConditions(rng: Rng, index: number, count: number): RaceConditions {
  const feature = index === Math.floor(count / 2);
  const last = index === count - 1;
  const kind = feature
    ? rng.chance(0.5)
      ? 'Hurdle'
      : 'Chase'
    : last && rng.chance(0.4)
      ? 'Bumper'
      : rng.pickWeighted([
          ['Hurdle', 55],
          ['Chase', 45],
        ] as const);
  const pattern = feature ? patternName(rng.pickWeighted(PATTERN_WEIGHTS), true) : '';
  const handicap = !feature && kind !== 'Bumper' && rng.chance(0.55);
  const classNumber = feature ? 1 : kind === 'Bumper' ? rng.int(5, 6) : handicap ? rng.int(2, 5) : rng.int(3, 4);
  return {
    category: kind,
    type: kind === 'Bumper' ? 'NH Flat' : kind,
    pattern,
    raceClass: `Class ${classNumber}`,
    ratingBand: handicap ? `0-${HANDICAP_TOPS[classNumber]!}` : '',
    ageBand: kind === 'Chase' ? '5yo+' : '4yo+',
  };
}

type Family = 'uk' | 'us' | 'eu' | 'jp' | 'au';
function familyOf(track: TrackDefinition): Family {
  if (track.region === 'GB' || track.region === 'IRE') return 'uk';
  if (track.region === 'USA' || track.region === 'CAN') return 'us';
  if (track.region === 'JPN') return 'jp';
  if (track.region === 'AUS') return 'au';
  return 'eu';
}

const FLAT_MIX: Record<Family, readonly (readonly [string, number])[]> = {
  uk: [
    ['Handicap', 50],
    ['Maiden', 12],
    ['Novice', 10],
    ['Stakes', 28],
  ],
  us: [
    ['Maiden', 22],
    ['Claiming', 28],
    ['Allowance', 32],
    ['Stakes', 18],
  ],
  eu: [
    ['Handicap', 40],
    ['Maiden', 15],
    ['Conditions', 25],
    ['Stakes', 20],
  ],
  jp: [
    ['Maiden', 25],
    ['Allowance', 45],
    ['Stakes', 30],
  ],
  au: [
    ['Maiden', 15],
    ['Handicap', 55],
    ['Stakes', 30],
  ],
};
const PATTERN_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 10],
  [2, 20],
  [3, 35],
  [0, 35],
];
/** Top of the handicap rating band for each class (UK: Class 4 is 0-85). */
const HANDICAP_TOPS: Record<number, number> = { 2: 105, 3: 95, 4: 85, 5: 75, 6: 65 };
/** Australian handicaps are graded by benchmark. */
const BENCHMARKS: Record<number, number> = { 2: 90, 3: 84, 4: 78, 5: 72, 6: 64 };

function patternName(level: number, graded: boolean): string {
  if (level === 0) return 'Listed';
  return `${graded ? 'Grade' : 'Group'} ${level}`;
}

function ratingBand(track: TrackDefinition, classNumber: number): string {
  return track.region === 'AUS' ? `BM${BENCHMARKS[classNumber]!}` : `0-${HANDICAP_TOPS[classNumber]!}`;
}

function drawSurface(rng: Rng, track: TrackDefinition): Surface {
  const [main, ...others] = track.surfaces;
  if (others.length === 0 || rng.chance(track.region === 'JPN' ? 0.6 : 0.7)) return main!;
  return rng.pick(others);
}

function drawGoing(rng: Rng, surface: Surface): string {
  if (surface === 'Dirt') {
    return rng.pickWeighted([
      ['Fast', 70],
      ['Good', 10],
      ['Muddy', 8],
      ['Sloppy', 12],
    ] as const);
  }
  if (surface === 'All-Weather') {
    return rng.pickWeighted([
      ['Standard', 80],
      ['Standard to Slow', 12],
      ['Standard to Fast', 8],
    ] as const);
  }
  return rng.pickWeighted([
    ['Firm', 6],
    ['Good to Firm', 20],
    ['Good', 30],
    ['Good to Soft', 22],
    ['Soft', 15],
    ['Heavy', 7],
  ] as const);
}

const FURLONGS = {
  young: [5, 5, 6, 6, 7, 7, 8],
  dirt: [5.5, 6, 6, 6.5, 7, 8, 8.5, 8.5, 9, 10],
  turf: [5, 6, 7, 7, 8, 8, 9, 10, 10, 11, 12, 12, 14, 16],
  jumps: [16, 16, 17, 17, 18, 19, 19.5],
} as const;
const METRES = {
  young: [1000, 1100, 1200, 1400, 1600],
  dirt: [1200, 1400, 1600, 1700, 1800],
  turf: [1000, 1200, 1400, 1600, 1600, 1800, 2000, 2000, 2100, 2200, 2400, 2400, 2500, 3000, 3200],
  jumps: [3500, 3600, 3800, 4000],
} as const;
const METRES_PER_FURLONG = 201.168;

function drawDistance(rng: Rng, track: TrackDefinition, race: RaceConditions, surface: Surface): number {
  const set = race.type !== 'Flat' ? 'jumps' : race.ageBand === '2yo' ? 'young' : surface === 'Dirt' ? 'dirt' : 'turf';
  if (track.units === 'metres') return rng.pick(METRES[set]);
  return Math.round(rng.pick(FURLONGS[set]) * METRES_PER_FURLONG);
}

function drawFieldSize(rng: Rng, track: TrackDefinition, jumps: boolean): number {
  if (track.region === 'JPN') return clamp(Math.round(rng.normal(13.5, 2)), 9, 16);
  if (track.region === 'USA' || track.region === 'CAN') return clamp(Math.round(rng.normal(8.5, 1.8)), 5, 12);
  return clamp(Math.round(rng.normal(jumps ? 9 : 10, 2.5)), 5, 16);
}

/** Prize funds in a common scale (about pounds), then in each country's money and purse level. */
const PATTERN_PRIZES: Record<string, readonly [number, number]> = {
  '1': [250_000, 1_000_000],
  '2': [100_000, 250_000],
  '3': [55_000, 100_000],
  Listed: [30_000, 60_000],
};
const CLASS_PRIZES: Record<string, readonly [number, number]> = {
  'Class 1': [20_000, 35_000],
  'Class 2': [14_000, 30_000],
  'Class 3': [8_000, 15_000],
  'Class 4': [5_000, 9_000],
  'Class 5': [3_500, 6_000],
  'Class 6': [2_500, 4_000],
};
const PURSE_LEVEL: Record<RegionCode, number> = {
  GB: 1,
  IRE: 1.15,
  FR: 1.6,
  ES: 0.45,
  GER: 0.9,
  ITY: 0.6,
  USA: 2,
  CAN: 1.6,
  AUS: 2.5,
  JPN: 1000,
};

function drawPrize(rng: Rng, track: TrackDefinition, race: RaceConditions): number {
  const level = race.pattern === 'Listed' ? 'Listed' : race.pattern.slice(-1);
  const [low, high] = PATTERN_PRIZES[level] ?? CLASS_PRIZES[race.raceClass] ?? [5_000, 9_000];
  return twoSignificantDigits(rng.float(low, high) * PURSE_LEVEL[track.region]);
}

function twoSignificantDigits(value: number): number {
  const magnitude = 10 ** Math.max(2, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/** Regions whose horses travel to each other's meetings. */
const BLOCS: Record<string, string> = {
  GB: 'eu',
  IRE: 'eu',
  FR: 'eu',
  ES: 'eu',
  GER: 'eu',
  ITY: 'eu',
  USA: 'na',
  CAN: 'na',
  JPN: 'jp',
  AUS: 'au',
};
function affinity(region: string, trackRegion: string): number {
  if (region === trackRegion) return 3;
  return BLOCS[region] === BLOCS[trackRegion] ? 1.5 : 0;
}

/**
 * Each meeting gets a roster of jockeys who ride nowhere else at the same time (with an hour to travel);
 * its races are ridden from that roster.
 */
function assignJockeyRosters(rng: Rng, meetings: readonly Meeting[], jockeys: readonly CardJockey[]): number[][] {
  const busy = jockeys.map(() => [] as (readonly [number, number])[]);
  const travel = 60 * 60_000;
  const order = meetings.map((_, index) => index).sort((a, b) => meetings[a]!.from - meetings[b]!.from);
  const rosters: number[][] = meetings.map(() => []);
  for (const meetingIndex of order) {
    const meeting = meetings[meetingIndex]!;
    const size = Math.max(...meeting.races.map((race) => race.fieldSize)) + 2;
    const free = jockeys
      .map((jockey, index) => ({ index, score: affinity(jockey.region, meeting.track.region) + rng.normal(0, 1) }))
      .filter(({ index }) =>
        busy[index]!.every(([from, to]) => meeting.to + travel <= from || to + travel <= meeting.from),
      )
      .sort((a, b) => b.score - a.score)
      .slice(0, size);
    for (const { index } of free) busy[index]!.push([meeting.from, meeting.to]);
    rosters[meetingIndex] = free.map(({ index }) => index);
  }
  return rosters;
}

type PickedHorse = { index: number; horse: CardHorse };

class RunnerPicker {
  private readonly starts: number[][];
  private readonly dayParity: number;
  private readonly year: number;

  constructor(
    private readonly rng: Rng,
    private readonly horses: readonly CardHorse[],
    day: SimDay,
  ) {
    this.starts = horses.map(() => []);
    this.dayParity = dayNumber(day) % 2;
    this.year = Number(day.slice(0, 4));
  }

  pick(track: TrackDefinition, race: PlannedRace, wanted: number): PickedHorse[] {
    const minuteOfDay = Math.floor((race.time % 86_400_000) / 60_000);
    const edge = minuteOfDay < EDGE_MINUTES.early || minuteOfDay >= EDGE_MINUTES.late;
    const target = ratingTarget(race);
    const cap = race.ratingBand.startsWith('0-') ? Number(race.ratingBand.slice(2)) : Infinity;
    const jumps = race.type !== 'Flat';

    for (const rest of [REST_MS, MIN_GAP_MS]) {
      const scored: { index: number; score: number }[] = [];
      this.horses.forEach((horse, index) => {
        if (edge && (index + this.dayParity) % 2 !== 0) return;
        if (!ageFits(this.year - horse.birthYear, race.ageBand)) return;
        if (this.starts[index]!.some((start) => Math.abs(start - race.time) < rest)) return;
        const rating = horse.officialRating;
        const score =
          affinity(horse.region, track.region) -
          Math.abs(rating - target) / 8 -
          (rating > cap ? 4 : 0) +
          (jumps && this.year - horse.birthYear >= 5 ? 1 : 0) -
          // Spread the work: a horse that already ran today is a less likely entry.
          1.5 * this.starts[index]!.length +
          this.rng.normal(0, 1);
        scored.push({ index, score });
      });
      if (scored.length >= Math.min(wanted, 4) || rest === MIN_GAP_MS) {
        const chosen = scored.sort((a, b) => b.score - a.score).slice(0, wanted);
        for (const { index } of chosen) this.starts[index]!.push(race.time);
        return chosen.map(({ index }) => ({ index, horse: this.horses[index]! }));
      }
    }
    return [];
  }
}

function ageFits(age: number, band: string): boolean {
  switch (band) {
    case '2yo':
      return age === 2;
    case '3yo':
      return age === 3;
    case '3yo+':
      return age >= 3;
    case '5yo+':
      return age >= 5;
    default:
      return age >= 4;
  }
}

/** The rating of a typical runner, so Group 1s attract the best and claimers the rest. */
function ratingTarget(race: RaceConditions): number {
  const pattern: Record<string, number> = { '1': 112, '2': 106, '3': 100 };
  if (race.pattern === 'Listed') return 95;
  if (race.pattern !== '') return pattern[race.pattern.slice(-1)] ?? 100;
  if (race.ratingBand.startsWith('0-')) return Number(race.ratingBand.slice(2)) - 8;
  if (race.ratingBand.startsWith('BM')) return Number(race.ratingBand.slice(2)) - 6;
  const byCategory: Record<string, number> = {
    Stakes: 90,
    Conditions: 88,
    Maiden: 66,
    Novice: 72,
    Claiming: 60,
    Allowance: 80,
    Hurdle: 88,
    Chase: 90,
    Bumper: 72,
  };
  return byCategory[race.category] ?? 75;
}

/** Jockeys differ a little in skill; fixed per jockey, whatever the seed. */
function jockeySkill(externalId: string): number {
  return createRng('jockey-skill', externalId).normal(0, 0.18);
}

function buildRace(
  rng: Rng,
  meeting: Meeting,
  race: PlannedRace,
  horses: readonly PickedHorse[],
  riders: readonly string[],
): GeneratedRace {
  const { track } = meeting;
  const n = horses.length;
  const meanRating = horses.reduce((sum, { horse }) => sum + horse.officialRating, 0) / Math.max(1, n);
  // Better horses tend to get the better jockeys, with plenty of exceptions.
  const jockeysBySkill = riders
    .map((externalId) => ({ externalId, order: jockeySkill(externalId) + rng.normal(0, 0.5) }))
    .sort((a, b) => b.order - a.order);
  const horsesByRating = horses
    .map((picked, i) => ({ i, order: picked.horse.officialRating + rng.normal(0, 8) }))
    .sort((a, b) => b.order - a.order);
  const jockeyIds = new Array<string>(n);
  horsesByRating.forEach(({ i }, rank) => {
    jockeyIds[i] = jockeysBySkill[rank]!.externalId;
  });

  const strengths = horses.map(
    ({ horse }, i) =>
      (horse.officialRating - meanRating) / 10 +
      jockeySkill(jockeyIds[i]!) +
      rng.normal(0, race.ageBand === '2yo' ? 0.6 : 0.45),
  );
  const top = Math.max(...strengths);
  const chances = boundedChances(strengths.map((strength) => Math.exp(strength - top)));
  const overround = round4(rng.float(OVERROUND_TARGET.min, OVERROUND_TARGET.max));
  const odds = priceBook(chances, overround);
  const posts = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));

  const entries = horses
    .map(({ horse }, i): GeneratedEntry => ({
      horseExternalId: horse.externalId,
      jockeyExternalId: jockeyIds[i]!,
      postPosition: posts[i]!,
      strength: round4(strengths[i]!),
      winProbability: round4(chances[i]!),
      morningLineOdds: formatDecimalOdds(odds[i]!),
    }))
    .sort((a, b) => a.postPosition - b.postPosition);
  const scheduledTime = new Date(race.time);
  return {
    externalId: `sim-race-${dayCode(new Date(race.time).toISOString().slice(0, 10))}-${track.key}-${race.number}`,
    trackKey: track.key,
    raceNumber: race.number,
    name: race.name,
    distance: race.distance,
    distanceF: (race.distance / METRES_PER_FURLONG).toFixed(1),
    category: race.category,
    pattern: race.pattern,
    raceClass: race.raceClass,
    type: race.type,
    ageBand: race.ageBand,
    ratingBand: race.ratingBand,
    prize: formatPrize(race.prizeAmount, track.currency ?? CURRENCY_BY_REGION.get(track.region)!),
    fieldSize: n,
    going: race.going,
    surface: race.surface,
    scheduledTime,
    offTime: localTime(scheduledTime, track.timeZone),
    offDt: scheduledTime,
    overround,
    entries,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
