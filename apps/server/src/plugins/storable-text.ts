import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assertStorableText } from '../lib/assert-storable-text';

/**
 * No text with NUL or an unpaired surrogate gets past validation, in any body, query or
 * path of any route: one hook here instead of a refinement on every string of every contract.
 * Multipart fields are read by the route, so lib/read-multipart-form.ts checks those.
 */
export const storableTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      assertStorableText(request.params);
      assertStorableText(request.query);
      assertStorableText(request.body);
    });
  },
  { name: 'galope-storable-text' },
);
