import type { LiveBus, LiveEvent } from '../live';
import type { UserRow } from './users-repository';

/** A session as the database has it: who it signs in, and until when. */
export type SessionLookup = { user: UserRow; expire: Date };

export type SessionCache = {
  /**
   * The user a session signs in: from memory when it was read less than the cache's time ago and
   * nothing has ended the session or changed the user since, otherwise from `load` (the database).
   */
  get(sessionId: string, load: () => Promise<SessionLookup | undefined>): Promise<UserRow | undefined>;
  /** Sessions held in memory now. */
  readonly size: number;
  close(): void;
};

type Entry = { user: UserRow; expiresAt: number };
type Flight = { promise: Promise<SessionLookup | undefined>; generation: number };

/**
 * How long an instance remembers that a session ended or a user changed. A read from the database
 * that took longer than this is used for its request but never kept, so a read that began before a
 * sign-out can never put the signed-out session back.
 */
const REMEMBER_FORGOTTEN_MS = 60_000;

/**
 * Signed-in reads without a session query each (decision 012). Every instance keeps the sessions it
 * read for `ttlMs` at most (never past the session's own expiry) and forgets them, on every instance
 * at once through the live bus, when they end (sign-out, password change, deactivation, a change of
 * status or role: `session_ended`) and when the account changes (`user_changed`); when the balance
 * moves (`balance_update`) it keeps them with the balance announced, so the balance a cached user
 * shows is the last one this instance heard of and a bettor's bets need no session read. It only
 * spares the lookup: every money and permission rule still runs in the database.
 *
 * A read from the database races the events: a read that began before a sign-out may answer after
 * the sign-out's event. Each event bumps a generation; a read is kept only if no event about its
 * session or its user came after the read began.
 */
export function createSessionCache(options: { bus: LiveBus; ttlMs: number; maxEntries?: number }): SessionCache {
  const { ttlMs } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, Entry>();
  const sessionsOf = new Map<number, Set<string>>();
  const flights = new Map<string, Flight>();
  /** `s:<sessionId>` or `u:<userId>` → the generation at which it was forgotten, oldest first. */
  const forgotten = new Map<string, { generation: number; at: number }>();
  let generation = 0;

  function remove(sessionId: string) {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const sessions = sessionsOf.get(entry.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) sessionsOf.delete(entry.user.id);
  }

  function forget(key: string) {
    generation += 1;
    const now = Date.now();
    forgotten.delete(key);
    forgotten.set(key, { generation, at: now });
    for (const [oldKey, { at }] of forgotten) {
      if (now - at < REMEMBER_FORGOTTEN_MS) break;
      forgotten.delete(oldKey);
    }
  }

  function forgetSession(sessionId: string) {
    forget(`s:${sessionId}`);
    remove(sessionId);
  }

  function forgetUser(userId: number) {
    forget(`u:${userId}`);
    for (const sessionId of sessionsOf.get(userId) ?? []) remove(sessionId);
  }

  /**
   * A balance moved: the sessions kept stay kept (a bettor's next bet needs no session read) and show
   * the balance the event announced; a read that began before it is not kept. Two changes of one
   * player's balance made on two instances at the same moment can be announced out of order; the
   * one shown is then at most `ttlMs` old, like the balance the player's own sockets were told.
   */
  function updateBalance(userId: number, balance: string) {
    forget(`b:${userId}`);
    for (const sessionId of sessionsOf.get(userId) ?? []) {
      const entry = entries.get(sessionId);
      if (entry) entry.user = Object.freeze({ ...entry.user, balance });
    }
  }

  function onEvent(event: LiveEvent) {
    if (event.type === 'session_ended') {
      if (event.sessionId !== undefined) forgetSession(event.sessionId);
      // The session a password change keeps is forgotten too: its cached row holds the old hash.
      if (event.userId !== undefined) forgetUser(event.userId);
    } else if (event.type === 'user_changed') {
      if (event.userId !== undefined) forgetUser(event.userId);
    } else if (event.type === 'balance_update' && event.userId !== undefined) {
      updateBalance(event.userId, event.balance);
    }
  }
  const unsubscribe = options.bus.subscribe(onEvent);

  function mayKeep(sessionId: string, userId: number, since: number, startedAt: number): boolean {
    if (Date.now() - startedAt >= REMEMBER_FORGOTTEN_MS) return false;
    const after = (key: string) => (forgotten.get(key)?.generation ?? 0) > since;
    return !after(`s:${sessionId}`) && !after(`u:${userId}`) && !after(`b:${userId}`);
  }

  function keep(sessionId: string, { user, expire }: SessionLookup) {
    remove(sessionId);
    if (entries.size >= maxEntries) remove(entries.keys().next().value!);
    // Requests share this row: frozen, so none can change what the next one reads.
    entries.set(sessionId, { user: Object.freeze(user), expiresAt: Math.min(Date.now() + ttlMs, expire.getTime()) });
    let sessions = sessionsOf.get(user.id);
    if (!sessions) sessionsOf.set(user.id, (sessions = new Set()));
    sessions.add(sessionId);
  }

  return {
    async get(sessionId, load) {
      if (ttlMs <= 0) return (await load())?.user;
      const entry = entries.get(sessionId);
      if (entry) {
        if (entry.expiresAt > Date.now()) return entry.user;
        remove(sessionId);
      }
      // Requests of one session arriving together share one read, unless an event came in between.
      const flight = flights.get(sessionId);
      if (flight && flight.generation === generation) return (await flight.promise)?.user;

      const since = generation;
      const startedAt = Date.now();
      const promise = load();
      flights.set(sessionId, { promise, generation: since });
      let found: SessionLookup | undefined;
      try {
        found = await promise;
      } finally {
        if (flights.get(sessionId)?.promise === promise) flights.delete(sessionId);
      }
      if (found && mayKeep(sessionId, found.user.id, since, startedAt)) keep(sessionId, found);
      return found?.user;
    },
    get size() {
      return entries.size;
    },
    close() {
      unsubscribe();
      entries.clear();
      sessionsOf.clear();
      flights.clear();
    },
  };
}
