import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/connect';
import type { UserRow } from '../users/users-repository';
import { createSession, destroySession, getSessionUser, SESSION_COOKIE } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request from the session cookie. */
    user: UserRow | undefined;
    /** The raw session token from the cookie, when it was valid. */
    sessionToken: string | undefined;
  }
  interface FastifyReply {
    /** Starts a new session for the user, replacing the current one (session rotation). */
    signIn(user: UserRow, options?: { remember?: boolean }): Promise<void>;
    signOut(): Promise<void>;
  }
}

type Options = { db: Db; secureCookies: boolean };

/** Server-side sessions (docs/decisions/003-server-side-sessions.md). */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { db, secureCookies }: Options) => {
    app.decorateRequest('user', undefined);
    app.decorateRequest('sessionToken', undefined);

    app.addHook('onRequest', async (request) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      const user = await getSessionUser(db, unsigned.value);
      if (user) {
        request.user = user;
        request.sessionToken = unsigned.value;
      }
    });

    app.decorateReply('signIn', async function signIn(this: FastifyReply, user: UserRow, options = {}) {
      const request = this.request as FastifyRequest;
      if (request.sessionToken) await destroySession(db, request.sessionToken);
      const remember = options.remember ?? true;
      const { token, expire } = await createSession(db, {
        userId: user.id,
        remember,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.user = user;
      request.sessionToken = token;
      this.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        signed: true,
        ...(remember ? { expires: expire } : {}),
      });
    });

    app.decorateReply('signOut', async function signOut(this: FastifyReply) {
      const request = this.request as FastifyRequest;
      if (request.sessionToken) await destroySession(db, request.sessionToken);
      request.user = undefined;
      request.sessionToken = undefined;
      this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
    });
  },
  { name: 'galope-session', dependencies: ['@fastify/cookie'] },
);
