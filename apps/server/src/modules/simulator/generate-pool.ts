import {
  BREEDER_PATTERNS,
  COINED_ENDINGS,
  EN_ADJECTIVES,
  EN_NAMES,
  EN_NOUNS,
  ES_ADJECTIVES,
  ES_NOUNS,
  ES_OF_WORDS,
  FR_ADJECTIVES,
  FR_WORDS,
  JP_PREFIXES,
  JP_WORDS,
  OWNER_PATTERNS,
  PEOPLE,
  PLACE_WORDS,
  SYLLABLES,
} from './name-parts';
import { createRng, type Rng } from './create-rng';
import type { RegionCode } from './racing-catalogue';

/**
 * The people and horses every card draws from. The pool is generated once per database (seeded) and
 * reused across days, so the same horses meet again and their stats build up.
 */

export const POOL_SIZES = { horses: 1000, jockeys: 100, trainers: 60, owners: 60, sires: 40, dams: 150 } as const;

export type PoolPerson = { externalId: string; name: string; region: RegionCode };
export type PoolJockey = PoolPerson & { weight: number; claimLbs: number };
export type PoolBloodline = PoolPerson & { progenyCount: number };
export type PoolHorse = {
  externalId: string;
  name: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  age: number;
  sex: string;
  sexCode: string;
  colour: string;
  region: RegionCode;
  breeder: string;
  /** Pounds. */
  weight: number;
  form: string | null;
  /** Days since the last run; null for a horse that has not run. */
  lastRun: number | null;
  officialRating: number;
  rpr: number;
  tsr: number;
  headgear: string | null;
  windSurgery: string | null;
  windSurgeryRun: string | null;
  trainerExternalId: string;
  ownerExternalId: string;
  sireExternalId: string;
  damExternalId: string;
  damsireExternalId: string;
};
export type SimulatorPool = {
  horses: PoolHorse[];
  jockeys: PoolJockey[];
  trainers: PoolPerson[];
  owners: PoolPerson[];
  sires: PoolBloodline[];
  dams: PoolBloodline[];
};

/** Where the pool's horses and people come from, roughly in proportion to the meetings each region hosts. */
const REGION_WEIGHTS: readonly (readonly [RegionCode, number])[] = [
  ['GB', 22],
  ['IRE', 12],
  ['FR', 11],
  ['USA', 20],
  ['JPN', 10],
  ['AUS', 12],
  ['CAN', 4],
  ['ES', 5],
  ['GER', 2],
  ['ITY', 2],
];
const AGE_WEIGHTS: readonly (readonly [number, number])[] = [
  [2, 14],
  [3, 22],
  [4, 18],
  [5, 14],
  [6, 10],
  [7, 8],
  [8, 6],
  [9, 5],
  [10, 3],
];
const COLOURS: readonly (readonly [string, number])[] = [
  ['Bay', 40],
  ['Chestnut', 27],
  ['Brown', 15],
  ['Grey', 11],
  ['Black', 5],
  ['Roan', 2],
];
const OF_WORDS = [
  'Gold',
  'Glory',
  'Fire',
  'Kings',
  'Dreams',
  'Avalon',
  'the North',
  'Dawn',
  'Silver',
  'Stars',
] as const;
const HEADGEAR = ['b', 'p', 't', 'h', 'v', 'tp', 'hp', 'bt'] as const;

export const horseExternalId = (index: number) => `sim-horse-${index + 1}`;

