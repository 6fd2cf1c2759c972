import { readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController, type RawRequestDefaultExpression } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Clock, systemClock } from './lib/clock';
import { connectDatabase, type Database } from './db/connect';
import { ensureSuperAdmin, seedDemoData } from './db/seed';
import type { Leadership } from './jobs/leader';
import { registerErrorHandler } from './lib/error-handler';
import { dropForgedForwardedFor } from './lib/forwarded-for';
import { requestIdOf } from './lib/request-id';
import { createShedding, DEFAULT_LOAD_SHEDDING, isBetPlaced, type LoadShedderOptions } from './lib/load-shedder';
import { REDACTED_LOG_PATHS, serializeError } from './lib/log-redaction';
import { auditRoutes, refusedAttemptsPlugin } from './modules/audit';
import { authRoutes, findLiveSessions, sessionPlugin } from './modules/auth';
import { bettingRoutes } from './modules/betting';
import { cashOutRoutes } from './modules/cash-out';
import { cashierRoutes } from './modules/cashier';
import {
  createDataSourceService,
  dataSourceRoutes,
  type DataSourceService,
  ensureApiConfigurations,
} from './modules/datasources';
import { healthRoutes, measureClockOffset } from './modules/health';
import { countRefusedBusy, createMetrics, metricsPlugin } from './modules/metrics';
import { createInProcessBus, createPostgresBus, type LiveBus, liveRoutes } from './modules/live';
import { protectionRoutes } from './modules/protection';
import { notificationRoutes } from './modules/notifications';
import { ownRaceRoutes } from './modules/own-races';
import { racingRoutes } from './modules/racing';
import { resultsRoutes } from './modules/results';
import { searchRoutes } from './modules/search';
import { settingsRoutes } from './modules/settings';
import { findSettlementLag, settlementRoutes } from './modules/settlement';
import { sliderRoutes } from './modules/slider';
import { sportsRoutes } from './modules/sports';
import { toteRoutes } from './modules/tote';
import { adminUserRoutes, userRoutes } from './modules/users';
import { walletRoutes } from './modules/wallet';
import { webRoutes } from './modules/web';
import { openApiPlugin } from './plugins/openapi';
import { securityHeaders, securityPlugin } from './plugins/security';
import { storableTextPlugin } from './plugins/storable-text';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Live events to every instance's WebSocket clients. */
    bus: LiveBus;
    /** The data sources' use cases, one for the routes and the jobs (one map of the syncs under way). */
    dataSources: DataSourceService;
    /** The background jobs, once jobs/start-jobs.ts has started them. */
    jobs: { leadership: Leadership | undefined };
  }
}

/**
 * The whole server as a Fastify instance that is not listening yet: connects to the database,
 * applies the migrations, ensures the bootstrap accounts and registers every module.
 * Tests call it directly and talk to it with `inject` or over a real port.
 */
/**
 * How many new connections the kernel holds for the server to accept. Node's default is 511: a
 * race-day crowd opening connections faster than a busy process accepts them overflowed it, and the
 * kernel dropped the rest silently (TcpExtListenOverflows), so those players heard back only after
 * TCP's retransmissions, one to eight seconds later, when a refusal (503 BUSY) takes milliseconds.
 * The kernel caps it at net.core.somaxconn (4096 on current Linux).
 */
export const LISTEN_BACKLOG = 4096;

