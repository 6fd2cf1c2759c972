import {
  BALANCE_TRANSACTION_TYPES,
  BET_STATUSES,
  CASHIER_REQUEST_STATUSES,
  CASHIER_REQUEST_TYPES,
  DESTINATION_FORMATS,
  PAYMENT_METHOD_KINDS,
  RACE_STATUSES,
  SPORT_BET_TYPES,
  SPORT_EVENT_STATUSES,
  USER_ROLES,
  USER_STATUSES,
  type TLedgerTextCode,
  type TLedgerTextParams,
} from '@galope/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/*
 * Every entity of both spec documents (§3). Money is numeric(12,2) and odds numeric(8,2); Drizzle
 * hands both to TypeScript as strings, which the services turn into integer cents.
 * Timestamps are `timestamp with time zone`, stored in UTC.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const odds = (name: string) => numeric(name, { precision: 8, scale: 2 });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

export const userRole = pgEnum('user_role', USER_ROLES);
export const userStatus = pgEnum('user_status', USER_STATUSES);
export const raceStatus = pgEnum('race_status', RACE_STATUSES);
export const sportEventStatus = pgEnum('sport_event_status', SPORT_EVENT_STATUSES);
export const betStatus = pgEnum('bet_status', BET_STATUSES);
export const sportBetType = pgEnum('sport_bet_type', SPORT_BET_TYPES);
export const balanceTransactionType = pgEnum('balance_transaction_type', BALANCE_TRANSACTION_TYPES);
export const cashierRequestType = pgEnum('cashier_request_type', CASHIER_REQUEST_TYPES);
export const cashierRequestStatus = pgEnum('cashier_request_status', CASHIER_REQUEST_STATUSES);
export const paymentMethodKind = pgEnum('payment_method_kind', PAYMENT_METHOD_KINDS);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands a bytea back as a Uint8Array, node-postgres as a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    password: text('password').notNull(),
    username: varchar('username', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    /** DESIGN §10: YYYY-MM-DD; null for accounts from before the site asked. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    profileImageUrl: text('profile_image_url'),
    balance: money('balance').notNull().default('0.00'),
    preferredLanguage: varchar('preferred_language', { length: 2 }).notNull().default('es'),
    role: userRole('role').notNull().default('user'),
    status: userStatus('status').notNull().default('pending'),
    /** Set instead of deleting a player who has bets or ledger rows: no money record is ever lost. */
    deactivatedAt: timestamptz('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Jugador" and "jugador" are the same person at login.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_status_created_idx').on(t.status, t.createdAt),
    check('users_balance_non_negative', sql`${t.balance} >= 0`),
    check('users_preferred_language_check', sql`${t.preferredLanguage} in ('es', 'en')`),
  ],
);

/** Server-side sessions; `sid` holds the SHA-256 of the cookie's token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    sess: jsonb('sess').$type<{ userId: number; createdAt: string; ip?: string; userAgent?: string }>().notNull(),
    expire: timestamptz('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/** Failed sign-in attempts, by account and by address, for the login rate limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 300 }).notNull(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_time_idx').on(t.key, t.attemptedAt)],
);

export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    theme: varchar('theme', { length: 20 }).notNull().default('light'),
    timezone: varchar('timezone', { length: 64 }).notNull().default('America/Mexico_City'),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    /** What to do when the price moved between the slip and the server: none, higher or any (accept). */
    oddsChangePolicy: varchar('odds_change_policy', { length: 10 }).notNull().default('none'),
    /** How odds are shown: decimal, fractional or american. */
    oddsFormat: varchar('odds_format', { length: 12 }).notNull().default('decimal'),
    /** DESIGN §10: minutes between reality checks (15, 30 or 60), or null for none. */
    realityCheckMinutes: integer('reality_check_minutes'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_settings_odds_change_policy_check', sql`${t.oddsChangePolicy} in ('none', 'higher', 'any')`),
    check('user_settings_odds_format_check', sql`${t.oddsFormat} in ('decimal', 'fractional', 'american')`),
  ],
);

/**
 * DESIGN §10: a player's time-out and self-exclusion (until when), and whether any limit was ever set
 * (so a bet by a player without limits reads one row and nothing else). Nobody shortens either.
 */
