/**
 * Keeps a public list's JSON for a short time, so a thousand players refreshing the board cost one
 * query and one serialization per second, not a thousand. Concurrent misses share one producer.
 * The owner clears it when the data changes (live events reach every instance), so the TTL only
 * bounds staleness when an event is missed.
 *
 * Stale while revalidating: once a list has merely expired, the next request starts one refresh and,
 * while it runs, everyone is answered the previous list (if it is younger than `maxStaleMs`), so a
 * board read never waits behind a busy database. A list cleared because its data changed is never
 * served again: a page refetching on that same live event must get what the event announced.
 */
export type ResponseCache = {
  json(key: string, produce: () => Promise<unknown>): Promise<Buffer>;
  clear(): void;
};

type Entry = {
  /** Until when `body` is served without asking for a refresh. */
  freshUntil: number;
  producedAt: number;
  body: Buffer | undefined;
  refreshing: Promise<Buffer> | undefined;
};

export function createResponseCache(
  ttlMs: number,
  now: () => number = Date.now,
  maxStaleMs = Math.max(5000, ttlMs * 5),
): ResponseCache {
  const entries = new Map<string, Entry>();

  const refresh = (key: string, entry: Entry, produce: () => Promise<unknown>) => {
    if (entry.refreshing) return entry.refreshing;
    // Encoded once: sending a Buffer skips re-encoding the string on every response.
    const refreshing = produce().then((value) => Buffer.from(JSON.stringify(value)));
    entry.refreshing = refreshing;
    refreshing.then(
      (body) => {
        if (entries.get(key) !== entry) return;
        entry.body = body;
        entry.producedAt = now();
        entry.freshUntil = entry.producedAt + ttlMs;
        entry.refreshing = undefined;
      },
      // A failure is not kept: the next request tries again.
      () => {
        if (entries.get(key) === entry) entry.refreshing = undefined;
      },
    );
    return refreshing;
  };

  return {
    json(key, produce) {
      let entry = entries.get(key);
      if (!entry) {
        entry = { freshUntil: 0, producedAt: 0, body: undefined, refreshing: undefined };
        entries.set(key, entry);
      }
      const time = now();
      if (entry.body && entry.freshUntil > time) return Promise.resolve(entry.body);
      const refreshing = refresh(key, entry, produce);
      if (entry.body && time - entry.producedAt < maxStaleMs) return Promise.resolve(entry.body);
      return refreshing;
    },
    clear() {
      for (const entry of entries.values()) {
        entry.freshUntil = 0;
        entry.producedAt = -Infinity;
      }
    },
  };
}
