import { MESSAGES } from '@galope/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * True when a browser's Origin header names this site: the same scheme and host. Compares as URLs
 * do, so an explicit default port ("localhost:80") matches its absence; "null" (sandboxed frames,
 * file://) never matches. `protocol` is the request's (behind a trusted proxy, X-Forwarded-Proto),
 * so a page on https://host is not this site when it is served as http://host. A Referer (a whole
 * address) is compared the same way, by its scheme and host.
 */
export function isSameOrigin(origin: string, site: { host: string | undefined; protocol: string }): boolean {
  if (!site.host || origin === 'null') return false;
  try {
    const originUrl = new URL(origin);
    const siteUrl = new URL(`${site.protocol}://${site.host}`);
    return originUrl.protocol === siteUrl.protocol && originUrl.host === siteUrl.host;
  } catch {
    return false;
  }
}

/**
 * Whether a request comes from this site's own pages or from an address the user typed, as far as
 * the browser says: `Sec-Fetch-Site` when it sends one (`same-origin` or `none`; `same-site` is
 * another subdomain, not this site); otherwise the Origin, then the Referer, must name this site.
 * A request with none of them (a script, a browser that strips the Referer) cannot be told apart
 * from a typed address and is taken as one.
 */
export function isFromThisSite(request: Pick<FastifyRequest, 'headers' | 'host' | 'protocol'>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const site = { host: request.host, protocol: request.protocol };
  const { origin, referer } = request.headers;
  if (origin !== undefined) return isSameOrigin(origin, site);
  if (referer !== undefined) return isSameOrigin(referer, site);
  return true;
}

/**
 * The guard of every request that changes something: every mutation, and the few GETs that act
 * (the data sources' connection tests and syncs). The session cookie is SameSite=Lax, which still
 * rides along on a link or a form from another site; this refuses what Lax lets through.
 */
export async function refuseAnotherSite(request: FastifyRequest): Promise<void> {
  if (!isFromThisSite(request)) throw new AppError('CROSS_ORIGIN', MESSAGES.crossOrigin);
}
