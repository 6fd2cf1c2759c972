import { loginRateLimitedMessage } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../test/test-app';

/** A site behind one proxy (TRUST_PROXY=1), and one that names its proxy (TRUST_PROXY=loopback). */
let oneHop: FastifyInstance;
let namedProxy: FastifyInstance;

beforeAll(async () => {
  [oneHop, namedProxy] = await Promise.all([
    createTestApp({ trustProxy: 1 }),
    createTestApp({ trustProxy: ['loopback'] }),
  ]);
});
afterAll(async () => {
  await Promise.all([oneHop?.close(), namedProxy?.close()]);
});

function signIn(
  app: FastifyInstance,
  {
    from,
    forwardedFor,
    username,
    password,
  }: { from: string; forwardedFor: string; username: string; password: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username, password },
  });
}

describe('X-Forwarded-For that is not an address', () => {
  it('is not a new address each time: a client reaching the port directly is counted by its connection', async () => {
    for (const app of [oneHop, namedProxy]) {
      const user = await createUser(app);
      const answers = [];
      for (let attempt = 0; attempt < 25; attempt++) {
        answers.push(
          await signIn(app, {
            from: '127.0.0.1',
            forwardedFor: `garbage-${attempt}`,
            username: user.username,
            password: 'wrong-pass',
          }),
        );
      }
      expect(answers.slice(0, 10).map((answer) => answer.statusCode)).toEqual(Array(10).fill(401));
      expect(answers.slice(10).map((answer) => answer.statusCode)).toEqual(Array(15).fill(429));
      expect(answers[10]!.json()).toEqual({ message: loginRateLimitedMessage(15), code: 'RATE_LIMITED' });
    }
  });

  it('behind the proxy, stops at the address the proxy added: the client before it is counted', async () => {
    const user = await createUser(oneHop);
    for (let attempt = 0; attempt < 10; attempt++) {
      const forwardedFor = `garbage-${attempt}, 198.51.100.30`;
      const answer = await signIn(oneHop, { from: '10.0.0.1', forwardedFor, ...user, password: 'wrong-pass' });
      expect(answer.statusCode).toBe(401);
    }
    const blocked = await signIn(oneHop, { from: '10.0.0.1', forwardedFor: 'x, 198.51.100.30', ...user });
    expect(blocked.statusCode).toBe(429);
    // Another client behind the same proxy is someone else.
    expect((await signIn(oneHop, { from: '10.0.0.1', forwardedFor: '198.51.100.31', ...user })).statusCode).toBe(200);
  });
});
