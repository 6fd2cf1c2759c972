import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestUser } from './test-app';

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
