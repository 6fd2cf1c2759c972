import { RACE_STATUSES } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, odds, requiredId, serialId, timestamptz, updatedAt } from '../../db/columns';

export const raceStatus = pgEnum('race_status', RACE_STATUSES);

export const regions = pgTable('regions', {
  id: serialId(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const racetracks = pgTable(
  'racetracks',
  {
    id: serialId(),
    externalId: varchar('external_id', { length: 100 }).unique(),
    name: varchar('name', { length: 200 }).notNull(),
    location: varchar('location', { length: 200 }),
    country: varchar('country', { length: 100 }),
    regionId: integer('region_id').references(() => regions.id),
    surface: varchar('surface', { length: 50 }),
  },
  (t) => [index('racetracks_country_idx').on(t.country)],
);

/** Whom a source names by its own id: trainers, owners, jockeys and bloodlines. */
const sourcedName = () => ({
  id: serialId(),
  externalId: varchar('external_id', { length: 100 }).unique(),
  name: varchar('name', { length: 200 }).notNull(),
  region: varchar('region', { length: 20 }),
});

const winPercentage = () => numeric('win_percentage', { precision: 5, scale: 2 }).notNull().default('0.00');

const personStats = () => ({
  totalRaces: integer('total_races').notNull().default(0),
  wins: integer('wins').notNull().default(0),
  places: integer('places').notNull().default(0),
  shows: integer('shows').notNull().default(0),
  earnings: numeric('earnings', { precision: 14, scale: 2 }).notNull().default('0.00'),
});

/** Trainers and owners: a name from a source and the career figures of the horses they had. */
const personTable = <N extends string>(name: N) =>
  pgTable(name, { ...sourcedName(), ...personStats(), winPercentage: winPercentage() });

export const trainers = personTable('trainers');

export const owners = personTable('owners');

const bloodline = () => ({
  ...sourcedName(),
  progenyCount: integer('progeny_count').notNull().default(0),
  progenyWins: integer('progeny_wins').notNull().default(0),
  progenyEarnings: numeric('progeny_earnings', { precision: 14, scale: 2 }).notNull().default('0.00'),
});

export const sires = pgTable('sires', bloodline());

export const dams = pgTable('dams', bloodline());

export const horses = pgTable(
  'horses',
  {
    id: serialId(),
    externalId: varchar('external_id', { length: 100 }).unique(),
    name: varchar('name', { length: 200 }).notNull(),
    dateOfBirth: date('date_of_birth'),
    age: integer('age'),
    sex: varchar('sex', { length: 20 }),
    sexCode: varchar('sex_code', { length: 2 }),
    colour: varchar('colour', { length: 30 }),
    region: varchar('region', { length: 20 }),
    breeder: varchar('breeder', { length: 200 }),
    /** Carried weight in pounds. */
    weight: integer('weight'),
    form: varchar('form', { length: 50 }),
    /** Days since the last run. */
    lastRun: integer('last_run'),
    officialRating: integer('official_rating'),
    rpr: integer('rpr'),
    tsr: integer('tsr'),
    headgear: varchar('headgear', { length: 20 }),
    windSurgery: varchar('wind_surgery', { length: 20 }),
    windSurgeryRun: varchar('wind_surgery_run', { length: 20 }),
    trainerId: integer('trainer_id').references(() => trainers.id),
    ownerId: integer('owner_id').references(() => owners.id),
    sireId: integer('sire_id').references(() => sires.id),
    damId: integer('dam_id').references(() => dams.id),
    damsireId: integer('damsire_id').references(() => sires.id),
    ...personStats(),
  },
  (t) => [index('horses_trainer_idx').on(t.trainerId)],
);

export const jockeys = pgTable('jockeys', {
  ...sourcedName(),
  weight: integer('weight'),
  claimLbs: integer('claim_lbs').notNull().default(0),
  silkUrl: text('silk_url'),
  ...personStats(),
  winPercentage: winPercentage(),
});

export const races = pgTable(
  'races',
  {
    id: serialId(),
    racetrackId: requiredId('racetrack_id', () => racetracks.id),
    externalId: varchar('external_id', { length: 100 }).unique(),
    name: varchar('name', { length: 300 }).notNull(),
    /** Metres. */
    distance: integer('distance'),
    /** Furlongs, one decimal. */
    distanceF: numeric('distance_f', { precision: 5, scale: 1 }),
    category: varchar('category', { length: 100 }),
    pattern: varchar('pattern', { length: 50 }),
    raceClass: varchar('race_class', { length: 50 }),
    type: varchar('type', { length: 50 }),
    ageBand: varchar('age_band', { length: 50 }),
    ratingBand: varchar('rating_band', { length: 50 }),
    prize: varchar('prize', { length: 50 }),
    fieldSize: integer('field_size'),
    going: varchar('going', { length: 50 }),
    surface: varchar('surface', { length: 50 }),
    scheduledTime: timestamptz('scheduled_time').notNull(),
    offTime: varchar('off_time', { length: 10 }),
    offDt: timestamptz('off_dt'),
    status: raceStatus('status').notNull().default('scheduled'),
    actualStartTime: timestamptz('actual_start_time'),
    actualEndTime: timestamptz('actual_end_time'),
    winnerId: integer('winner_id').references(() => horses.id),
    liveStreamUrl: text('live_stream_url'),
    replayVideoUrl: text('replay_video_url'),
    videoProvider: varchar('video_provider', { length: 50 }),
    videoThumbnail: text('video_thumbnail'),
    embedVideoUrl: text('embed_video_url'),
    embedVideoCode: text('embed_video_code'),
    isEmbeddable: boolean('is_embeddable').notNull().default(false),
    hasLiveStream: boolean('has_live_stream').notNull().default(false),
    hasReplay: boolean('has_replay').notNull().default(false),
    /** The staff member who created this race (an own race, no source's): only staff change it. */
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('races_status_time_idx').on(t.status, t.scheduledTime), index('races_racetrack_idx').on(t.racetrackId)],
);

export const raceEntries = pgTable(
  'race_entries',
  {
    id: serialId(),
    raceId: requiredId('race_id', () => races.id, { onDelete: 'cascade' }),
    horseId: requiredId('horse_id', () => horses.id),
    jockeyId: integer('jockey_id').references(() => jockeys.id),
    postPosition: integer('post_position'),
    morningLineOdds: odds('morning_line_odds'),
    currentOdds: odds('current_odds'),
    finishPosition: integer('finish_position'),
    finishTime: numeric('finish_time', { precision: 8, scale: 3 }),
    scratched: boolean('scratched').notNull().default(false),
    /** When it was withdrawn, whoever withdrew it (a trigger sets it): a daily double's consolation needs it. */
    scratchedAt: timestamptz('scratched_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('race_entries_race_horse_key').on(t.raceId, t.horseId),
    // A horse's and a jockey's next race, which search answers name, start from the runner.
    index('race_entries_horse_idx').on(t.horseId),
    index('race_entries_jockey_idx').on(t.jockeyId),
    check('race_entries_morning_line_check', sql`${t.morningLineOdds} is null or ${t.morningLineOdds} >= 1.01`),
    check('race_entries_current_odds_check', sql`${t.currentOdds} is null or ${t.currentOdds} >= 1.01`),
    check('race_entries_finish_position_check', sql`${t.finishPosition} is null or ${t.finishPosition} >= 1`),
  ],
);

export const raceResults = pgTable(
  'race_results',
  {
    id: serialId(),
    raceId: requiredId('race_id', () => races.id, { onDelete: 'cascade' }),
    horseId: requiredId('horse_id', () => horses.id),
    jockeyId: integer('jockey_id').references(() => jockeys.id),
    trainerId: integer('trainer_id').references(() => trainers.id),
    ownerId: integer('owner_id').references(() => owners.id),
    position: integer('position'),
    startingPrice: varchar('starting_price', { length: 20 }),
    startingPriceDecimal: odds('starting_price_decimal'),
    draw: integer('draw'),
    beatenByLengths: numeric('beaten_by_lengths', { precision: 6, scale: 2 }),
    overallBeatenBy: numeric('overall_beaten_by', { precision: 6, scale: 2 }),
    timeTaken: varchar('time_taken', { length: 20 }),
    officialRating: integer('official_rating'),
    rpr: integer('rpr'),
    tsr: integer('tsr'),
    prizeWon: money('prize_won'),
    comment: text('comment'),
  },
  (t) => [uniqueIndex('race_results_race_horse_key').on(t.raceId, t.horseId)],
);
