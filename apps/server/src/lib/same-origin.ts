/**
 * True when a browser's Origin header names this host. Compares as URLs do, so an explicit default
 * port ("localhost:80") matches its absence; "null" (sandboxed frames, file://) never matches.
 */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host || origin === 'null') return false;
  try {
    const originUrl = new URL(origin);
    return originUrl.host === new URL(`${originUrl.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
