import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { connectDatabase } from './connect';
import { queryRows } from './query-rows';
import { ensureSuperAdmin } from './seed';

const server = process.env.TEST_DATABASE_URL;

/**
 * What an operator meets on day one: the production walk's two instances started at once on a new
 * PostgreSQL database, with a super administrator configured and the demo data on.
 */
describe('two instances starting at once on a new database', () => {
  it.runIf(Boolean(server))('both start, with one super administrator and the demo accounts once', async () => {
    const name = `galope_boot_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    const url = new URL(server!);
    url.pathname = `/${name}`;
    const config = testConfig({
      databaseUrl: url.toString(),
      superAdmin: { username: 'Jefa', password: 'clave-segura-1' },
      demoData: true,
    });
    let apps: FastifyInstance[] = [];
    try {
      const started = await Promise.allSettled([buildApp(config), buildApp(config), buildApp(config)]);
      apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      const [counts] = await queryRows<{ chiefs: number; demo_admins: number; users: number }>(
        apps[0]!.database.db,
        sql`select count(*) filter (where lower(username) = 'jefa' and role = 'super_admin')::int as chiefs,
                   count(*) filter (where username = 'admin')::int as demo_admins, count(*)::int as users
            from users`,
      );
      expect(counts).toMatchObject({ chiefs: 1, demo_admins: 1 });
      const signedIn = await apps[1]!.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'jefa', password: 'clave-segura-1' },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);

      // The account ensured from five connections at once, as five processes would: none fails.
      const connections = await Promise.all(
        [1, 2, 3, 4, 5].map(() => connectDatabase({ databaseUrl: url.toString(), dataDir: '' })),
      );
      try {
        const account = { username: 'Segunda', password: 'clave-segura-2' };
        await Promise.all(connections.map((connection) => ensureSuperAdmin(connection.db, account, apps[0]!.log)));
        const [second] = await queryRows<{ n: number }>(
          apps[0]!.database.db,
          sql`select count(*)::int as n from users where lower(username) = 'segunda' and role = 'super_admin'`,
        );
        expect(second!.n).toBe(1);
      } finally {
        await Promise.all(connections.map((connection) => connection.close()));
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
