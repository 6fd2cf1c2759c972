import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { LiveBus } from '../live';
import { withBalanceStatement } from '../wallet';
import type { PlaceFunctionRow } from './place-bet-function';

/** What `place_race_bet` and `place_sport_bet` take besides the race or event (betting/sql). */
export type BetCall = {
  betId: string;
  userId: number;
  stakeCents: number;
  acceptedOdds: number;
  maxPayoutCents: number;
  idempotencyKey: string | null;
  now: Date;
};
export type RaceBetCall = BetCall & { raceId: number; entryId: number; betType: string; description: string };
export type SportBetCall = BetCall & { eventId: number; selection: string; drawLabel: string };

export type PlaceRaceBetRow = PlaceFunctionRow & {
  race_name: string | null;
  race_status: string | null;
  race_time_ms: number | null;
  horse_name: string | null;
};
export type PlaceSportBetRow = PlaceFunctionRow & {
  team: string | null;
  sport: string | null;
  tournament: string | null;
  home_team: string | null;
  away_team: string | null;
};

export type BetBatches = {
  race(call: RaceBetCall): Promise<PlaceRaceBetRow>;
  sport(call: SportBetCall): Promise<PlaceSportBetRow>;
};

/** Calls in flight per race or event before the next ones wait and go together. */
const IN_FLIGHT_PER_TARGET = 2;
/** At most this many bets in one call: a batch holds its players' rows until it commits. */
const MAX_BATCH = 32;

const column = <T>(calls: T[], read: (call: T) => unknown) => sql.param(calls.map(read));

/** The bets of one race, each a call of `place_race_bet` in the order given, in one statement. */
function raceStatement(raceId: number, calls: RaceBetCall[]): SQL {
  return sql`
    select b.ord, r.* from unnest(
      ${column(calls, (c) => c.betId)}::uuid[], ${column(calls, (c) => c.userId)}::int[],
      ${column(calls, (c) => c.entryId)}::int[], ${column(calls, (c) => c.betType)}::text[],
      ${column(calls, (c) => c.stakeCents)}::bigint[], ${column(calls, (c) => c.acceptedOdds)}::int[],
      ${column(calls, (c) => c.maxPayoutCents)}::bigint[], ${column(calls, (c) => c.idempotencyKey)}::text[],
      ${column(calls, (c) => c.description)}::text[], ${column(calls, (c) => c.now.toISOString())}::timestamptz[]
    ) with ordinality as b(bet_id, user_id, entry_id, bet_type, stake, odds, max_payout, idempotency_key, description, at, ord)
    cross join lateral place_race_bet(b.bet_id, b.user_id, ${raceId}::int, b.entry_id, b.bet_type, b.stake, b.odds,
      b.max_payout, b.idempotency_key, b.description, b.at) r`;
}

/** The bets of one event, each a call of `place_sport_bet` in the order given, in one statement. */
function sportStatement(eventId: number, calls: SportBetCall[]): SQL {
  return sql`
    select b.ord, r.* from unnest(
      ${column(calls, (c) => c.betId)}::uuid[], ${column(calls, (c) => c.userId)}::int[],
      ${column(calls, (c) => c.selection)}::text[], ${column(calls, (c) => c.stakeCents)}::bigint[],
      ${column(calls, (c) => c.acceptedOdds)}::int[], ${column(calls, (c) => c.maxPayoutCents)}::bigint[],
      ${column(calls, (c) => c.idempotencyKey)}::text[], ${column(calls, (c) => c.drawLabel)}::text[],
      ${column(calls, (c) => c.now.toISOString())}::timestamptz[]
    ) with ordinality as b(bet_id, user_id, selection, stake, odds, max_payout, idempotency_key, draw_label, at, ord)
    cross join lateral place_sport_bet(b.bet_id, b.user_id, ${eventId}::int, b.selection, b.stake, b.odds,
      b.max_payout, b.idempotency_key, b.draw_label, b.at) r`;
}

