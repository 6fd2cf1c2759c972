import {
  ZChangePasswordRequestSchema,
  ZMessageResponseSchema,
  ZUpdatePreferencesRequestSchema,
  ZUpdateProfileRequestSchema,
  ZUpdateUserSettingsRequestSchema,
  ZUserResponseSchema,
  ZUserSettingsSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import { errorResponses } from '../../lib/error-responses';
import {
  announceSessionsEnded,
  announceUserChanged,
  approvedUser,
  requireApproved,
  requireSignedIn,
  signedInUser,
  toUserResponse,
} from '../auth';
import type { LiveBus } from '../live';
import { changePassword } from './change-password';
import { updateProfile } from './update-profile';
import { getUserSettings, updateUserSettings } from './user-settings';

const errors = errorResponses(400, 401, 403, 409);

export async function userRoutes(app: FastifyInstance, { db, bus }: { db: Db; bus: LiveBus }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A profile edit and a language switch save alike, and the account's other tabs hear of it.
  const saveProfile = async (userId: number, changes: Parameters<typeof updateProfile>[1]['changes']) => {
    const user = await updateProfile(db, { userId, changes });
    await announceUserChanged(bus, { userId: user.id });
    return toUserResponse(user);
  };

  api.patch('/api/user/profile', {
    onRequest: requireApproved,
    schema: { tags: ['user'], body: ZUpdateProfileRequestSchema, response: { 200: ZUserResponseSchema, ...errors } },
    handler: async (request) => saveProfile(approvedUser(request).id, request.body),
  });

  api.patch('/api/user/password', {
    onRequest: requireApproved,
    schema: {
      tags: ['user'],
      body: ZChangePasswordRequestSchema,
      response: { 200: ZMessageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await changePassword(db, {
        user: approvedUser(request),
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        keepSessionToken: request.sessionToken,
      });
      await announceSessionsEnded(bus, { userId: request.user!.id, exceptSessionId: request.sessionId });
      return { message: 'Contraseña actualizada' };
    },
  });

  // Any signed-in account may switch language, including one still waiting for approval.
  api.patch('/api/user/preferences', {
    onRequest: requireSignedIn,
    schema: {
      tags: ['user'],
      body: ZUpdatePreferencesRequestSchema,
      response: { 200: ZUserResponseSchema, ...errors },
    },
    handler: async (request) => saveProfile(signedInUser(request).id, request.body),
  });

  api.get('/api/user/settings', {
    onRequest: requireApproved,
    schema: { tags: ['user'], response: { 200: ZUserSettingsSchema, ...errors } },
    handler: async (request) => getUserSettings(db, approvedUser(request).id),
  });

  api.patch('/api/user/settings', {
    onRequest: requireApproved,
    schema: {
      tags: ['user'],
      body: ZUpdateUserSettingsRequestSchema,
      response: { 200: ZUserSettingsSchema, ...errors },
    },
    handler: async (request) => updateUserSettings(db, { userId: approvedUser(request).id, changes: request.body }),
  });
}
