import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { groupCommit } from '../betting';
import type { LiveBus } from '../live';
import { withBalanceStatement } from '../wallet';

/** What `cash_out_bet` takes (cash-out/sql/cash_out_bet.sql). */
export type CashOutCall = {
  betId: string;
  userId: number;
  valueCents: number;
  partCents: number | null;
  idempotencyKey: string | null;
  enabled: boolean;
  marginBasisPoints: number;
  now: Date;
};

/** What `cash_out_bet` answers: its outcome and, once paid, the bet as it left it. */
export type CashOutFunctionRow = {
  outcome: string;
  detail: string | null;
  new_balance: string | null;
  paid_value: string;
  paid_stake: string;
  bet_status: 'pending' | 'won' | 'lost' | 'cancelled' | 'cashed_out';
  bet_type: string;
  amount: string;
  odds: string;
  potential_winnings: string;
  actual_winnings: string | null;
  cash_out_stake: string;
  cash_out_value: string;
  placed_at_ms: number;
  settled_at_ms: number | null;
  race_id: number | null;
  race_entry_id: number | null;
  sport_event_id: number | null;
  sport_bet_type: 'home' | 'draw' | 'away' | null;
  sport_team: string | null;
  sport: string | null;
  tournament: string | null;
  home_team: string | null;
  away_team: string | null;
  event_time_ms: number | null;
  idempotency_key: string | null;
  race_name: string | null;
  race_status: string | null;
  race_time_ms: number | null;
  finish_position: number | null;
  horse_name: string | null;
  notification_id: number;
  notification_at_ms: number;
  notification_hidden: boolean;
};

const column = <T>(calls: T[], read: (call: T) => unknown) => sql.param(calls.map(read));

/** Each call of `cash_out_bet` in the order given, in one statement. */
function cashOutStatement(calls: CashOutCall[]): SQL {
  return sql`
    select c.ord, r.* from unnest(
      ${column(calls, (c) => c.betId)}::uuid[], ${column(calls, (c) => c.userId)}::int[],
      ${column(calls, (c) => c.valueCents)}::bigint[], ${column(calls, (c) => c.partCents)}::bigint[],
      ${column(calls, (c) => c.idempotencyKey)}::text[], ${column(calls, (c) => c.enabled)}::boolean[],
      ${column(calls, (c) => c.marginBasisPoints)}::int[], ${column(calls, (c) => c.now.toISOString())}::timestamptz[]
    ) with ordinality as c(bet_id, user_id, value, part, idempotency_key, enabled, margin, at, ord)
    cross join lateral cash_out_bet(c.bet_id, c.user_id, c.value, c.part, c.idempotency_key, c.enabled, c.margin, c.at) r`;
}

/** Where a bet is: its race or its sport event, which never change once it is placed. */
export type BetTarget = { raceId: number | null; eventId: number | null };

/**
 * Cash outs arriving together for one race or event go in one statement and one commit, as bets do
 * (`groupCommit`, decision 025): each still one call of `cash_out_bet` with every rule it checks, the
 * batch holding only its own race's (or event's) lock. A bet whose race or event this instance has not
 * read yet (`target` undefined) goes alone, in a statement of its own.
 */
export function createCashOutBatches(db: Db, bus: LiveBus) {
  const paid = 'cashed_out';
  const grouped = (target: (call: CashOutCall & BetTarget) => number) =>
    groupCommit<CashOutCall & BetTarget, CashOutFunctionRow>(
      db,
      bus,
      target,
      (_, calls) => cashOutStatement(calls),
      paid,
    );
  const race = grouped((call) => call.raceId!);
  const event = grouped((call) => call.eventId!);
  return (call: CashOutCall, target: BetTarget | undefined): Promise<CashOutFunctionRow> => {
    if (target?.raceId != null) return race({ ...call, ...target });
    if (target?.eventId != null) return event({ ...call, ...target });
    return withBalanceStatement<CashOutFunctionRow>(db, bus, cashOutStatement([call]), (row) =>
      row.outcome === paid ? { userId: call.userId, balance: row.new_balance! } : undefined,
    ).then((rows) => rows[0]!);
  };
}
export type CashOutBatches = ReturnType<typeof createCashOutBatches>;

/** The race or event of the bets this instance has read (quotes, values), newest kept, so a cash out can join its race's batch. */
const targets = new Map<string, BetTarget>();
const MAX_TARGETS = 100_000;

export function rememberBetTargets(rows: Array<{ id: string; race_id: number | null; sport_event_id: number | null }>) {
  for (const row of rows) {
    if (targets.has(row.id)) continue;
    targets.set(row.id, { raceId: row.race_id, eventId: row.sport_event_id });
    if (targets.size > MAX_TARGETS) targets.delete(targets.keys().next().value!);
  }
}

export function findBetTarget(betId: string): BetTarget | undefined {
  return targets.get(betId);
}
