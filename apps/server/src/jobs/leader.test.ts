import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/connect';
import { createTestApp } from '../test/test-app';
import { runAsLeader } from './leader';

const silent = { info() {}, error() {}, warn() {} } as never;

describe('leader election', () => {
  it('on the embedded database the only instance leads', async () => {
    const app = await createTestApp();
    try {
      let started = 0;
      const leadership = await runAsLeader({
        database: app.database,
        log: silent,
        lead: async () => {
          started += 1;
          return async () => {};
        },
      });
      expect(leadership.isLeader()).toBe(true);
      expect(started).toBe(1);
      await leadership.stop();
    } finally {
      await app.close();
    }
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    const opened: Database[] = [];
    afterAll(async () => {
      for (const database of opened) await database.close().catch(() => {});
    });

    it('exactly one of two instances leads, and the other takes over when it stops', async () => {
      const app = await createTestApp();
      try {
        const running: string[] = [];
        const instance = async (name: string) => {
          const database = await connectDatabase({ databaseUrl: app.config.databaseUrl, dataDir: '/tmp' });
          opened.push(database);
          return runAsLeader({
            database,
            log: silent,
            retryMs: 100,
            lead: async () => {
              running.push(name);
              return async () => {
                running.splice(running.indexOf(name), 1);
              };
            },
          });
        };
        const a = await instance('a');
        const b = await instance('b');
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(running).toEqual(['a']);
        expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);

        await a.stop();
        await expect.poll(() => running, { timeout: 3000 }).toEqual(['b']);
        expect(b.isLeader()).toBe(true);
        await b.stop();
      } finally {
        await app.close();
      }
    });
  });
});
