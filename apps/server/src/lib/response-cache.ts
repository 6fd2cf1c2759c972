/**
 * Keeps a public list's JSON for a short time, so a thousand players refreshing the board cost one
 * query and one serialization per second, not a thousand. Concurrent misses share one producer.
 * The owner clears it when the data changes (live events reach every instance), so the TTL only
 * bounds staleness when an event is missed.
 */
export type ResponseCache = {
  json(key: string, produce: () => Promise<unknown>): Promise<Buffer>;
  clear(): void;
};

export function createResponseCache(ttlMs: number, now: () => number = Date.now): ResponseCache {
  const entries = new Map<string, { expires: number; body: Promise<Buffer> }>();
  return {
    json(key, produce) {
      const cached = entries.get(key);
      if (cached && cached.expires > now()) return cached.body;
      // Encoded once: sending a Buffer skips re-encoding the string on every response.
      const body = produce().then((value) => Buffer.from(JSON.stringify(value)));
      entries.set(key, { expires: now() + ttlMs, body });
      // A failure is not cached: the next request tries again.
      body.catch(() => {
        if (entries.get(key)?.body === body) entries.delete(key);
      });
      return body;
    },
    clear() {
      entries.clear();
    },
  };
}
