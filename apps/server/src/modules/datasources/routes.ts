import {
  DATA_SOURCE_IDS,
  DATA_SOURCE_MESSAGES,
  ZApiConfigurationListResponseSchema,
  ZApiConfigurationParamsSchema,
  ZApiConfigurationResponseSchema,
  ZApiStatsResponseSchema,
  ZMessageResponseSchema,
  ZRaceListResponseSchema,
  ZRacingConnectionResponseSchema,
  ZSyncCompleteResponseSchema,
  ZSyncResponseSchema,
  ZSyncUsRacesResponseSchema,
  ZTestApiParamsSchema,
  ZTestApiResponseSchema,
  ZUpdateApiConfigurationRequestSchema,
  ZUpdateRealOddsResponseSchema,
  ZUsRacingTestResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { refuseAnotherSite } from '../../lib/same-origin';
import { approvedUser, requireRole } from '../auth';
import { recordAudit } from '../audit';
import {
  type ApiConfigurationChanges,
  findApiConfigurations,
  findApiStats,
  getApiConfiguration,
  toApiConfigurationResponse,
  updateApiConfiguration,
} from './config/api-configurations-repository';
import type { DataSourceService } from './data-source-service';
import { findRacesFromApi } from './store/find-races-from-api';
import type { DataSourcesSettings } from './config/source-catalogue';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 502);

/** Spec §7 "Data sources": super administrators only. Credentials never leave the environment. */
export async function dataSourceRoutes(
  app: FastifyInstance,
  { db, service, config }: { db: Db; service: DataSourceService; config: DataSourcesSettings },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const superAdmin = requireRole('super_admin');
  // The spec makes these calls GETs though they act (they call a source, spend its quota, write the
  // board): a link or an image on another site must not run them with a super admin's cookie.
  const actingGet = [superAdmin, refuseAnotherSite];

  const sourceOf = async (idOrApiId: string) => {
    const row = await getApiConfiguration(db, idOrApiId);
    if (!row) throw new AppError('NOT_FOUND', DATA_SOURCE_MESSAGES.sourceNotFound);
    return row;
  };

  api.get('/api/admin/api-configurations', {
    onRequest: superAdmin,
    schema: { tags: ['datasources'], response: { 200: ZApiConfigurationListResponseSchema, ...errors } },
    handler: async () => (await findApiConfigurations(db)).map((row) => toApiConfigurationResponse(row, config)),
  });

  api.patch('/api/admin/api-configurations/:apiId', {
    onRequest: superAdmin,
    schema: {
      tags: ['datasources'],
      params: ZApiConfigurationParamsSchema,
      body: ZUpdateApiConfigurationRequestSchema,
      response: { 200: ZApiConfigurationResponseSchema, ...errors },
    },
    handler: async (request) => {
      const row = await sourceOf(request.params.apiId);
      const { isEnabled, active, ...rest } = request.body;
      const changes: ApiConfigurationChanges = Object.fromEntries(
        Object.entries({ ...rest, isEnabled: isEnabled ?? active }).filter(([, value]) => value !== undefined),
      );
      const updated = await updateApiConfiguration(db, row.apiId, changes);
      service.configurationChanged(row.apiId);
      await recordAudit(db, {
        adminUserId: approvedUser(request).id,
        action: 'datasource.update',
        targetType: 'api_configuration',
        targetId: row.apiId,
        // The values before, so the trail can say "100 → sin límite".
        details: {
          ...changes,
          apiName: row.apiName,
          previous: Object.fromEntries(
            Object.keys(changes).map((key) => [key, row[key as keyof ApiConfigurationChanges]]),
          ),
        },
      });
      return toApiConfigurationResponse(updated, config);
    },
  });

  api.post('/api/admin/test-api/:id', {
    onRequest: superAdmin,
    schema: {
      tags: ['datasources'],
      params: ZTestApiParamsSchema,
      response: { 200: ZTestApiResponseSchema, ...errors },
    },
    handler: async (request) => {
      const row = await sourceOf(request.params.id);
      return service.testSource(row.apiId);
    },
  });

  api.get('/api/admin/api-stats', {
    onRequest: superAdmin,
    schema: { tags: ['datasources'], response: { 200: ZApiStatsResponseSchema, ...errors } },
    handler: async () => findApiStats(db),
  });

  for (const apiId of DATA_SOURCE_IDS) {
    api.post(`/api/admin/sync-${apiId}`, {
      onRequest: superAdmin,
      schema: { tags: ['datasources'], response: { 200: ZSyncResponseSchema, ...errors } },
      handler: async () => service.syncSource(apiId),
    });
  }

  api.post('/api/racing/sync-complete', {
    onRequest: superAdmin,
    schema: { tags: ['datasources'], response: { 200: ZSyncCompleteResponseSchema, ...errors } },
    handler: async () => service.syncCompleteRacing(),
  });

  api.get('/api/racing/test-connection', {
    onRequest: actingGet,
    schema: { tags: ['datasources'], response: { 200: ZRacingConnectionResponseSchema, ...errors } },
    handler: async () => service.testRacingConnection(),
  });

  api.get('/api/racing/sync', {
    onRequest: actingGet,
    schema: { tags: ['datasources'], response: { 200: ZMessageResponseSchema, ...errors } },
    handler: async () => ({ message: (await service.syncSource('horse-racing-api')).message }),
  });

  api.get('/api/racing/live-sync', {
    onRequest: actingGet,
    schema: { tags: ['datasources'], response: { 200: ZMessageResponseSchema, ...errors } },
    handler: async () => service.liveSyncRacing(),
  });

  api.get('/api/test/us-horse-racing-api', {
    onRequest: actingGet,
    schema: { tags: ['datasources'], response: { 200: ZUsRacingTestResponseSchema, ...errors } },
    handler: async () => service.testUsRacing(),
  });

  api.post('/api/admin/sync-us-races', {
    onRequest: superAdmin,
    schema: { tags: ['datasources'], response: { 200: ZSyncUsRacesResponseSchema, ...errors } },
    handler: async () => {
      const { success, message, synced } = await service.syncSource('us-horse-racing-api');
      return { success, message, synced };
    },
  });

  api.get('/api/test/uk-betting-odds', {
    onRequest: actingGet,
    schema: { tags: ['datasources'], response: { 200: ZTestApiResponseSchema, ...errors } },
    handler: async () => service.testSource('uk-betting-odds-api'),
  });

  api.post('/api/update-real-odds', {
    onRequest: superAdmin,
    schema: { tags: ['datasources'], response: { 200: ZUpdateRealOddsResponseSchema, ...errors } },
    handler: async () => service.updateRealOdds(),
  });

  api.get('/api/test/horse-racing-api', {
    onRequest: actingGet,
    schema: { tags: ['datasources'], response: { 200: ZTestApiResponseSchema, ...errors } },
    handler: async () => service.testSource('horse-racing-api'),
  });

  api.get('/api/races/from-api', {
    onRequest: superAdmin,
    schema: { tags: ['datasources'], response: { 200: ZRaceListResponseSchema, ...errors } },
    handler: async () => findRacesFromApi(db),
  });
}
