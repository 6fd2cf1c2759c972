import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/connect';
import type { LiveBus } from '../live';
import type { UserRow } from './users-repository';
import { createSessionCache } from './session-cache';
import {
  announceSessionsEnded,
  createSession,
  destroySession,
  getSession,
  hashToken,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
} from './sessions';

/** Where the built web's content-hashed files are served (modules/web). */
const STATIC_ASSETS_PREFIX = '/assets/';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie (through the session cache). */
    user: UserRow | undefined;
    /** The raw session token from the cookie, when it was valid. */
    sessionToken: string | undefined;
    /** That session's id (the hash of its token), which live events name. */
    sessionId: string | undefined;
  }
  interface FastifyReply {
    /** Starts a new session for the user, replacing the current one (session rotation). */
    signIn(user: UserRow, options?: { remember?: boolean }): Promise<void>;
    signOut(): Promise<void>;
  }
}

const MAX_CHECKED_COOKIES = 10_000;

type Options = {
  db: Db;
  bus: LiveBus;
  secureCookies: boolean;
  /** How long a session read stays in memory (0: every request reads the database). */
  cacheMs: number;
};

/** Server-side sessions (docs/decisions/003-server-side-sessions.md, 011-session-cache.md). */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { db, bus, secureCookies, cacheMs }: Options) => {
    const cache = createSessionCache({ bus, ttlMs: cacheMs });
    const hintCookie = { path: '/', httpOnly: false, sameSite: 'lax' as const, secure: secureCookies };
    app.addHook('onClose', async () => cache.close());
    app.decorateRequest('user', undefined);
    app.decorateRequest('sessionToken', undefined);
    app.decorateRequest('sessionId', undefined);

    /** Ends the request's session, here and on every instance (their session caches and live sockets). */
    async function endSession(request: FastifyRequest) {
      if (!request.sessionToken) return;
      await destroySession(db, request.sessionToken);
      await announceSessionsEnded(bus, { sessionId: hashToken(request.sessionToken) });
      request.user = undefined;
      request.sessionToken = undefined;
      request.sessionId = undefined;
    }

    // A cookie checked once needs no second HMAC and hash: the same text always gives the same
    // token under this process's secret. Only valid cookies are remembered, a bounded number.
    const checked = new Map<string, { token: string; sessionId: string }>();
    function checkCookie(request: FastifyRequest, raw: string) {
      const known = checked.get(raw);
      if (known) return known;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return undefined;
      const cookie = { token: unsigned.value, sessionId: hashToken(unsigned.value) };
      if (checked.size >= MAX_CHECKED_COOKIES) checked.delete(checked.keys().next().value!);
      checked.set(raw, cookie);
      return cookie;
    }

    app.addHook('onRequest', async (request, reply) => {
      // The web's hashed files are the same for everyone: they never wait for a session lookup (and so
      // never for the database: a page whose database is busy still loads its code).
      if (request.url.startsWith(STATIC_ASSETS_PREFIX)) return;
      const raw = request.cookies[SESSION_COOKIE];
      const cookie = raw ? checkCookie(request, raw) : undefined;
      const user = cookie && (await cache.get(cookie.sessionId, () => getSession(db, cookie.sessionId)));
      if (cookie && user) {
        request.user = user;
        request.sessionToken = cookie.token;
        request.sessionId = cookie.sessionId;
      }
      // The hint follows the session: set for a session that has none (one opened before the hint
      // existed), dropped once the session is gone (expired, ended on another device).
      const hinted = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
      if (request.user && !hinted) reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', hintCookie);
      else if (!request.user && hinted) reply.clearCookie(SIGNED_IN_HINT_COOKIE, hintCookie);
    });

    app.decorateReply('signIn', async function signIn(this: FastifyReply, user: UserRow, options = {}) {
      const request = this.request as FastifyRequest;
      await endSession(request);
      const remember = options.remember ?? true;
      const { token, expire } = await createSession(db, {
        userId: user.id,
        remember,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.user = user;
      request.sessionToken = token;
      request.sessionId = hashToken(token);
      this.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        signed: true,
        ...(remember ? { expires: expire } : {}),
      });
      this.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintCookie, ...(remember ? { expires: expire } : {}) });
    });

    app.decorateReply('signOut', async function signOut(this: FastifyReply) {
      const request = this.request as FastifyRequest;
      await endSession(request);
      this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
      this.clearCookie(SIGNED_IN_HINT_COOKIE, hintCookie);
    });
  },
  { name: 'galope-session', dependencies: ['@fastify/cookie'] },
);
