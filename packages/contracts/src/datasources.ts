import { DATA_SOURCE_IDS } from './enums';
import { isId } from './ids';
import { MESSAGES } from './messages';
import { z } from './zod-config';

export const DATA_SOURCE_MESSAGES = {
  dailyLimitRange: 'El límite diario debe estar entre 1 y 10000',
  syncIntervalRange: 'El intervalo de sincronización debe estar entre 1 y 1440 minutos',
  priorityRange: 'La prioridad debe ser un número entero entre 1 y 99',
  booleanField: 'El valor debe ser verdadero o falso',
  nothingToUpdate: 'Indica al menos un campo para actualizar',
  sourceNotFound: 'Fuente de datos no encontrada',
} as const;

export const ZDataSourceIdSchema = z.enum(DATA_SOURCE_IDS, { error: DATA_SOURCE_MESSAGES.sourceNotFound });

/**
 * A configuration is addressed by its apiId ("sport-api") or by its row id ("1"): both screens exist.
 * Digits are a row id, so they must be one (a positive 32-bit integer), never a query that fails.
 */
const zApiIdOrRowId = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(50),
  z.refine((value) => !/^\d+$/.test(value) || isId(value), MESSAGES.idInvalid),
);
export const ZApiConfigurationParamsSchema = z.object({ apiId: zApiIdOrRowId });
export const ZTestApiParamsSchema = z.object({ id: zApiIdOrRowId });

/**
 * complete: everything asked was read and stored (`success` is true only then); partial: something
 * was stored and something failed; failed: nothing was stored.
 */
export const SYNC_OUTCOMES = ['complete', 'partial', 'failed'] as const;
export type TSyncOutcome = (typeof SYNC_OUTCOMES)[number];
/** A last sync's failures are kept up to this many characters (the list shows them; a long list of leagues is cut). */
export const LAST_SYNC_ERROR_MAX = 1000;

/** connected / error come from the last test or sync; anything else is shown as disconnected. */
export const API_CONFIGURATION_STATUSES = ['connected', 'error', 'disconnected'] as const;

export const ZApiConfigurationResponseSchema = z.object({
  id: z.int(),
  apiId: ZDataSourceIdSchema,
  apiName: z.string(),
  /** Same as apiName: the list page reads `name`. */
  name: z.string(),
  description: z.nullable(z.string()),
  isEnabled: z.boolean(),
  /** Same as isEnabled: the list page reads `active`. */
  active: z.boolean(),
  /** 1 is the highest: when two sources describe the same race or match, the higher one's data wins. */
  priority: z.int(),
  status: z.enum(API_CONFIGURATION_STATUSES),
  /** Null: unlimited. */
  dailyLimit: z.nullable(z.int()),
  /** Minutes. */
  syncInterval: z.int(),
  autoSync: z.boolean(),
  useSyntheticOnly: z.boolean(),
  /** Whether the environment holds this service's credentials (never the credentials themselves). */
  credentialsConfigured: z.boolean(),
  /** When the last complete sync finished (a partial or failed one leaves it). */
  lastSyncAt: z.nullable(z.string()),
  /** How the last sync went, whichever it was; null: never synced. `status` stays `error` for partial. */
  lastSyncOutcome: z.nullable(z.enum(SYNC_OUTCOMES)),
  /** What the last sync failed at, each failure named (Spanish); null when it was complete or never ran. */
  lastSyncError: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type TApiConfigurationResponse = z.infer<typeof ZApiConfigurationResponseSchema>;

/**
 * Whether the automatic sync (the server's job, every 30 s) syncs this source once its interval has
 * passed: switched on, set to auto sync, not synthetic-only and with credentials. Being connected
 * is not asked: a source in error is tried again.
 */
export function isAutoSynced(
  source: Pick<TApiConfigurationResponse, 'isEnabled' | 'autoSync' | 'useSyntheticOnly' | 'credentialsConfigured'>,
): boolean {
  return source.isEnabled && source.autoSync && !source.useSyntheticOnly && source.credentialsConfigured;
}
export const ZApiConfigurationListResponseSchema = z.array(ZApiConfigurationResponseSchema);

const zFlag = z.boolean({ error: DATA_SOURCE_MESSAGES.booleanField });

/** A whole number from a number or a numeric string ("500"), else NaN, which the ranges then refuse. */
const toWholeNumber = (value: number | string) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
};

/**
 * Spec §5: 1 to 10000; empty or non-positive means unlimited (null). A fraction or text is refused.
 */
const zDailyLimit = z.pipe(
  z.union([z.number(), z.string(), z.null()], { error: DATA_SOURCE_MESSAGES.dailyLimitRange }),
  z.transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const limit = toWholeNumber(value);
    if (limit <= 0) return null;
    if (!Number.isInteger(limit) || limit > 10_000) {
      ctx.issues.push({ code: 'custom', message: DATA_SOURCE_MESSAGES.dailyLimitRange, input: value });
      return z.NEVER;
    }
    return limit;
  }),
);

