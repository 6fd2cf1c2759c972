import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createRace } from '../test/race-fixtures';
import { createUser } from '../test/test-app';
import { backupDatabase, restoreDatabase } from './backup';
import { embeddedLockFile } from './connect';
import { queryRows } from './query-rows';
import { balanceTransactions, bets, users } from './schema';

// Each embedded database is created on disk and migrated: several seconds apiece on this machine.
vi.setConfig({ testTimeout: 120_000 });

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const tempDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'galope-backup-'));
  folders.push(folder);
  return folder;
};

/** Everything money: every balance, every ledger row, every bet, in a stable order. */
async function moneyOf(app: FastifyInstance) {
  const { db } = app.database;
  return {
    users: await db.select({ id: users.id, balance: users.balance }).from(users).orderBy(asc(users.id)),
    ledger: await db.select().from(balanceTransactions).orderBy(asc(balanceTransactions.id)),
    bets: await db.select().from(bets).orderBy(asc(bets.id)),
  };
}

/** A player with a deposit and two bets: balances, ledger rows and bets to keep. */
async function placeBets(app: FastifyInstance) {
  const player = await createUser(app, { balance: 50 });
  const { race, entries } = await createRace(app.database.db);
  for (const amount of ['2.50', '7.25']) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: player.cookie },
      payload: { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount, odds: '2.50' },
    });
    expect(response.statusCode).toBe(201);
  }
  return player;
}

describe('npm run db:backup and db:restore', () => {
  it('embedded: refuses while another live process has the database open, and says which', async () => {
    const dataDir = tempDir();
    const app = await buildApp(testConfig({ databaseUrl: undefined, dataDir, uploadsDir: path.join(dataDir, 'up') }));
    await app.close();
    // Another server on the same DATA_DIR: a live process whose pid is in db.lock.
    const server = spawn('sleep', ['30']);
    try {
      writeFileSync(embeddedLockFile(dataDir), String(server.pid));
      const file = path.join(tempDir(), 'refused.tar.gz');
      await expect(backupDatabase({ databaseUrl: undefined, dataDir }, file)).rejects.toThrow(
        `is open in process ${server.pid}`,
      );
      await expect(restoreDatabase({ databaseUrl: undefined, dataDir }, file)).rejects.toThrow(/No backup file/);
      expect(existsSync(file)).toBe(false);
      // So does a second server.
      await expect(
        buildApp(testConfig({ databaseUrl: undefined, dataDir, uploadsDir: path.join(dataDir, 'up') })),
      ).rejects.toThrow(`is open in process ${server.pid}`);
    } finally {
      server.kill();
    }
  });

  it('embedded: a round trip keeps balances, ledger and bets identical', async () => {
    const dataDir = tempDir();
    const open = () => buildApp(testConfig({ databaseUrl: undefined, dataDir, uploadsDir: path.join(dataDir, 'up') }));
    // Into a folder nobody has made yet, as a nightly job's first run on a new host.
    const folder = path.join(tempDir(), 'backups', 'nightly');
    const file = path.join(folder, 'galope.tar.gz');

    let app = await open();
    await placeBets(app);
    const before = await moneyOf(app);
    expect(before.bets).toHaveLength(2);
    await app.close();
    await backupDatabase({ databaseUrl: undefined, dataDir }, file);
    // Readable by its owner only, and nothing half-written left beside it.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(['galope.tar.gz']);

    // Life goes on after the backup: another player bets.
    app = await open();
    await placeBets(app);
    expect((await moneyOf(app)).bets).toHaveLength(4);
    await app.close();

    const previous = await restoreDatabase({ databaseUrl: undefined, dataDir }, file);
    expect(previous).toMatch(/db\.before-restore-/);
    app = await open();
    try {
      expect(await moneyOf(app)).toEqual(before);
    } finally {
      await app.close();
    }

    // And onto a new machine whose DATA_DIR does not exist yet.
    const fresh = path.join(tempDir(), 'new-host', 'data');
    expect(await restoreDatabase({ databaseUrl: undefined, dataDir: fresh }, file)).toBeUndefined();
    const moved = await buildApp(
      testConfig({ databaseUrl: undefined, dataDir: fresh, uploadsDir: path.join(fresh, 'up') }),
    );
    try {
      expect(await moneyOf(moved)).toEqual(before);
    } finally {
      await moved.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: pg_dump and pg_restore keep balances, ledger and bets identical',
    async () => {
      const server = process.env.TEST_DATABASE_URL!;
      const names = [`galope_backup_${process.pid}_a`, `galope_backup_${process.pid}_b`];
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
      try {
        for (const name of names) {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.query(`create database ${name}`);
        }
        const file = path.join(tempDir(), 'galope.dump');
        const source = await buildApp(testConfig({ databaseUrl: urlOf(names[0]!) }));
        let before;
        try {
          await placeBets(source);
          before = await moneyOf(source);
          await backupDatabase({ databaseUrl: urlOf(names[0]!), dataDir: tempDir() }, file);
        } finally {
          await source.close();
        }
        await restoreDatabase({ databaseUrl: urlOf(names[1]!), dataDir: tempDir() }, file);
        const restored = await buildApp(testConfig({ databaseUrl: urlOf(names[1]!) }));
        try {
          expect(await moneyOf(restored)).toEqual(before);
          // The restored sequences go on after the last row, so the next bet does not collide.
          await placeBets(restored);
          const [row] = await queryRows<{ n: number }>(restored.database.db, sql`select count(*)::int as n from bets`);
          expect(row!.n).toBe(4);
        } finally {
          await restored.close();
        }
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
