import type { TUserStatus } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { type FakeServices, startFakeServices } from './start-fake-services';
import { createTestApp, createUser, type TestUser } from './test-app';
import { createTestClock, type TestClock } from './test-clock';

/** The test file's app, built by `useTestApp` before the file's tests (each test file has its own module). */
export let app: FastifyInstance;

/** The real app on a fresh database (`createTestApp`) for a test file: built before its tests, closed after. */
export function useTestApp(...options: Parameters<typeof createTestApp>): void {
  beforeAll(async () => {
    app = await createTestApp(...options);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/**
 * `useTestApp` with the server's clock (lib/clock.ts) on a test clock, which the file's tests move on to see
 * what waits for time happen: answers that clock.
 */
export function useTestAppOnTestClock(): TestClock {
  const clock = createTestClock();
  useTestApp({}, { clock: clock.now });
  return clock;
}

type BuildOptions = Parameters<typeof buildApp>[1];

/**
 * A second instance of the file's app on the same database, given to `use` and closed after it: for
 * what several instances must agree on. Only a PostgreSQL server (TEST_DATABASE_URL) can be shared;
 * the embedded database belongs to one process.
 */
export async function withSecondInstance<T>(
  use: (second: FastifyInstance) => Promise<T>,
  options?: BuildOptions,
): Promise<T> {
  const second = await buildApp(testConfig({ databaseUrl: app.config.databaseUrl }), options);
  try {
    return await use(second);
  } finally {
    await second.close();
  }
}

/** A test of the file's app and a second instance on one database (`withSecondInstance`), skipped without a server to share. */
export function itOnTwoInstances(
  name: string,
  test: (second: FastifyInstance) => Promise<void>,
  options?: BuildOptions,
) {
  it.skipIf(!process.env.TEST_DATABASE_URL)(name, () => withSecondInstance(test, options));
}

export type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> };

/** The back office's change of an account's status (POST /api/admin/users/:id/status), to send with `as`. */
export const statusChange = (userId: number, payload: { status: TUserStatus; reason?: string }): Call => ({
  method: 'POST',
  url: `/api/admin/users/${userId}/status`,
  payload,
});

/** The back office's adjustment of an account's balance (POST /api/admin/users/:id/balance), to send with `as`. */
export const balanceChange = (userId: number, payload: { amount: string; type: string; reason?: string }): Call => ({
  method: 'POST',
  url: `/api/admin/users/${userId}/balance`,
  payload,
});

/** A call to the file's app as a signed-in user, or anonymously without one. */
export const as = (user: TestUser | undefined, call: Call) =>
  app.inject({ ...call, headers: user ? { cookie: user.cookie } : {} });

/**
 * A call to the file's app as `user` (anonymously without one), with any extra headers; the payload
 * is sent only when given.
 */
export const injectAs = (
  user: TestUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The file's fake data-source services and the super administrator who calls them, from `useFakeSourcesApp`. */
export let fake: FakeServices;
export let superAdmin: TestUser;

/**
 * The app with every data source pointed at fake services (`startFakeServices`), a super
 * administrator signed in, and no request recorded when each test starts.
 */
export function useFakeSourcesApp(): void {
  beforeAll(async () => {
    fake = await startFakeServices();
    app = await createTestApp({ dataSources: fake.settings() });
    superAdmin = await createUser(app, { role: 'super_admin' });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => fake.clearRequests());
}

/** A GET or POST to the file's app, by the super administrator unless another user is named. */
export const call = (method: 'GET' | 'POST', url: string, user: TestUser = superAdmin) =>
  app.inject({ method, url, headers: { cookie: user.cookie } });
