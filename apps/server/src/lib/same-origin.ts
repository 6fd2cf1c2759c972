/**
 * True when a browser's Origin header names this site: the same scheme and host. Compares as URLs
 * do, so an explicit default port ("localhost:80") matches its absence; "null" (sandboxed frames,
 * file://) never matches. `protocol` is the request's (behind a trusted proxy, X-Forwarded-Proto),
 * so a page on https://host is not this site when it is served as http://host.
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