export async function buildApp(
  config: Config,
  options: {
    database?: Database;
    liveHeartbeatMs?: number;
    /** Where the logs go instead of stdout (tests read them). */
    logStream?: { write(line: string): void };
    /** "Now" for the player-protection rules and bet placement (lib/clock.ts); the system's by default. */
    clock?: Clock;
    /** When bets are refused with 503 BUSY rather than queued (lib/load-shedder.ts). */
    loadShedding?: Partial<LoadShedderOptions>;
  } = {},
): Promise<FastifyInstance> {
  // Bets past what the server takes are refused by its HTTP server, before Fastify (lib/load-shedder.ts).
  const shedding = createShedding({ ...DEFAULT_LOAD_SHEDDING, ...options.loadShedding });
  const app = Fastify({
    // Its HTTP server: Fastify's own, with the shedder's gate in front and the socket timeouts of the config.
    serverFactory: shedding.serverFactory(config.timeouts),
    logger: {
      level: config.logLevel,
      redact: REDACTED_LOG_PATHS,
      serializers: { err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One id follows a request through nginx, our log and the answer (lib/request-id.ts).
    genReqId: (request) => requestIdOf(request.headers),
    bodyLimit: 1024 * 1024,
    // One line per request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The client address (limits, logs) and scheme (same-origin rule) behind a proxy.
    trustProxy: trustProxyOption(config.trustProxy),
    // The one hook Fastify runs before it reads the client address (its request log does at once):
    // the URL stays as it is, only X-Forwarded-For loses what is no address (lib/forwarded-for.ts).
    ...(config.trustProxy === false
      ? {}
      : {
          rewriteUrl: (request: RawRequestDefaultExpression) => {
            dropForgedForwardedFor(request);
            return request.url ?? '/';
          },
        }),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database = options.database ?? (await connectDatabase(config));
  const ownsDatabase = !options.database;
  app.decorate('config', config);
  app.decorate('database', database);

  try {
    await database.migrate();
    await ensureApiConfigurations(database.db);
    // Demo data first: it looks for a database that was never seeded, which the super admin is not part of.
    if (config.demoData) await seedDemoData(database.db, app.log, { superAdmin: config.superAdmin?.username });
    if (config.superAdmin) await ensureSuperAdmin(database.db, config.superAdmin, app.log);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const { db } = database;
  const clock = options.clock ?? systemClock;
  const bus = database.pool ? await createPostgresBus(database.pool, app.log) : createInProcessBus();
  app.decorate('bus', bus);
  app.decorate('jobs', { leadership: undefined });
  const dataSources = createDataSourceService({
    db,
    bus,
    log: app.log.child({ module: 'datasources' }),
    config: config.dataSources,
  });
  app.decorate('dataSources', dataSources);
  app.addHook('onClose', async () => {
    // Jobs stop first (they write and publish), then the bus lets go of its connection, then the pool ends.
    await app.jobs.leadership?.stop();
    await bus.close();
    if (ownsDatabase) await database.close();
  });

  // Every answer names its request: what a player quotes to support is the line in the log.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  // The request's one log line, once answered: who asked (the signed-in user's id), what, and how it went.
  // A bet placed (a shed route's success) is logged at debug: its line is the bets' summary every 10 s
  // (lib/load-shedder.ts), and the bet and its ledger row are the record. Under a crowd, a line per bet
  // written to a file on the database's disk made the refusals wait 600 ms at p99 (docs/perf).
  app.addHook('onResponse', (request, reply, done) => {
    request.log[isBetPlaced(request, reply) ? 'debug' : 'info'](
      {
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.user?.id,
      },
      'request completed',
    );
    done();
  });
  await app.register(securityPlugin, { production: config.env === 'production' });
  // /metrics behind METRICS_TOKEN, and the hooks that time requests and count bets.
  const metrics = createMetrics({ version: serverVersion() });
  metrics.sources.poolUse = () => database.poolUse();
  metrics.sources.settlementLag = () => findSettlementLag(db);
  metrics.sources.isLeader = () => app.jobs.leadership?.isLeader() ?? false;
  metrics.sources.clockOffset = () => measureClockOffset(db, clock);
  await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  // Responses above 1 KB (the race feeds are hundreds) go out as the browser asks, Brotli
  // first. Brotli at quality 4 costs about what gzip does per request; the web build's files are
  // compressed once at best quality and served as they are (modules/web).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Before the session plugin: a bet refused under overload costs no session or body read.
  await app.register(shedding.plugin, {
    headers: securityHeaders(config.env === 'production'),
    onRefused: (method, route) => countRefusedBusy(metrics, method, route),
  });
  await app.register(storableTextPlugin);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(sessionPlugin, {
    db,
    bus,
    secureCookies: config.secureCookies,
    cacheMs: config.sessionCacheMs,
  });
  await app.register(refusedAttemptsPlugin, { db });
  if (config.apiDocs) await app.register(openApiPlugin);
  // What a signed-in user reads about their account is never kept by a browser or a proxy cache.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?', 1)[0]!;
    if (path === '/api/user' || path.startsWith('/api/user/') || path === '/api/auth/user') {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  // Only routes that ask for it (config.rateLimit) are limited; login has its own per-account rule.
  await app.register(rateLimit, { global: false });

  let draining = false;
  app.decorate('health', { drain: () => void (draining = true) });
  await app.register(healthRoutes, { database, production: config.env === 'production', draining: () => draining });
  await app.register(authRoutes, { db, sessionSecret: config.sessionSecret, secureCookies: config.secureCookies });
  await app.register(userRoutes, { db, bus });
  await app.register(racingRoutes, { db, bus, cacheMs: config.listCacheMs });
  await app.register(sportsRoutes, { db, bus, cacheMs: config.listCacheMs });
  await app.register(resultsRoutes, { db });
  await app.register(searchRoutes, { db, clock });
  await app.register(bettingRoutes, { db, bus, sessionCacheMs: config.sessionCacheMs, clock });
  await app.register(cashOutRoutes, { db, bus, clock });
  await app.register(toteRoutes, { db, bus, clock, sessionCacheMs: config.sessionCacheMs });
  await app.register(ownRaceRoutes, { db, bus, clock });
  await app.register(walletRoutes, { db });
  await app.register(protectionRoutes, { db, bus, clock });
  await app.register(cashierRoutes, { db, bus, clock });
  await app.register(notificationRoutes, { db, bus });
  await app.register(adminUserRoutes, { db, bus });
  await app.register(auditRoutes, { db });
  await app.register(settlementRoutes, { db, bus, clock });
  await app.register(sliderRoutes, { db, uploadsDir: config.uploadsDir });
  await app.register(settingsRoutes, { db });
  await app.register(dataSourceRoutes, { db, service: dataSources, config: config.dataSources });
  await app.register(liveRoutes, {
    bus,
    metrics: metrics.sources,
    heartbeatMs: options.liveHeartbeatMs ?? 30_000,
    findLiveSessions: (sessionIds) => findLiveSessions(db, sessionIds),
  });
  await app.register(webRoutes, { distDir: config.webDistDir });

  return app;
}

/**
 * Fastify reads a bare number as "trust nobody"; a hop count means the last N addresses in
 * X-Forwarded-For are our proxies, as in Express.
 */
function trustProxyOption(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** The server's version, from its package.json (beside `src/` in a checkout, beside `dist/` in a build). */
function serverVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
