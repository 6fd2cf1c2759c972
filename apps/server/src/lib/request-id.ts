import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * A request's id: the one the proxy or client sent (X-Request-Id) when it is a plain token, so one id
 * follows a request through nginx, our log and the answer; otherwise a new one.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}
