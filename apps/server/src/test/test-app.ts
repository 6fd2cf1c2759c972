import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TUserRole, TUserStatus } from '@galope/contracts';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { users } from '../db/schema';
import { ensureUserSettings, hashPassword, SESSION_COOKIE } from '../modules/auth';
import { applyBalanceChange } from '../modules/wallet';

/**
 * The real app on a fresh database: an in-memory embedded PostgreSQL by default, or, when
 * TEST_DATABASE_URL is set, a new database created on that server for this test file and dropped after.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Omit<NonNullable<Parameters<typeof buildApp>[1]>, 'database'> = {},
): Promise<FastifyInstance> {
  // Each app its own uploads folder, so a test can see exactly what it wrote.
  const uploadsDir = overrides.uploadsDir ?? mkdtempSync(path.join(tmpdir(), 'galope-uploads-'));
  overrides = { ...overrides, uploadsDir };
  // Tests fire bursts of bets on a host shared with other test files: the shedder's limit must not fall
  // below a burst there. The tests of shedding itself (load-shedding.test.ts, busy.e2e) set their own.
  options = { ...options, loadShedding: options.loadShedding ?? { minLimit: 256 } };
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const app = await buildApp(testConfig(overrides), options);
    app.addHook('onClose', async () => rmSync(uploadsDir, { recursive: true, force: true }));
    return app;
  }

  const name = `galope_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(server, (client) => client.query(`create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  const app = await buildApp(testConfig({ ...overrides, databaseUrl: url.toString() }), options);
  // Dropped once the app has closed everything of its own. Not in an onClose hook: Fastify runs the hook
  // added last first, so the drop cut the connections of the app's jobs and bus under them, and a client
  // checked out at that moment raised its error where nobody listened (an uncaught exception in the run).
  const close = app.close.bind(app);
  const closeThenDrop = async () => {
    await close();
    rmSync(uploadsDir, { recursive: true, force: true });
    await withAdminClient(server, (client) => client.query(`drop database if exists ${name} with (force)`));
  };
  app.close = closeThenDrop as unknown as typeof app.close;
  return app;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

let counter = 0;
/** A unique name per call, so tests in one file never collide. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString('hex')}`;
}

/** What a sign-up sends for a new, unique account (POST /api/register): an adult, with a name. */
export function newAccount(prefix = 'nuevo') {
  const username = uniqueName(prefix);
  return {
    username,
    email: `${username}@example.com`,
    password: 'secret123',
    firstName: 'Ana',
    lastName: 'López',
    dateOfBirth: '1990-05-15',
  };
}

/** The settings an account starts with (the spec's defaults), written when it is created. */
export const NEW_ACCOUNT_SETTINGS = {
  emailNotifications: true,
  pushNotifications: true,
  marketingEmails: false,
  theme: 'light',
  timezone: 'America/Mexico_City',
  currency: 'USD',
};

export type TestUser = { id: number; username: string; email: string; password: string; cookie: string };

/** Writes a user straight to the database (role, status, balance through the ledger) and signs it in. */
export async function createUser(
  app: FastifyInstance,
  options: {
    role?: TUserRole;
    status?: TUserStatus;
    balance?: number;
    password?: string;
    /** Null: an account from before the site asked for it. */
    dateOfBirth?: string | null;
  } = {},
): Promise<TestUser> {
  const username = uniqueName(options.role === 'admin' ? 'admin' : 'player');
  const email = `${username}@example.com`;
  const password = options.password ?? 'secret123';
  const { db } = app.database;
  const [row] = await db
    .insert(users)
    .values({
      username,
      email,
      password: await hashPassword(password),
      role: options.role ?? 'user',
      status: options.status ?? 'approved',
      dateOfBirth: options.dateOfBirth === undefined ? '1990-06-15' : options.dateOfBirth,
    })
    .returning();
  await ensureUserSettings(db, row!.id);
  if (options.balance) {
    await db.transaction((tx) =>
      applyBalanceChange(tx, {
        userId: row!.id,
        amountCents: options.balance! * 100,
        type: 'deposit',
        text: { code: 'deposit', params: {} },
      }),
    );
  }
  const cookie = await login(app, username, password);
  return { id: row!.id, username, email, password, cookie };
}

/** One account of each kind an authorization test calls as: both staff roles, a funded player, a pending sign-up. */
export async function createStaffAndPlayers(app: FastifyInstance) {
  return {
    superAdmin: await createUser(app, { role: 'super_admin' }),
    admin: await createUser(app, { role: 'admin' }),
    player: await createUser(app, { balance: 100 }),
    pending: await createUser(app, { status: 'pending' }),
  };
}

/** An administrator sets the account's status through the API, as the back office does. */
export async function setStatusAsAdmin(app: FastifyInstance, admin: TestUser, user: TestUser, status: TUserStatus) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/users/${user.id}/status`,
    headers: { cookie: admin.cookie },
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Signs in through the API and returns the Cookie header to send. */
export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response);
}

export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie in the response');
  return `${SESSION_COOKIE}=${cookie.value}`;
}
