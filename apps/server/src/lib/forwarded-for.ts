import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Cuts X-Forwarded-For at its first entry, from the right, that is not an IP address, before Fastify
 * reads the client address from it. Each proxy appends the address it saw, so the entries nearest
 * the server come first; a text that is no address was written by whoever sent the request, and
 * everything left of it too. Without this, a client that reaches the port directly with a trusted
 * hop count and sends `X-Forwarded-For: garbage-1`, `garbage-2`, … is a new "address" every time,
 * with fresh sign-in limits; with it, the client is the connection's address (or the last valid
 * hop a trusted proxy added).
 */
export function dropForgedForwardedFor(request: IncomingMessage): void {
  const header = request.headers['x-forwarded-for'];
  if (header === undefined) return;
  const entries = String(header)
    .split(',')
    .map((entry) => entry.trim());
  let firstValid = entries.length;
  while (firstValid > 0 && isIP(entries[firstValid - 1]!) !== 0) firstValid -= 1;
  if (firstValid === 0) return;
  if (firstValid === entries.length) delete request.headers['x-forwarded-for'];
  else request.headers['x-forwarded-for'] = entries.slice(firstValid).join(', ');
}
