import type { LiveBus } from '../live';

export type RecentAnswers<TAnswer> = {
  /** What this instance answered to the player's Idempotency-Key, while nothing of theirs has changed since. */
  get(userId: number, idempotencyKey: string): TAnswer | undefined;
  remember(userId: number, idempotencyKey: string, answer: TAnswer): void;
  close(): void;
};

/**
 * The bets (or tote tickets) this instance just placed, by their Idempotency-Key, so that a player's
 * retry (the same key again, usually within a second) is answered without a round trip: a replay read
 * from the database costs a query, and waits behind the race's batches in flight as long as the bet
 * did. The key always names the same bet; only its state can move, and every change to a player's bets
 * announces their balance (see `bet-history-cache.ts`), so a player's `balance_update`, session end or
 * account change forgets their keys. What may be stale for up to `ttlMs` is the race's own status inside
 * the answer. A retry that reaches another instance, or comes later, asks the database as before.
 */
export function createRecentAnswers<TAnswer>(options: {
  bus: LiveBus;
  ttlMs: number;
  maxEntries?: number;
}): RecentAnswers<TAnswer> {
  const { ttlMs } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const byUser = new Map<number, Map<string, { answer: TAnswer; expiresAt: number }>>();
  let size = 0;

  const forget = (userId: number) => {
    size -= byUser.get(userId)?.size ?? 0;
    byUser.delete(userId);
  };
  const unsubscribe = options.bus.subscribe((event) => {
    const userId =
      event.type === 'balance_update' || event.type === 'session_ended' || event.type === 'user_changed'
        ? event.userId
        : undefined;
    if (userId !== undefined) forget(userId);
  });

  return {
    get(userId, idempotencyKey) {
      const entry = byUser.get(userId)?.get(idempotencyKey);
      return entry && entry.expiresAt > Date.now() ? entry.answer : undefined;
    },
    remember(userId, idempotencyKey, answer) {
      if (ttlMs <= 0) return;
      // Oldest players first: a Map keeps insertion order, and a player who bets again moves to the end.
      if (size >= maxEntries) forget(byUser.keys().next().value!);
      const keys = byUser.get(userId) ?? new Map();
      byUser.delete(userId);
      byUser.set(userId, keys);
      if (!keys.has(idempotencyKey)) size += 1;
      keys.set(idempotencyKey, { answer, expiresAt: Date.now() + ttlMs });
    },
    close: unsubscribe,
  };
}
