import {
  ZErrorResponseSchema,
  ZLoginRequestSchema,
  ZMessageResponseSchema,
  ZRegisterRequestSchema,
  ZUserResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import { errorResponses } from '../../lib/error-responses';
import { toUserResponse, type UserRow } from './users-repository';
import { signedInUser } from './guards';
import { loginUser } from './login-user';
import { registerUser } from './register-user';

const errors = errorResponses(400, 401, 409, 429);

export async function authRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/register', {
    schema: { tags: ['auth'], body: ZRegisterRequestSchema, response: { 201: ZUserResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const user = await registerUser(db, { ...request.body, ip: request.ip });
      await reply.signIn(user);
      return reply.status(201).send(toUserResponse(user));
    },
  });

  api.post('/api/login', {
    schema: { tags: ['auth'], body: ZLoginRequestSchema, response: { 200: ZUserResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const user = await loginUser(db, { ...request.body, ip: request.ip });
      await reply.signIn(user, { remember: request.body.remember });
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

  // Page navigations (spec §2): the browser follows the redirect.
  api.get('/api/login', { schema: { tags: ['auth'], hide: true } }, async (_request, reply) => reply.redirect('/auth'));
  api.get('/api/logout', { schema: { tags: ['auth'], hide: true } }, async (_request, reply) => {
    await reply.signOut();
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
