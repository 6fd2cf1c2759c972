import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

/** proxy-addr's names for address ranges, accepted beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** Unset: no proxy. A number of hops in front of the server, or the proxies' addresses (comma-separated). */
const trustProxySetting = z.string().transform((value, context): number | string[] => {
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || wrong.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be a number of hops or a list of addresses (not ${wrong.join(', ') || 'empty'})`,
    });
    return z.NEVER;
  }
  return entries;
});

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SUPERADMIN_USERNAME: z.string().min(3).optional(),
  SUPERADMIN_PASSWORD: z.string().min(6).optional(),
  DEMO_DATA: booleanFlag.optional(),
  // Synthetic races must never take real money by accident: off in production unless asked for.
  SIMULATOR: booleanFlag.optional(),
  SIM_SEED: z.coerce.number().int().optional(),
  SIM_SPEED: z.coerce.number().positive().max(100_000).default(1),
  RESULT_GRACE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(3),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxySetting.optional(),
  API_DOCS: booleanFlag.optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN: at least 16 characters').optional(),
  SPORT_API_BASE_URL: z.url().default('https://v3.football.api-sports.io'),
  HORSE_RACING_API_BASE_URL: z.url().default('https://api.theracingapi.com/v1'),
  UK_BETTING_ODDS_API_BASE_URL: z.url().default('https://api.the-odds-api.com'),
  US_HORSE_RACING_API_BASE_URL: z.url().default('https://horse-racing-usa.p.rapidapi.com'),
  RAPIDAPI_HORSE_RACING_BASE_URL: z.url().default('https://horse-racing.p.rapidapi.com'),
  SPORT_API_KEY: z.string().optional(),
  THE_RACING_API_USERNAME: z.string().optional(),
  THE_RACING_API_PASSWORD: z.string().optional(),
  ODDS_API_KEY: z.string().optional(),
  RAPIDAPI_KEY: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset: the embedded PostgreSQL (PGlite) in `dataDir/db`; `memory://` keeps it in memory (tests). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where uploaded images live: `dataDir/uploads`. */
  uploadsDir: string;
  sessionSecret: string;
  /** Secure cookies and strict checks: only in production. */
  secureCookies: boolean;
  superAdmin: { username: string; password: string } | undefined;
  demoData: boolean;
  simulator: { enabled: boolean; seed: number | undefined; speed: number };
  /** Hours past its expected end before a race or fixture with no result becomes `result_pending`. */
  resultGraceHours: number;
  logLevel: string;
  /**
   * Who may say, in X-Forwarded-*, which client and scheme a request came from — the
   * address the login and registration limits count, and the one the logs show. False: nobody.
   */
  trustProxy: false | number | string[];
  /** The OpenAPI description and its UI at /api/docs (off by default in production). */
  apiDocs: boolean;
  /** `GET /metrics` answers only `Authorization: Bearer <this>`; unset, it is a 404. */
  metricsToken: string | undefined;
  /**
   * Socket timeouts: a connection idle this long is closed (one that never sends a byte too), a
   * request must arrive whole within `requestMs`, and a kept-alive connection waits `keepAliveMs`
   * for the next request (longer than a proxy's idle keep-alive, so the proxy closes first).
   */
  timeouts: { connectionMs: number; requestMs: number; keepAliveMs: number };
  /** The built web app to serve, if present. */
  webDistDir: string;
  /** How long the public board lists are served from memory (0 in tests, to see every write at once). */
  listCacheMs: number;
  /**
   * How long a signed-in session read stays in an instance's memory (decision 012): sign-out,
   * password change, deactivation, status, profile and balance changes clear it on every instance
   * at once, so this bounds only what nobody announced. 0: every request reads the database.
   */
  sessionCacheMs: number;
  /** The external data sources (docs/rules/data-sources.md): where each is called and its credentials (never stored or returned). */
  dataSources: DataSourcesConfig;
};

export type DataSourcesConfig = {
  sportApi: { baseUrl: string; key: string | undefined };
  theRacingApi: { baseUrl: string; username: string | undefined; password: string | undefined };
  oddsApi: { baseUrl: string; key: string | undefined };
  usHorseRacing: { baseUrl: string; key: string | undefined };
  rapidApiHorseRacing: { baseUrl: string; key: string | undefined };
};

/** The services' public URLs, no credentials: every source reports itself not connected. */
export const DEFAULT_DATA_SOURCES: DataSourcesConfig = {
  sportApi: { baseUrl: 'https://v3.football.api-sports.io', key: undefined },
  theRacingApi: { baseUrl: 'https://api.theracingapi.com/v1', username: undefined, password: undefined },
  oddsApi: { baseUrl: 'https://api.the-odds-api.com', key: undefined },
  usHorseRacing: { baseUrl: 'https://horse-racing-usa.p.rapidapi.com', key: undefined },
  rapidApiHorseRacing: { baseUrl: 'https://horse-racing.p.rapidapi.com', key: undefined },
};

export const DEFAULT_TIMEOUTS: Config['timeouts'] = { connectionMs: 75_000, requestMs: 120_000, keepAliveMs: 72_000 };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/**
 * Reads the environment once, at start. Nothing else in the server reads `process.env`.
 * Throws `ConfigError` listing every problem, so the process refuses to start with all of them at once.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = parsed.data;
  const problems: string[] = [];
  if (vars.NODE_ENV === 'production' && !vars.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required when NODE_ENV=production');
  }
  if (Boolean(vars.SUPERADMIN_USERNAME) !== Boolean(vars.SUPERADMIN_PASSWORD)) {
    problems.push('SUPERADMIN_USERNAME and SUPERADMIN_PASSWORD: set both or neither');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    sessionSecret: vars.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    secureCookies: vars.NODE_ENV === 'production',
    superAdmin:
      vars.SUPERADMIN_USERNAME && vars.SUPERADMIN_PASSWORD
        ? { username: vars.SUPERADMIN_USERNAME, password: vars.SUPERADMIN_PASSWORD }
        : undefined,
    demoData: vars.DEMO_DATA ?? vars.NODE_ENV !== 'production',
    simulator: {
      enabled: vars.SIMULATOR ?? vars.NODE_ENV !== 'production',
      seed: vars.SIM_SEED,
      speed: vars.SIM_SPEED,
    },
    resultGraceHours: vars.RESULT_GRACE_HOURS,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY ?? false,
    apiDocs: vars.API_DOCS ?? vars.NODE_ENV !== 'production',
    metricsToken: vars.METRICS_TOKEN,
    timeouts: DEFAULT_TIMEOUTS,
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    listCacheMs: 1000,
    sessionCacheMs: 5000,
    dataSources: {
      sportApi: { baseUrl: vars.SPORT_API_BASE_URL, key: vars.SPORT_API_KEY },
      theRacingApi: {
        baseUrl: vars.HORSE_RACING_API_BASE_URL,
        username: vars.THE_RACING_API_USERNAME,
        password: vars.THE_RACING_API_PASSWORD,
      },
      oddsApi: { baseUrl: vars.UK_BETTING_ODDS_API_BASE_URL, key: vars.ODDS_API_KEY },
      usHorseRacing: { baseUrl: vars.US_HORSE_RACING_API_BASE_URL, key: vars.RAPIDAPI_KEY },
      rapidApiHorseRacing: { baseUrl: vars.RAPIDAPI_HORSE_RACING_BASE_URL, key: vars.RAPIDAPI_KEY },
    },
  };
}

/** The generated secret is kept in DATA_DIR so sessions survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** A configuration for tests: in-memory database, no simulator, no demo data unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    // Under vitest, a copy of the run's migrated database (test/global-setup.ts).
    databaseUrl: process.env.GALOPE_TEST_DB_TEMPLATE
      ? `memory://?template=${encodeURIComponent(process.env.GALOPE_TEST_DB_TEMPLATE)}`
      : 'memory://',
    dataDir: path.resolve('data/test'),
    uploadsDir: path.resolve('data/test/uploads'),
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    secureCookies: false,
    superAdmin: undefined,
    demoData: false,
    simulator: { enabled: false, seed: 1, speed: 1 },
    resultGraceHours: 3,
    logLevel: 'silent',
    trustProxy: false,
    apiDocs: true,
    metricsToken: undefined,
    timeouts: DEFAULT_TIMEOUTS,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    listCacheMs: 0,
    // On in tests: they prove that what must end a session or change a user clears it everywhere.
    sessionCacheMs: 5000,
    dataSources: DEFAULT_DATA_SOURCES,
    ...overrides,
  };
}