export function generatePool(options: { seed: number; year: number }): SimulatorPool {
  const { seed, year } = options;
  const rng = createRng(seed, 'pool');
  const names = new NameMaker(rng);

  const people = (kind: string, count: number, style: 'person' | 'trainer' | 'owner'): PoolPerson[] =>
    Array.from({ length: count }, (_, index) => {
      const region = rng.pickWeighted(REGION_WEIGHTS);
      const name =
        style === 'owner' ? names.owner(region) : style === 'trainer' ? names.trainer(region) : names.person(region);
      return { externalId: `sim-${kind}-${index + 1}`, name, region };
    });

  const trainers = people('trainer', POOL_SIZES.trainers, 'trainer');
  const owners = people('owner', POOL_SIZES.owners, 'owner');
  const jockeys: PoolJockey[] = people('jockey', POOL_SIZES.jockeys, 'person').map((person) => {
    const apprentice = rng.chance(0.15);
    const claims = person.region === 'USA' || person.region === 'CAN' ? [5, 7, 10] : [3, 5, 7];
    const light = person.region === 'JPN' || person.region === 'USA' || person.region === 'CAN';
    return {
      ...person,
      weight: light ? rng.int(108, 118) : rng.int(112, 126),
      claimLbs: apprentice ? rng.pick(claims) : 0,
    };
  });
  const bloodline = (kind: 'sire' | 'dam', count: number): PoolBloodline[] =>
    Array.from({ length: count }, (_, index) => {
      const region = rng.pickWeighted(REGION_WEIGHTS);
      return {
        externalId: `sim-${kind}-${index + 1}`,
        name: names.horse(region),
        region,
        progenyCount: 0,
      };
    });
  const sires = bloodline('sire', POOL_SIZES.sires);
  const dams = bloodline('dam', POOL_SIZES.dams);
  // A few stallions cover most of the mares, as in real studs.
  const sirePopularity = sires.map((_, index) => 1 / (index + 3));
  const breeders = Array.from({ length: 120 }, () => names.breeder(rng.pickWeighted(REGION_WEIGHTS)));

  const byRegion = <T extends PoolPerson>(list: readonly T[], region: RegionCode, loyalty: number): T => {
    const local = list.filter((item) => item.region === region);
    return local.length > 0 && rng.chance(loyalty) ? rng.pick(local) : rng.pick(list);
  };

  const horses: PoolHorse[] = Array.from({ length: POOL_SIZES.horses }, (_, index) => {
    const region = rng.pickWeighted(REGION_WEIGHTS);
    const age = rng.pickWeighted(AGE_WEIGHTS);
    const southern = region === 'AUS';
    const birthMonth = southern ? rng.int(8, 11) : rng.int(1, 5);
    const dateOfBirth = `${year - age}-${pad(birthMonth)}-${pad(rng.int(1, 28))}`;
    const female = rng.chance(0.42);
    const [sex, sexCode] =
      age <= 3
        ? female
          ? (['Filly', 'f'] as const)
          : rng.chance(0.8)
            ? (['Colt', 'c'] as const)
            : (['Gelding', 'g'] as const)
        : female
          ? (['Mare', 'm'] as const)
          : rng.chance(0.2)
            ? (['Horse', 'h'] as const)
            : (['Gelding', 'g'] as const);
    const officialRating = clamp(Math.round(age === 2 ? rng.normal(72, 10) : rng.normal(76, 15)), 40, 125);
    const rpr = clamp(officialRating + Math.round(rng.normal(2, 5)), 30, 135);
    const sire = sires[rng.weighted(sirePopularity)]!;
    let damsire = sires[rng.weighted(sirePopularity)]!;
    if (damsire === sire) damsire = rng.pick(sires);
    const dam = rng.pick(dams);
    sire.progenyCount += 1;
    dam.progenyCount += 1;
    const runs = age === 2 ? rng.int(0, 3) : rng.int(3, 6);
    const windSurgery = age >= 4 && rng.chance(0.06);
    return {
      externalId: horseExternalId(index),
      name: names.horse(region),
      dateOfBirth,
      age,
      sex,
      sexCode,
      colour: rng.pickWeighted(COLOURS),
      region,
      breeder: rng.pick(breeders),
      weight: age <= 3 ? rng.int(115, 133) : age <= 5 ? rng.int(118, 145) : rng.int(125, 160),
      form: runs === 0 ? null : pastForm(rng, runs, officialRating, age >= 5),
      lastRun: runs === 0 ? null : rng.int(7, 120),
      officialRating,
      rpr,
      tsr: Math.max(20, rpr - rng.int(0, 14)),
      headgear: rng.chance(0.25) ? rng.pick(HEADGEAR) : null,
      windSurgery: windSurgery ? 'Yes' : null,
      windSurgeryRun: windSurgery ? String(rng.int(1, 4)) : null,
      trainerExternalId: byRegion(trainers, region, 0.9).externalId,
      ownerExternalId: byRegion(owners, region, 0.7).externalId,
      sireExternalId: sire.externalId,
      damExternalId: dam.externalId,
      damsireExternalId: damsire.externalId,
    };
  });

  return { horses, jockeys, trainers, owners, sires, dams };
}

/** A form string as racecards print it, oldest run first: "1-32P4". Better horses finish closer to the front. */
function pastForm(rng: Rng, runs: number, rating: number, jumper: boolean): string {
  const quality = (rating - 76) / 15;
  const positionWeights = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((position) =>
    Math.exp(-position * (0.25 + quality * 0.12)),
  );
  const chars: string[] = [];
  for (let i = 0; i < runs; i += 1) {
    if (jumper && rng.chance(0.08)) chars.push(rng.pick(['P', 'F', 'U']));
    else chars.push(String((rng.weighted(positionWeights) + 1) % 10));
  }
  if (runs > 2 && rng.chance(0.5)) chars.splice(rng.int(1, runs - 1), 0, '-');
  return chars.join('');
}