export const playerProtection = pgTable('player_protection', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeOutUntil: timestamptz('time_out_until'),
  excludedUntil: timestamptz('excluded_until'),
  hasLimits: boolean('has_limits').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * Every change of a player's limits, with when it applies: the limit in force at a time is the
 * latest change effective by then (a first or lower limit at once, a higher one or a removal 24 hours
 * later). `value` null: no limit.
 */
export const playerLimitChanges = pgTable(
  'player_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 20 }).notNull(),
    value: money('value'),
    effectiveAt: timestamptz('effective_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('player_limit_changes_user_idx').on(t.userId, t.name, t.effectiveAt)],
);

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const racetracks = pgTable(
  'racetracks',
  {
    id: serial('id').primaryKey(),
    externalId: varchar('external_id', { length: 100 }).unique(),
    name: varchar('name', { length: 200 }).notNull(),
    location: varchar('location', { length: 200 }),
    country: varchar('country', { length: 100 }),
    regionId: integer('region_id').references(() => regions.id),
    surface: varchar('surface', { length: 50 }),
  },
  (t) => [index('racetracks_country_idx').on(t.country)],
);

const personStats = () => ({
  totalRaces: integer('total_races').notNull().default(0),
  wins: integer('wins').notNull().default(0),
  places: integer('places').notNull().default(0),
  shows: integer('shows').notNull().default(0),
  earnings: numeric('earnings', { precision: 14, scale: 2 }).notNull().default('0.00'),
});

export const trainers = pgTable('trainers', {
  id: serial('id').primaryKey(),
  externalId: varchar('external_id', { length: 100 }).unique(),
  name: varchar('name', { length: 200 }).notNull(),
  region: varchar('region', { length: 20 }),
  ...personStats(),
  winPercentage: numeric('win_percentage', { precision: 5, scale: 2 }).notNull().default('0.00'),
});

export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  externalId: varchar('external_id', { length: 100 }).unique(),
  name: varchar('name', { length: 200 }).notNull(),
  region: varchar('region', { length: 20 }),
  ...personStats(),
  winPercentage: numeric('win_percentage', { precision: 5, scale: 2 }).notNull().default('0.00'),
});

const bloodline = () => ({
  id: serial('id').primaryKey(),
  externalId: varchar('external_id', { length: 100 }).unique(),
  name: varchar('name', { length: 200 }).notNull(),
  region: varchar('region', { length: 20 }),
  progenyCount: integer('progeny_count').notNull().default(0),
  progenyWins: integer('progeny_wins').notNull().default(0),
  progenyEarnings: numeric('progeny_earnings', { precision: 14, scale: 2 }).notNull().default('0.00'),
});

export const sires = pgTable('sires', bloodline());
export const dams = pgTable('dams', bloodline());

export const horses = pgTable(
  'horses',
  {
    id: serial('id').primaryKey(),
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
  id: serial('id').primaryKey(),
  externalId: varchar('external_id', { length: 100 }).unique(),
  name: varchar('name', { length: 200 }).notNull(),
  region: varchar('region', { length: 20 }),
  weight: integer('weight'),
  claimLbs: integer('claim_lbs').notNull().default(0),
  silkUrl: text('silk_url'),
  ...personStats(),
  winPercentage: numeric('win_percentage', { precision: 5, scale: 2 }).notNull().default('0.00'),
});

export const races = pgTable(
  'races',
  {
    id: serial('id').primaryKey(),
    racetrackId: integer('racetrack_id')
      .notNull()
      .references(() => racetracks.id),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('races_status_time_idx').on(t.status, t.scheduledTime), index('races_racetrack_idx').on(t.racetrackId)],
);

export const raceEntries = pgTable(
  'race_entries',
  {
    id: serial('id').primaryKey(),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    horseId: integer('horse_id')
      .notNull()
      .references(() => horses.id),
    jockeyId: integer('jockey_id').references(() => jockeys.id),
    postPosition: integer('post_position'),
    morningLineOdds: odds('morning_line_odds'),
    currentOdds: odds('current_odds'),
    finishPosition: integer('finish_position'),
    finishTime: numeric('finish_time', { precision: 8, scale: 3 }),
    scratched: boolean('scratched').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('race_entries_race_horse_key').on(t.raceId, t.horseId),
    check('race_entries_morning_line_check', sql`${t.morningLineOdds} is null or ${t.morningLineOdds} >= 1.01`),
    check('race_entries_current_odds_check', sql`${t.currentOdds} is null or ${t.currentOdds} >= 1.01`),
    check('race_entries_finish_position_check', sql`${t.finishPosition} is null or ${t.finishPosition} >= 1`),
  ],
);

