import {
  ADMIN_MESSAGES,
  isWhatsappNumber,
  ZSiteSettingRequestSchema,
  ZSiteSettingResponseSchema,
} from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { siteSettings } from './schema';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { clearSettingsCache } from './site-settings-repository';
import { recordAudit } from '../audit';
import { approvedUser, requireRole } from '../auth';

/** Only these keys are readable without signing in; anything else (limits, future secrets) is not. */
export const PUBLIC_SETTING_KEYS = new Set(['whatsapp_number']);

const toResponse = (row: typeof siteSettings.$inferSelect) => ({
  settingKey: row.settingKey,
  settingValue: row.settingValue,
  settingType: row.settingType,
  description: row.description,
  isActive: row.isActive,
  updatedAt: row.updatedAt.toISOString(),
});

export async function settingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/settings/:key', {
    schema: {
      tags: ['settings'],
      params: z.object({ key: z.string().max(100) }),
      response: { 200: ZSiteSettingResponseSchema, ...errorResponses(404) },
    },
    handler: async (request) => {
      if (!PUBLIC_SETTING_KEYS.has(request.params.key))
        throw new AppError('NOT_FOUND', ADMIN_MESSAGES.settingNotPublic);
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, request.params.key));
      if (!row || !row.isActive) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.settingNotPublic);
      return toResponse(row);
    },
  });

  api.post('/api/admin/settings', {
    onRequest: requireRole('admin', 'super_admin'),
    schema: {
      tags: ['settings'],
      body: ZSiteSettingRequestSchema,
      response: { 200: ZSiteSettingResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const body = request.body;
      if (body.settingKey === 'whatsapp_number' && !isWhatsappNumber(body.settingValue)) {
        throw new AppError('VALIDATION', ADMIN_MESSAGES.whatsappInvalid);
      }
      const values = {
        settingValue: body.settingValue,
        settingType: body.settingType,
        description: body.description ?? null,
        isActive: body.isActive,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(siteSettings)
        .values({ settingKey: body.settingKey, ...values })
        .onConflictDoUpdate({ target: siteSettings.settingKey, set: values })
        .returning();
      clearSettingsCache();
      await recordAudit(db, {
        adminUserId: approvedUser(request).id,
        action: 'setting.update',
        targetType: 'setting',
        targetId: body.settingKey,
        details: { value: body.settingValue },
      });
      return toResponse(row!);
    },
  });
}