/** Names unique across the pool: horses, sires and dams share one namespace, as in a stud book. */
class NameMaker {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Rng) {}

  horse(region: RegionCode): string {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const name = this.horseCandidate(region);
      if (name.length <= 18 && !this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    // Rare: the lists ran dry for this style; a coined word is always new.
    let name = capitalize(this.coined());
    while (this.used.has(name)) name = capitalize(this.coined());
    this.used.add(name);
    return name;
  }

  person(region: RegionCode): string {
    const names = PEOPLE[region];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const name = `${this.rng.pick(names.first)} ${this.rng.pick(names.last)}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    return `${this.rng.pick(names.first)} ${this.rng.pick(names.last)}-${this.rng.pick(names.last)}`;
  }

  /** British, Irish and Australian cards often print trainers with initials ("W. P. Mullins"). */
  trainer(region: RegionCode): string {
    if ((region === 'GB' || region === 'IRE' || region === 'AUS') && this.rng.chance(0.4)) {
      const names = PEOPLE[region];
      const initials = this.rng.chance(0.5) ? `${this.initial(region)} ${this.initial(region)}` : this.initial(region);
      const name = `${initials} ${this.rng.pick(names.last)}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    return this.person(region);
  }

  owner(region: RegionCode): string {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const name = this.fill(this.rng.pick(OWNER_PATTERNS), region);
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    return this.person(region);
  }

  breeder(region: RegionCode): string {
    return this.fill(this.rng.pick(BREEDER_PATTERNS), region);
  }

  private fill(pattern: string, region: RegionCode): string {
    const rng = this.rng;
    return pattern
      .replace('{last}', rng.pick(PEOPLE[region].last))
      .replace('{initial}', this.initial(region))
      .replace('{word}', rng.chance(0.5) ? rng.pick(EN_NOUNS) : rng.pick(ES_NOUNS)[0])
      .replace('{place}', rng.pick(PLACE_WORDS));
  }

  private initial(region: RegionCode): string {
    return `${this.rng.pick(PEOPLE[region].first).charAt(0)}.`;
  }

  private horseCandidate(region: RegionCode): string {
    const rng = this.rng;
    // Galope is Spanish-first: a Spanish name turns up anywhere, most of all in Spain.
    const spanish = region === 'ES' ? 0.75 : 0.12;
    if (rng.chance(spanish)) return this.spanish();
    if (region === 'JPN' && rng.chance(0.65)) return `${rng.pick(JP_PREFIXES)} ${rng.pick(JP_WORDS)}`;
    if (region === 'FR' && rng.chance(0.45)) return `${rng.pick(FR_WORDS)} ${rng.pick(FR_ADJECTIVES)}`;
    const style = rng.int(0, 9);
    if (style <= 3) return `${rng.pick(EN_ADJECTIVES)} ${rng.pick(EN_NOUNS)}`;
    if (style === 4) return `${rng.pick(EN_NAMES)}'s ${rng.pick(EN_NOUNS)}`;
    if (style === 5)
      return `${rng.pick(EN_NOUNS)}${rng.pick(['light', 'fire', 'field', 'wind', 'stone', 'line', 'fall'])}`;
    if (style === 6) return `${rng.pick(EN_NOUNS)} of ${rng.pick(OF_WORDS)}`;
    if (style === 7) return `${rng.pick(EN_ADJECTIVES)} ${rng.pick(EN_NAMES)}`;
    return capitalize(this.coined());
  }

  private spanish(): string {
    const rng = this.rng;
    const [noun, gender] = rng.pick(ES_NOUNS);
    const style = rng.int(0, 5);
    if (style <= 2) {
      const [masculine, feminine] = rng.pick(ES_ADJECTIVES);
      return `${noun} ${gender === 'm' ? masculine : feminine}`;
    }
    if (style <= 4) return `${noun} de ${rng.pick(ES_OF_WORDS)}`;
    return `${gender === 'm' ? 'El' : 'La'} ${noun}`;
  }

  private coined(): string {
    const rng = this.rng;
    const syllables = Array.from({ length: rng.int(1, 2) }, () => rng.pick(SYLLABLES)).join('');
    return `${rng.pick(SYLLABLES)}${syllables}${rng.pick(COINED_ENDINGS)}`;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
