import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/connect';
import { ensureSuperAdmin, seedDemoData } from './db/seed';
import type { Leadership } from './jobs/leader';
import { registerErrorHandler } from './lib/error-handler';
import { refusedAttemptsPlugin } from './modules/audit/refused-attempts-plugin';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { bettingRoutes } from './modules/betting/routes';
import { ensureApiConfigurations } from './modules/datasources/ensure-api-configurations';
import { dataSourceRoutes } from './modules/datasources/routes';
import { sessionPlugin } from './modules/auth/session-plugin';
import { healthRoutes } from './modules/health/routes';
import { createInProcessBus, createPostgresBus, type LiveBus } from './modules/live/live-bus';
import { liveRoutes } from './modules/live/routes';
import { racingRoutes } from './modules/racing/routes';
import { settingsRoutes } from './modules/settings/routes';
import { settlementRoutes } from './modules/settlement/routes';
import { sliderRoutes } from './modules/slider/routes';
import { adminUserRoutes } from './modules/users/admin-routes';
import { sportsRoutes } from './modules/sports/routes';
import { userRoutes } from './modules/users/routes';
import { walletRoutes } from './modules/wallet/routes';
import { webRoutes } from './modules/web/routes';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { storableTextPlugin } from './plugins/storable-text';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Live events to every instance's WebSocket clients. */
    bus: LiveBus;
    /** The background jobs, once jobs/start-jobs.ts has started them. */
    jobs: { leadership: Leadership | undefined };
  }
}

/**
 * The whole server as a Fastify instance that is not listening yet: connects to the database,
 * applies the migrations, ensures the bootstrap accounts and registers every module.
 * Tests call it directly and talk to it with `inject` or over a real port.
 */
export async function buildApp(
  config: Config,
  options: { database?: Database; liveHeartbeatMs?: number } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
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
    if (config.superAdmin) await ensureSuperAdmin(database.db, config.superAdmin, app.log);
    if (config.demoData) await seedDemoData(database.db, app.log);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const { db } = database;
  const bus = database.pool ? await createPostgresBus(database.pool, app.log) : createInProcessBus();
  app.decorate('bus', bus);
  app.decorate('jobs', { leadership: undefined });
  app.addHook('onClose', async () => {
    // Jobs stop first (they write and publish), then the bus lets go of its connection, then the pool ends.
    await app.jobs.leadership?.stop();
    await bus.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(securityPlugin, { production: config.env === 'production' });
  await app.register(storableTextPlugin);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(sessionPlugin, { db, secureCookies: config.secureCookies });
  await app.register(refusedAttemptsPlugin, { db });
  await app.register(openApiPlugin);
  // Only routes that ask for it (config.rateLimit) are limited; login has its own per-account rule.
  await app.register(rateLimit, { global: false });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { db });
  await app.register(userRoutes, { db });
  await app.register(racingRoutes, { db, bus, cacheMs: config.listCacheMs });
  await app.register(sportsRoutes, { db, bus, cacheMs: config.listCacheMs });
  await app.register(bettingRoutes, { db, bus });
  await app.register(walletRoutes, { db });
  await app.register(adminUserRoutes, { db, bus });
  await app.register(auditRoutes, { db });
  await app.register(settlementRoutes, { db, bus });
  await app.register(sliderRoutes, { db, uploadsDir: config.uploadsDir });
  await app.register(settingsRoutes, { db });
  await app.register(dataSourceRoutes, { db, bus, config: config.dataSources });
  await app.register(liveRoutes, { bus, heartbeatMs: options.liveHeartbeatMs ?? 30_000 });
  await app.register(webRoutes, { distDir: config.webDistDir });

  return app;
}
