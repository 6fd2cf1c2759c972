import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contracts' zod schemas; the UI at /api/docs, the JSON at /api/docs/json. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Galope API',
          description: 'Apuestas hípicas y deportivas. Sesión por cookie (galope.sid); errores {message, code?}.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'galope-openapi' },
);
