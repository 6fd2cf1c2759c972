import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/connect';
import { silentLink } from '../test/silent-link';
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

    it('a leader whose database link goes silent stops its jobs, and another leads once the server lets go', async () => {
      const app = await createTestApp();
      const link = await silentLink(new URL(app.config.databaseUrl!));
      try {
        const running: string[] = [];
        const instance = async (name: string, databaseUrl: string) => {
          const database = await connectDatabase({ databaseUrl, dataDir: '/tmp' });
          opened.push(database);
          return runAsLeader({
            database,
            log: silent,
            retryMs: 100,
            heartbeatMs: 300,
            lead: async () => {
              running.push(name);
              return async () => {
                running.splice(running.indexOf(name), 1);
              };
            },
          });
        };
        const through = new URL(app.config.databaseUrl!);
        through.host = `127.0.0.1:${link.port}`;
        const a = await instance('a', through.toString());
        const b = await instance('b', app.config.databaseUrl!);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(running).toEqual(['a']);

        // No packet either way and no reset: a's queries just wait.
        link.goSilent();
        await expect.poll(() => running, { timeout: 5000 }).not.toContain('a');
        expect(a.isLeader()).toBe(false);
        // What the server's keepalive does to a dead peer (the proxy's own end would answer its probes).
        link.serverNoticesTheDeadPeer();
        await expect.poll(() => running, { timeout: 5000 }).toEqual(['b']);
        await b.stop();
        await a.stop();
      } finally {
        link.close();
        await app.close();
      }
    });
  });
});
