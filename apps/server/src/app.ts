import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/connect';
import { ensureSuperAdmin, seedDemoData } from './db/seed';
import { registerErrorHandler } from './lib/error-handler';
import { authRoutes } from './modules/auth/routes';
import { sessionPlugin } from './modules/auth/session-plugin';
import { healthRoutes } from './modules/health/routes';
import { userRoutes } from './modules/users/routes';
import { webRoutes } from './modules/web/routes';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/**
 * The whole server as a Fastify instance that is not listening yet: connects to the database,
 * applies the migrations, ensures the bootstrap accounts and registers every module.
 * Tests call it directly and talk to it with `inject` or over a real port.
 */
export async function buildApp(config: Config, options: { database?: Database } = {}): Promise<FastifyInstance> {
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
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });

  try {
    await database.migrate();
    if (config.superAdmin) await ensureSuperAdmin(database.db, config.superAdmin, app.log);
    if (config.demoData) await seedDemoData(database.db, app.log);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const { db } = database;
  await app.register(securityPlugin, { production: config.env === 'production' });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(sessionPlugin, { db, secureCookies: config.secureCookies });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { db });
  await app.register(userRoutes, { db });
  await app.register(webRoutes, { distDir: config.webDistDir });

  return app;
}