type Waiting<TCall, TRow> = { call: TCall; resolve: (row: TRow) => void; reject: (error: unknown) => void };
type Target<TCall, TRow> = { inFlight: number; waiting: Array<Waiting<TCall, TRow>> };

/** What a placing function answers per call: its outcome and, when it took the money, the new balance. */
export type GroupedRow = { outcome: string; new_balance: string | null };

/**
 * Group commit (decision 025): while a target (a race, an event) already has calls in flight, the calls
 * arriving for it wait and then go together, in one statement and so one transaction and one commit.
 * A quiet target's call goes at once, alone.
 *
 * Each call is still one call of its placing function, with every rule it checks; the calls run in the
 * players' id order, so two batches, or a batch and a settlement (which locks its owners in id order,
 * `applyBalanceChanges`), take the players' rows in the same order and never deadlock. A batch holds
 * only its own target's lock: a writer that changes several races in one transaction cannot meet it
 * holding one race and waiting for another. If a batch fails as a whole (a parallel request with the
 * same Idempotency-Key, say), each of its calls is made again on its own and answers for itself.
 * Each player whose call moved money (outcome `placed`, or `paidOutcome`) hears their new balance once,
 * after the batch commits.
 */
export function groupCommit<TCall extends { userId: number }, TRow extends GroupedRow>(
  db: Db,
  bus: LiveBus,
  targetOf: (call: TCall) => number,
  statement: (target: number, calls: TCall[]) => SQL,
  paidOutcome = 'placed',
): (call: TCall) => Promise<TRow> {
  const targets = new Map<number, Target<TCall, TRow>>();

  const run = async (target: number, calls: TCall[]) => {
    // The wallet tells each player who got a bet their new balance once the statement has committed.
    const rows = await withBalanceStatement<TRow & { ord: number | string }>(
      db,
      bus,
      statement(target, calls),
      (row) =>
        row.outcome === paidOutcome && row.new_balance !== null
          ? { userId: calls[Number(row.ord) - 1]!.userId, balance: row.new_balance }
          : undefined,
    );
    const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
    return calls.map((_, index) => {
      const row = byOrd.get(index + 1);
      // Each call answers one row; without it the batch fails and its calls go again one by one.
      if (!row) throw new Error(`the placing function gave no answer for call ${index + 1} of ${calls.length}`);
      return row;
    });
  };

  const send = (id: number, state: Target<TCall, TRow>) => {
    // The players' id order (stable: one player's calls keep their order).
    const batch = state.waiting.splice(0, MAX_BATCH).sort((a, b) => a.call.userId - b.call.userId);
    state.inFlight += 1;
    run(
      id,
      batch.map((waiting) => waiting.call),
    )
      .then(
        (rows) => batch.forEach((waiting, index) => waiting.resolve(rows[index]!)),
        (error: unknown) => {
          if (batch.length === 1) return batch[0]!.reject(error);
          for (const waiting of batch) {
            run(id, [waiting.call]).then((rows) => waiting.resolve(rows[0]!), waiting.reject);
          }
        },
      )
      .finally(() => {
        state.inFlight -= 1;
        if (state.waiting.length > 0) send(id, state);
        else if (state.inFlight === 0) targets.delete(id);
      });
  };

  return (call: TCall) =>
    new Promise<TRow>((resolve, reject) => {
      const id = targetOf(call);
      let state = targets.get(id);
      if (!state) targets.set(id, (state = { inFlight: 0, waiting: [] }));
      state.waiting.push({ call, resolve, reject });
      if (state.inFlight < IN_FLIGHT_PER_TARGET) send(id, state);
    });
}

/** Bets arriving together for one race or event go in one statement (`groupCommit`). */
export function createBetBatches(db: Db, bus: LiveBus): BetBatches {
  return {
    race: groupCommit<RaceBetCall, PlaceRaceBetRow>(db, bus, (call) => call.raceId, raceStatement),
    sport: groupCommit<SportBetCall, PlaceSportBetRow>(db, bus, (call) => call.eventId, sportStatement),
  };
}
