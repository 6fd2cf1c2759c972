import { ZErrorResponseSchema } from '@galope/contracts';

/** The error statuses a route declares, each answered as `{message, code}` by lib/error-handler.ts. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorResponseSchema])) as Record<
    S,
    typeof ZErrorResponseSchema
  >;
}
