import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the web build writes (apps/web/build/route-preloads.ts): each lazy page's path, its scripts, and
 * the API answers its signed-in page draws its first screen from (none in an older build).
 */
export interface RoutePreloads {
  routes: Array<{ path: string; signedIn: string[]; guest: string[]; data?: string[] }>;
}

const NONE: RoutePreloads = { routes: [] };

/** An older build, or one without the file, names no scripts: the page loads as before. */
export async function readRoutePreloads(distDir: string): Promise<RoutePreloads> {
  try {
    const parsed = JSON.parse(await readFile(path.join(distDir, '.vite', 'route-preloads.json'), 'utf8')) as unknown;
    return isRoutePreloads(parsed) ? parsed : NONE;
  } catch {
    return NONE;
  }
}

function isRoutePreloads(value: unknown): value is RoutePreloads {
  const routes = (value as Partial<RoutePreloads> | null)?.routes;
  return (
    Array.isArray(routes) &&
    routes.every(
      (route) =>
        typeof route.path === 'string' &&
        [route.signedIn, route.guest].every(
          (urls) => Array.isArray(urls) && urls.every((url) => typeof url === 'string' && url.startsWith('/assets/')),
        ) &&
        (route.data === undefined ||
          (Array.isArray(route.data) && route.data.every((url) => typeof url === 'string' && url.startsWith('/api/')))),
    )
  );
}

/**
 * index.html with `<link rel="modulepreload">` for the scripts of the page at `url`, the signed-in
 * player's page or the guest's sign-in page as the "a session may be open" cookie says: a phone fetches
 * them beside the first script instead of after running it (decision 023). A wrong guess costs a download,
 * never a wrong page: the app still decides what to show. For a player, the session and the page's
 * first data are asked for too (`<link rel="preload" as="fetch">`); the app's own requests take those
 * answers instead of asking again once its script has run.
 */
export function withPreloads(indexHtml: string, preloads: RoutePreloads, url: string, signedIn: boolean): string {
  const route = preloads.routes.find((candidate) =>
    candidate.path.endsWith('/') && candidate.path !== '/' ? url.startsWith(candidate.path) : url === candidate.path,
  );
  const scripts = route ? (signedIn ? route.signedIn : route.guest) : [];
  const data = signedIn ? ['/api/user', ...(route?.data ?? [])] : [];
  const links = [
    ...data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
    ...scripts.map((script) => `<link rel="modulepreload" crossorigin href="${script}">`),
  ];
  if (links.length === 0) return indexHtml;
  return indexHtml.replace('</head>', `${links.join('')}</head>`);
}
