import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessions, deleteOldLoginAttempts } from '../modules/auth';
import { startDataSourceJobs } from '../modules/datasources';
import { purgeOldNotifications } from '../modules/notifications';
import { notifyProtectionEnds } from '../modules/protection';
import { markResultsPending, settlePending, settleRace, settleSportEvent } from '../modules/settlement';
import { startSimulator } from '../modules/simulator';
import { type Leadership, runAsLeader } from './leader';

const HOUR_MS = 60 * 60 * 1000;
/** The settlement safety net: anything over with pending bets is settled within this long. */
const SETTLEMENT_SWEEP_MS = 5000;
/** How often the leader looks for races and fixtures overdue for a result. */
const RESULT_PENDING_CHECK_MS = 60_000;
/** How often the leader looks for limit raises that applied and pauses that ended, to tell their players. */
const PROTECTION_ENDS_CHECK_MS = 60_000;

/**
 * The background work of one instance — the simulator, the settlement sweep, the result-pending check, the protection notifications and the hourly clean-ups (sessions, sign-in attempts, notifications past 90 days) — started only in the
 * instance that leads (decision 004). buildApp's close hook stops them before the database closes.
 */
export async function startJobs(app: FastifyInstance): Promise<Leadership> {
  const { config, database, bus, log } = app;
  const leadership = await runAsLeader({
    database,
    log,
    lead: async () => {
      const simulator = config.simulator.enabled
        ? await startSimulator({
            db: database.db,
            bus,
            log: log.child({ job: 'simulator' }),
            seed: config.simulator.seed ?? Math.floor(Math.random() * 2 ** 31),
            speed: config.simulator.speed,
            onRaceFinished: async (raceId) => {
              await settleRace(database.db, bus, raceId);
            },
            onSportEventFinished: async (eventId) => {
              await settleSportEvent(database.db, bus, eventId);
            },
          })
        : undefined;

      const stopDataSources = startDataSourceJobs({
        db: database.db,
        service: app.dataSources,
        log: log.child({ job: 'datasources' }),
        config: config.dataSources,
      });

      const cleanUp = async () => {
        try {
          await deleteExpiredSessions(database.db);
          await deleteOldLoginAttempts(database.db);
          await purgeOldNotifications(database.db, new Date());
        } catch (error) {
          log.error({ err: error }, 'clean-up failed');
        }
      };
      const cleanUpTimer = setInterval(() => void cleanUp(), HOUR_MS);
      cleanUpTimer.unref();
      void cleanUp();

      let sweeping = false;
      const sweep = async () => {
        if (sweeping) return;
        sweeping = true;
        try {
          await settlePending(database.db, bus);
        } catch (error) {
          log.error({ err: error }, 'settlement sweep failed');
        } finally {
          sweeping = false;
        }
      };
      const sweepTimer = setInterval(() => void sweep(), SETTLEMENT_SWEEP_MS);
      sweepTimer.unref();

      const markOverdue = async () => {
        try {
          const marked = await markResultsPending(database.db, bus, {
            now: new Date(),
            graceHours: config.resultGraceHours,
          });
          if (marked.raceIds.length + marked.eventIds.length > 0)
            log.info(marked, 'results pending: waiting for staff');
        } catch (error) {
          log.error({ err: error }, 'result-pending check failed');
        }
      };
      const overdueTimer = setInterval(() => void markOverdue(), RESULT_PENDING_CHECK_MS);
      overdueTimer.unref();
      void markOverdue();

      const notifyEnds = async () => {
        try {
          await notifyProtectionEnds(database.db, bus, new Date());
        } catch (error) {
          log.error({ err: error }, 'protection notifications failed');
        }
      };
      const endsTimer = setInterval(() => void notifyEnds(), PROTECTION_ENDS_CHECK_MS);
      endsTimer.unref();
      void notifyEnds();

      return async () => {
        clearInterval(endsTimer);
        clearInterval(cleanUpTimer);
        clearInterval(sweepTimer);
        clearInterval(overdueTimer);
        await simulator?.stop();
        await stopDataSources();
      };
    },
  });
  app.jobs.leadership = leadership;
  return leadership;
}