const zWholeInRange = (min: number, max: number, message: string) =>
  z.pipe(
    z.union([z.number(), z.string()], { error: message }),
    z.transform((value, ctx) => {
      const number = toWholeNumber(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return number;
    }),
  );

/**
 * PATCH: the panel card sends one changed field; the list page sends `active` and maybe `priority`.
 * `active` is another name for `isEnabled`.
 */
export const ZUpdateApiConfigurationRequestSchema = z
  .partial(
    z.object({
      isEnabled: zFlag,
      active: zFlag,
      autoSync: zFlag,
      useSyntheticOnly: zFlag,
      dailyLimit: zDailyLimit,
      syncInterval: zWholeInRange(1, 1440, DATA_SOURCE_MESSAGES.syncIntervalRange),
      priority: zWholeInRange(1, 99, DATA_SOURCE_MESSAGES.priorityRange),
    }),
  )
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), DATA_SOURCE_MESSAGES.nothingToUpdate),
  );
export type TUpdateApiConfigurationRequest = z.input<typeof ZUpdateApiConfigurationRequestSchema>;

/** A connection test: `details` says what was found or what is wrong, in Spanish. */
export const ZTestApiResponseSchema = z.object({ connected: z.boolean(), details: z.string() });
export type TTestApiResponse = z.infer<typeof ZTestApiResponseSchema>;

export const ZApiStatsEntrySchema = z.object({
  apiName: z.string(),
  /** Calls made since 00:00 UTC (every HTTP request, retries included). */
  callsToday: z.int(),
  /** Successful calls over all calls, in percent with one decimal; null before the first call. */
  successRate: z.nullable(z.number()),
  dailyLimit: z.nullable(z.int()),
  /** The plan's daily limit as the service reported it in its headers; null when it says nothing. */
  serviceLimit: z.optional(z.nullable(z.int())),
  /**
   * What can still be called today: the lower of our own limit's remainder and the quota the
   * service last reported; null when neither is known (unlimited and the service says nothing).
   */
  remainingCalls: z.nullable(z.int()),
  /** Activa: the source is switched on. */
  status: z.enum(['Activa', 'Inactiva']),
  lastCall: z.nullable(z.string()),
  totalCalls: z.int(),
  successfulCalls: z.int(),
  /** Same as successfulCalls: one screen reads this name. */
  successCalls: z.int(),
  failedCalls: z.int(),
  /** Failed calls by cause: timeout, network, http_429, http_500…, quota, api_error, bad_response. */
  errorTypes: z.record(z.string(), z.int()),
  lastResetAt: z.nullable(z.string()),
});
export type TApiStatsEntry = z.infer<typeof ZApiStatsEntrySchema>;
/** Keyed by apiId: the four sources, plus `rapidapi-horse-racing` (the secondary UK racing feed). */
export const ZApiStatsResponseSchema = z.record(z.string(), ZApiStatsEntrySchema);

/**
 * A sync: `synced` races or events written, `settled` races or events that a result or cancellation
 * closed (their bets settled), `error` what failed when the sync was partial.
 */
/** Rows a sync read from the service, stored (created or updated), updated, and refused (read, not stored). */
export const ZSyncCountsSchema = z.object({ read: z.int(), stored: z.int(), updated: z.int(), refused: z.int() });
export type TSyncCounts = z.infer<typeof ZSyncCountsSchema>;
/** The counts of one league or racetrack, with its failure when it had one. */
export const ZSyncPartSchema = z.extend(ZSyncCountsSchema, { name: z.string(), error: z.optional(z.string()) });
export type TSyncPart = z.infer<typeof ZSyncPartSchema>;
/** What a sync adds to its answer: how it went, its counts, by league or track, each failure on its own. */
const syncReport = {
  outcome: z.optional(z.enum(SYNC_OUTCOMES)),
  counts: z.optional(ZSyncCountsSchema),
  parts: z.optional(z.array(ZSyncPartSchema)),
  errors: z.optional(z.array(z.string())),
};

export const ZSyncResponseSchema = z.object({
  ...syncReport,
  success: z.boolean(),
  message: z.string(),
  synced: z.int(),
  settled: z.int(),
  /** True when the source is set to synthetic data only: the simulator feeds the board, no call was made. */
  synthetic: z.boolean(),
  error: z.optional(z.string()),
});
export type TSyncResponse = z.infer<typeof ZSyncResponseSchema>;

export const ZSyncCompleteResponseSchema = z.object({
  ...syncReport,
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    theRacingApi: z.object({ totalUpcoming: z.int() }),
    rapidApi: z.object({ totalRaces: z.int() }),
    /** Racetracks of the synced races. */
    tracks: z.int(),
  }),
  error: z.optional(z.string()),
});
export type TSyncCompleteResponse = z.infer<typeof ZSyncCompleteResponseSchema>;

export const ZRacingConnectionResponseSchema = z.object({
  connected: z.boolean(),
  message: z.string(),
  tracksAvailable: z.int(),
  rapidApi: ZTestApiResponseSchema,
  details: z.string(),
  /** The endpoints of the services that answered, as "GET /v1/courses". */
  availableEndpoints: z.array(z.string()),
});
export type TRacingConnectionResponse = z.infer<typeof ZRacingConnectionResponseSchema>;

export const ZUsRacingTestResponseSchema = z.extend(ZTestApiResponseSchema, {
  data: z.object({ racesFound: z.int() }),
});
export type TUsRacingTestResponse = z.infer<typeof ZUsRacingTestResponseSchema>;

export const ZSyncUsRacesResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  synced: z.int(),
});

export const ZUpdateRealOddsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Races and events whose prices changed. */
  updated: z.int(),
  error: z.optional(z.string()),
});
export type TUpdateRealOddsResponse = z.infer<typeof ZUpdateRealOddsResponseSchema>;