export const raceResults = pgTable(
  'race_results',
  {
    id: serial('id').primaryKey(),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    horseId: integer('horse_id')
      .notNull()
      .references(() => horses.id),
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

export const sportEvents = pgTable(
  'sport_events',
  {
    id: serial('id').primaryKey(),
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

export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    raceId: integer('race_id').references(() => races.id),
    raceEntryId: integer('race_entry_id').references(() => raceEntries.id),
    sportEventId: integer('sport_event_id').references(() => sportEvents.id),
    sportBetType: sportBetType('sport_bet_type'),
    sportTeam: varchar('sport_team', { length: 200 }),
    sport: varchar('sport', { length: 50 }),
    tournament: varchar('tournament', { length: 200 }),
    homeTeam: varchar('home_team', { length: 200 }),
    awayTeam: varchar('away_team', { length: 200 }),
    eventScheduledTime: timestamptz('event_scheduled_time'),
    /** win, place or show on a race; home, draw or away (repeating sportBetType) on a sport event. */
    betType: varchar('bet_type', { length: 10 }).notNull(),
    amount: money('amount').notNull(),
    odds: odds('odds').notNull(),
    potentialWinnings: money('potential_winnings').notNull(),
    actualWinnings: money('actual_winnings'),
    status: betStatus('status').notNull().default('pending'),
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    placedAt: timestamptz('placed_at').notNull().defaultNow(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('bets_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('bets_user_placed_idx').on(t.userId, t.placedAt),
    index('bets_race_status_idx').on(t.raceId, t.status),
    index('bets_sport_event_status_idx').on(t.sportEventId, t.status),
    check('bets_amount_positive', sql`${t.amount} > 0`),
    check('bets_odds_check', sql`${t.odds} >= 1.01`),
    check('bets_bet_type_check', sql`${t.betType} in ('win', 'place', 'show', 'home', 'draw', 'away')`),
    // A bet is on exactly one thing: a race entry or a sport event.
    check(
      'bets_one_target',
      sql`(${t.raceEntryId} is not null and ${t.raceId} is not null and ${t.sportEventId} is null)
        or (${t.sportEventId} is not null and ${t.sportBetType} is not null and ${t.raceEntryId} is null)`,
    ),
  ],
);

export const balanceTransactions = pgTable(
  'balance_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: balanceTransactionType('type').notNull(),
    /** Signed: negative for a debit. */
    amount: money('amount').notNull(),
    previousBalance: money('previous_balance').notNull(),
    newBalance: money('new_balance').notNull(),
    /** Spanish text, for old rows, the statement and the audit; readers render the code below. */
    description: text('description'),
    descriptionCode: text('description_code').$type<TLedgerTextCode>(),
    descriptionParams: jsonb('description_params').$type<TLedgerTextParams>(),
    relatedBetId: uuid('related_bet_id').references(() => bets.id),
    relatedCashierRequestId: integer('related_cashier_request_id').references(() => cashierRequests.id),
    adminUserId: integer('admin_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_transactions_user_idx').on(t.userId, t.id),
    // A cashier request moves money at most once each way: one withdrawal, one deposit or one reversal.
    uniqueIndex('balance_transactions_cashier_once')
      .on(t.relatedCashierRequestId, t.type)
      .where(sql`${t.relatedCashierRequestId} is not null`),
    // Settlement pays or refunds a bet at most once, whatever runs it twice.
    uniqueIndex('balance_transactions_settlement_once')
      .on(t.relatedBetId)
      .where(sql`${t.type} in ('winnings', 'refund')`),
    check('balance_transactions_new_balance_non_negative', sql`${t.newBalance} >= 0`),
    check('balance_transactions_chain', sql`${t.newBalance} = ${t.previousBalance} + ${t.amount}`),
  ],
);

/**
 * Uploaded files served under /uploads/ (slide images and their variants), by their path: kept in the
 * database so that every instance serves what any instance stored (DESIGN §11), and backups carry them.
 */
export const storedFiles = pgTable('stored_files', {
  path: varchar('path', { length: 255 }).primaryKey(),
  contentType: varchar('content_type', { length: 60 }).notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const sliderImages = pgTable(
  'slider_images',
  {
    id: serial('id').primaryKey(),
    imageUrl: text('image_url').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    subtitle: varchar('subtitle', { length: 300 }),
    linkUrl: text('link_url'),
    locale: varchar('locale', { length: 2 }).notNull().default('es'),
    orderIndex: integer('order_index').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('slider_images_active_order_idx').on(t.isActive, t.orderIndex),
    check('slider_images_locale_check', sql`${t.locale} in ('es', 'en')`),
    check('slider_images_order_index_check', sql`${t.orderIndex} >= 0`),
  ],
);

export const siteSettings = pgTable('site_settings', {
  id: serial('id').primaryKey(),
  settingKey: varchar('setting_key', { length: 100 }).notNull().unique(),
  settingValue: text('setting_value'),
  settingType: varchar('setting_type', { length: 20 }).notNull().default('text'),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * The simulator's clock as the leader last saw it (one row): a new leader or a restarted process
 * continues from here instead of from the real time (DESIGN §11).
 */
export const simulatorClock = pgTable(
  'simulator_clock',
  {
    id: integer('id').primaryKey().default(1),
    simTime: timestamptz('sim_time').notNull(),
    /** The real time at which the clock read `simTime`. */
    realTime: timestamptz('real_time').notNull(),
    speed: doublePrecision('speed').notNull(),
  },
  (t) => [check('simulator_clock_single_row_check', sql`${t.id} = 1`)],
);

export const apiConfigurations = pgTable(
  'api_configurations',
  {
    id: serial('id').primaryKey(),
    apiId: varchar('api_id', { length: 50 }).notNull().unique(),
    apiName: varchar('api_name', { length: 100 }).notNull(),
    description: text('description'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Null means unlimited. */
    dailyLimit: integer('daily_limit').default(1000),
    /** Minutes. */
    syncInterval: integer('sync_interval').notNull().default(60),
    autoSync: boolean('auto_sync').notNull().default(true),
    useSyntheticOnly: boolean('use_synthetic_only').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('disconnected'),
    lastSyncAt: timestamptz('last_sync_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('api_configurations_daily_limit_check', sql`${t.dailyLimit} is null or ${t.dailyLimit} between 1 and 10000`),
    check('api_configurations_sync_interval_check', sql`${t.syncInterval} between 1 and 1440`),
  ],
);

export const apiStats = pgTable('api_stats', {
  id: serial('id').primaryKey(),
  apiId: varchar('api_id', { length: 50 }).notNull().unique(),
  apiName: varchar('api_name', { length: 100 }).notNull(),
  totalCalls: integer('total_calls').notNull().default(0),
  successfulCalls: integer('successful_calls').notNull().default(0),
  failedCalls: integer('failed_calls').notNull().default(0),
  callsToday: integer('calls_today').notNull().default(0),
  dailyLimit: integer('daily_limit'),
  remainingCalls: integer('remaining_calls'),
  lastCallAt: timestamptz('last_call_at'),
  lastResetAt: timestamptz('last_reset_at'),
  errorTypes: jsonb('error_types').$type<Record<string, number>>().notNull().default({}),
});

/** Every administrative action, for super administrators to read. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 50 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 100 }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_admin_idx').on(t.adminUserId, t.createdAt)],
);

/** The ways money comes in and goes out (DESIGN §9), managed by admins. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    kind: paymentMethodKind('kind').notNull(),
    instructions: text('instructions').notNull().default(''),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    destinationFormat: varchar('destination_format', { length: 20, enum: DESTINATION_FORMATS })
      .notNull()
      .default('text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_methods_bounds', sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxAmount}`),
    check('payment_methods_destination_format', sql`${t.destinationFormat} in ('text', 'clabe', 'crypto_address')`),
  ],
);

/** A player's deposit or withdrawal, pending until staff decide it once (or the player cancels it). */
export const cashierRequests = pgTable(
  'cashier_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: cashierRequestType('type').notNull(),
    status: cashierRequestStatus('status').notNull().default('pending'),
    amount: money('amount').notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** What the player wrote to find the transfer (deposit). */
    reference: varchar('reference', { length: 100 }),
    /** Where the money goes (withdrawal): a CLABE, an address, a name. */
    destination: varchar('destination', { length: 100 }),
    code: varchar('code', { length: 16 }).notNull(),
    receipt: bytea('receipt'),
    receiptType: varchar('receipt_type', { length: 40 }),
    note: varchar('note', { length: 500 }),
    reason: varchar('reason', { length: 500 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cashier_requests_code').on(t.code),
    uniqueIndex('cashier_requests_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('cashier_requests_user_idx').on(t.userId, t.id),
    index('cashier_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('cashier_requests_amount_positive', sql`${t.amount} > 0`),
    // Decided (or cancelled) exactly when it left pending; `decided_by` is null on a player's cancel.
    check('cashier_requests_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);
