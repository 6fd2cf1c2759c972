import { pino } from 'pino';
import { buildApp, LISTEN_BACKLOG } from './app';
import { ConfigError, loadConfig } from './config';
import { startJobs } from './jobs/start-jobs';
import { REDACTED_LOG_PATHS, serializeError } from './lib/log-redaction';

/**
 * How long /readyz says "draining" before the server stops taking connections: a load balancer that
 * asks it sends no new request meanwhile, and live sockets are told to reconnect elsewhere.
 */
const DRAIN_MS = 1000;

/** Reads the configuration, builds the app (migrating the database), listens, and shuts down gracefully. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  app.log.info(`Galope listening on http://localhost:${config.port} (database: ${app.database.kind})`);
  await startJobs(app);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining, then no new connections, finishing requests in flight');
    // A request that hangs must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out after 10 s');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      app.health.drain();
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Through the same redaction as every log line: a failed first start must not print an account's
  // e-mail, a password hash or a query's parameters.
  pino({ redact: REDACTED_LOG_PATHS, serializers: { err: serializeError } }).fatal(
    { err: error },
    'Galope failed to start',
  );
  process.exit(1);
});
