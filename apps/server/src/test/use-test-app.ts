import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FakeServices, startFakeServices } from './start-fake-services';
import { createTestApp, createUser, type TestUser } from './test-app';

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

export type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> };

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
