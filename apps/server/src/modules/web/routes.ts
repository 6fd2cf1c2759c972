import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';

import { SIGNED_IN_HINT_COOKIE } from '../auth';
import { type RoutePreloads, readRoutePreloads, withPreloads } from './route-preloads';

/**
 * Serves the built web app. Any GET that is not an API call and not a file gets index.html, so the
 * client router can answer it (including its own 'Page Not Found').
 */
export async function webRoutes(app: FastifyInstance, { distDir }: { distDir: string }) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  let preloads: { forIndex: string; routes: RoutePreloads } | undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each file (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so assets can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/ws');
    const isNavigation = request.method === 'GET' || request.method === 'HEAD';
    if (!isNavigation || isApi || path.extname(url) !== '') {
      return reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    // Read per navigation (a small file, cached by the OS), so a rebuild under a running server is served at once.
    const indexHtml = await readFile(indexFile, 'utf8').catch(() => undefined);
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built: run `npm run build` (npm start does it for you).');
    }
    // Read again only when a rebuild changed the page (its script's name carries the build's hash).
    if (preloads?.forIndex !== indexHtml) preloads = { forIndex: indexHtml, routes: await readRoutePreloads(distDir) };
    const signedIn = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The preloads named depend on the sign-in hint cookie.
        .header('vary', 'cookie')
        .send(withPreloads(indexHtml, preloads.routes, url, signedIn))
    );
  });
}
