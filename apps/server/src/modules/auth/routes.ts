import {
  ZErrorResponseSchema,
  safeReturnPath,
  ZLoginPageQuerySchema,
  ZLoginRequestSchema,
  ZMessageResponseSchema,
  ZRegisterRequestSchema,
  ZUserResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import { errorResponses } from '../../lib/error-responses';
import { isFromThisSite } from '../../lib/same-origin';
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, DEVICE_COOKIE_PATH } from './device-cookie';
import { toUserResponse, type UserRow } from './users-repository';
import { signedInUser } from './guards';
import { loginUser } from './login-user';
import { registerUser } from './register-user';

const errors = errorResponses(400, 401, 409, 429);

export async function authRoutes(
  app: FastifyInstance,
  { db, sessionSecret, secureCookies }: { db: Db; sessionSecret: string; secureCookies: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const devices = createDeviceCookies(sessionSecret);
  /** Every sign-in renews the device cookie (the same device when the request carried it). */
  const rememberDevice = (reply: FastifyReply, user: UserRow, device?: string) =>
    reply.setCookie(DEVICE_COOKIE, devices.issue(user.id, device), {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });

  api.post('/api/register', {
    schema: { tags: ['auth'], body: ZRegisterRequestSchema, response: { 201: ZUserResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const user = await registerUser(db, { ...request.body, ip: request.ip });
      await reply.signIn(user);
      rememberDevice(reply, user);
      return reply.status(201).send(toUserResponse(user));
    },
  });

  api.post('/api/login', {
    schema: { tags: ['auth'], body: ZLoginRequestSchema, response: { 200: ZUserResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const { user, device } = await loginUser(db, {
        ...request.body,
        ip: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
        devices,
      });
      await reply.signIn(user, { remember: request.body.remember });
      rememberDevice(reply, user, device);
      return toUserResponse(user);
    },
  });

  api.post('/api/logout', {
    schema: { tags: ['auth'], response: { 200: ZMessageResponseSchema } },
    handler: async (_request, reply) => {
      await reply.signOut();
      return { message: 'Has cerrado sesión correctamente.' };
    },
  });

  // Page navigations, not API calls (docs/api.md): the browser follows the redirect.
  // `next`: the page to come back to once signed in, kept only when it is one of this site's pages.
  api.get(
    '/api/login',
    { schema: { tags: ['auth'], hide: true, querystring: ZLoginPageQuerySchema } },
    async (request, reply) => {
      const next = safeReturnPath(request.query.next);
      return reply.redirect(next ? `/auth?next=${encodeURIComponent(next)}` : '/auth');
    },
  );
  api.get('/api/logout', { schema: { tags: ['auth'], hide: true } }, async (request, reply) => {
    // A link or an image on another site goes home like any other, but signs nobody out.
    if (isFromThisSite(request)) await reply.signOut();
    return reply.redirect('/');
  });

  // The most frequent signed-in read: a cached session's user is encoded (checked against its
  // contract) once, not on every request, and sent as that text, so the typed reply is not used.
  const encoded = new WeakMap<UserRow, string>();
  const userJson = (user: UserRow) => {
    let json = encoded.get(user);
    if (json === undefined) encoded.set(user, (json = JSON.stringify(ZUserResponseSchema.parse(toUserResponse(user)))));
    return json;
  };
  for (const url of ['/api/user', '/api/auth/user']) {
    app.get(url, {
      schema: { tags: ['auth'], response: { 200: ZUserResponseSchema, 401: ZErrorResponseSchema } },
      handler: async (request, reply) =>
        reply.type('application/json; charset=utf-8').send(userJson(signedInUser(request))),
    });
  }
}
