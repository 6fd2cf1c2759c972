import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { refuseAnotherSite } from '../lib/same-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers with a Content-Security-Policy the built app passes, and the same-origin rule
 * for every mutation: the session cookie is SameSite=Lax, and this refuses what Lax lets through.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { production }: { production: boolean }) => {
    const headers = securityHeaders(production);
    // The same headers on every response, worked out once (@fastify/helmet rebuilt the policy per request).
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });

    app.addHook('onRequest', async (request) => {
      if (!SAFE_METHODS.has(request.method)) await refuseAnotherSite(request);
    });
  },
  { name: 'galope-security' },
);

/** The security headers every answer carries, worked out once. */
export function securityHeaders(production: boolean): Record<string, string> {
  return headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix positions popovers with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Slider images and silks may live on other hosts.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          mediaSrc: ["'self'", 'https:'],
          // Race videos are embedded players.
          frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
}

/** The headers a helmet middleware sets, read once from a response that records them. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
