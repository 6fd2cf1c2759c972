import type { LiveBus } from '../live';

/** A read that takes longer than this is answered but never kept (see `mayKeep`). */
const REMEMBER_CHANGES_MS = 60_000;

export type BetHistoryCache = {
  /** The player's bet history as JSON bytes: from memory, or from `load` when it may have changed. */
  json(userId: number, load: () => Promise<unknown>): Promise<Buffer>;
  close(): void;
};

/**
 * A player's bet history kept for a few seconds, so a panel polling it costs one query per player,
 * not one per request. Every change to a player's bets moves or announces their balance — a bet
 * placed, settled (lost ones too), refunded or cancelled — so `balance_update`, which the live bus
 * brings to every instance and to this one before `publish` returns, forgets that player's history.
 * A read that began before such an event is answered but not kept. What can go stale for up to
 * `ttlMs` is only what the history shows of the race itself (its status and time).
 */
export function createBetHistoryCache(options: { bus: LiveBus; ttlMs: number; maxEntries?: number }): BetHistoryCache {
  const { ttlMs } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<number, { body: Buffer; expiresAt: number }>();
  /** userId → the generation of the last change heard about it, oldest first. */
  const changed = new Map<number, { generation: number; at: number }>();
  let generation = 0;

  const unsubscribe = options.bus.subscribe((event) => {
    const userId =
      event.type === 'balance_update' || event.type === 'session_ended' || event.type === 'user_changed'
        ? event.userId
        : undefined;
    if (userId === undefined) return;
    generation += 1;
    const now = Date.now();
    changed.delete(userId);
    changed.set(userId, { generation, at: now });
    entries.delete(userId);
    for (const [oldUser, { at }] of changed) {
      if (now - at < REMEMBER_CHANGES_MS) break;
      changed.delete(oldUser);
    }
  });

  const mayKeep = (userId: number, since: number, startedAt: number) =>
    Date.now() - startedAt < REMEMBER_CHANGES_MS && (changed.get(userId)?.generation ?? 0) <= since;

  return {
    async json(userId, load) {
      const entry = entries.get(userId);
      if (entry && entry.expiresAt > Date.now()) return entry.body;
      const since = generation;
      const startedAt = Date.now();
      const body = Buffer.from(JSON.stringify(await load()));
      if (ttlMs > 0 && mayKeep(userId, since, startedAt)) {
        entries.delete(userId);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(userId, { body, expiresAt: Date.now() + ttlMs });
      }
      return body;
    },
    close() {
      unsubscribe();
      entries.clear();
      changed.clear();
    },
  };
}
