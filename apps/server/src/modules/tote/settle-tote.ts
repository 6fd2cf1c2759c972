import { formatCents, type TToteTicketPool } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import type { LiveBus } from '../live';
import { announceBalances, applyBalanceChanges, type BalanceChange, withBalanceChanges } from '../wallet';
import { expandCombinations } from './combinations';
import { type PoolRules, type RaceFinish, settlePool } from './dividends';
import { notifySettledPools } from './notify-settled-pools';

/** Tote settlements of one pool queue on this lock (with the pool's id), apart from the fixed-odds ones. */
const TOTE_SETTLEMENT_LOCK = 7_310_022;
/** The lock a race's bets and tickets hold shared while they are placed (betting/sql, tote/sql). */
const RACE_BETTING_LOCK = 7_310_020;

type PoolRow = {
  id: number;
  race_id: number;
  pool: TToteTicketPool;
  second_race_id: number | null;
  rules: PoolRules;
  race_name: string;
};

type RaceState = { status: string; finish: RaceFinish; offTime: Date };

/**
 * Settles every tote pool a race's end decides, each exactly once: the race's own pools once it has
 * finished or been cancelled, and a daily double once both its legs have (a cancelled leg refunds it).
 * Per pool one transaction: the race's betting is locked (tickets in flight commit first, later ones find
 * the pool closed), its dividends computed once from every ticket, each ticket marked with what it was paid and given back,
 * and the owners credited in one statement with one ledger row per ticket. Safe to run again: a pool
 * already settled is skipped.
 */
export async function settleTote(
  db: Db,
  bus: LiveBus,
  raceId: number,
): Promise<{ pools: number; tickets: number; notified: Promise<number> }> {
  const pools = await queryRows<PoolRow>(
    db,
    sql`select p.id, p.race_id, p.pool, p.second_race_id, p.rules, r.name as race_name
        from tote_pools p join races r on r.id = p.race_id
        where p.status = 'open' and (p.race_id = ${raceId} or p.second_race_id = ${raceId})`,
  );
  let tickets = 0;
  const settledPools: number[] = [];
  for (const pool of pools) {
    const settled = await settleOnePool(db, bus, pool);
    if (settled !== undefined) {
      settledPools.push(pool.id);
      tickets += settled;
    }
  }
  // The owners are told once every pool's money is in, not waited for here: the leader's sweep tells any
  // pool this leaves untold (a stop in between), and a caller that must know can wait for `notified`.
  const notified = settledPools.length === 0 ? Promise.resolve(0) : notifySettledPools(db, bus, settledPools);
  notified.catch(() => {});
  return { pools: settledPools.length, tickets, notified };
}

async function settleOnePool(db: Db, bus: LiveBus, pool: PoolRow): Promise<number | undefined> {
  return withBalanceChanges(db, bus, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TOTE_SETTLEMENT_LOCK}, ${pool.id})`);
    // The race's betting lock, exclusive: tickets in flight on the pool (which hold it shared) commit
    // first, and those after find the pool settled.
    await tx.execute(sql`select pg_advisory_xact_lock(${RACE_BETTING_LOCK}, ${pool.race_id})`);
    const [locked] = await queryRows<{ status: string }>(
      tx,
      sql`select status from tote_pools where id = ${pool.id} for update`,
    );
    if (locked?.status !== 'open') return undefined;

    const first = await raceState(tx, pool.race_id);
    const second = pool.second_race_id === null ? undefined : await raceState(tx, pool.second_race_id, first.offTime);
    const legs = second ? [first, second] : [first];
    if (legs.some((leg) => leg.status === 'cancelled')) return settle(tx, bus, pool, 'refund');
    if (legs.some((leg) => leg.status !== 'finished')) return undefined;
    return settle(tx, bus, pool, { finish: first.finish, secondLeg: second?.finish });
  });
}

async function settle(
  tx: Tx,
  bus: LiveBus,
  pool: PoolRow,
  result: 'refund' | { finish: RaceFinish; secondLeg: RaceFinish | undefined },
): Promise<number> {
  const rows = await queryRows<{
    id: number;
    user_id: number;
    selections: number[][];
    box: boolean;
    unit_stake: string;
  }>(
    tx,
    sql`select id, user_id, selections, box, unit_stake::text from tote_tickets
        where pool_id = ${pool.id} and status = 'pending' order by placed_at, id`,
  );
  const tickets = rows.map((row) => {
    const expanded = expandCombinations(pool.pool, row.selections, row.box);
    return {
      id: row.id,
      userId: row.user_id,
      combinations: 'problem' in expanded ? [] : expanded.combinations,
      unitCents: Math.round(Number(row.unit_stake) * 100),
    };
  });
  // A cancelled race: no runner started, and a pool without starters gives every stake back.
  const noStart: RaceFinish = { order: [], scratched: new Set(), starters: 0 };
  const settlement = settlePool({
    pool: pool.pool,
    rules: pool.rules,
    tickets,
    finish: result === 'refund' ? noStart : result.finish,
    secondLeg: result === 'refund' ? noStart : result.secondLeg,
  });

  // Most tickets lose: those paid or given something back are marked one by one (in one statement), the
  // rest of the pool's pending tickets lost in one more.
  const owner = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const credited = settlement.tickets.filter(({ paidCents, refundCents }) => paidCents + refundCents > 0);
  const changes: BalanceChange[] = credited.map(({ id, paidCents, refundCents }) => ({
    userId: owner.get(id)!.userId,
    amountCents: paidCents + refundCents,
    type: paidCents > 0 ? 'winnings' : 'refund',
    text: { code: paidCents > 0 ? 'tote_winnings' : 'tote_refund', params: { pool: pool.pool, race: pool.race_name } },
    relatedToteTicketId: id,
  }));
  const statusOf = ({ id, paidCents, refundCents }: (typeof credited)[number]) => {
    const ticket = owner.get(id)!;
    if (paidCents > 0) return 'won';
    return refundCents === ticket.unitCents * ticket.combinations.length ? 'refunded' : 'lost';
  };
  await tx.execute(sql`
    update tote_tickets t set status = s.status, paid = s.paid, refunded = s.refunded, settled_at = now()
    from unnest(
      ${sql.param(credited.map((ticket) => ticket.id))}::int[],
      ${sql.param(credited.map(statusOf))}::text[],
      ${sql.param(credited.map((ticket) => formatCents(ticket.paidCents)))}::numeric[],
      ${sql.param(credited.map((ticket) => formatCents(ticket.refundCents)))}::numeric[]
    ) as s(id, status, paid, refunded)
    where t.id = s.id and t.status = 'pending'`);
  await tx.execute(sql`
    update tote_tickets set status = 'lost', settled_at = now() where pool_id = ${pool.id} and status = 'pending'`);
  const { refused } = await applyBalanceChanges(tx, changes);
  if (refused.length > 0)
    throw new Error(`Tote pool ${pool.id}: ${refused.length} credits would pass the balance range`);
  await announceBalances(tx, [...new Set(tickets.map((ticket) => ticket.userId))]);
  await tx.execute(sql`
    update tote_pools set status = ${settlement.status}, settled_at = now(),
      total = ${formatCents(settlement.totalCents)}, refunds = ${formatCents(settlement.refundsCents)},
      takeout = ${formatCents(settlement.takeoutCents)}, breakage = ${formatCents(settlement.breakageCents)},
      paid = ${formatCents(settlement.paidCents)}, minus_pool_cost = ${formatCents(settlement.minusPoolCents)},
      dividends = ${JSON.stringify({
        dividends: settlement.dividends.map((dividend) => ({ selection: dividend.combination, cents: dividend.cents })),
        refunds: settlement.refundedCombinations,
      })}::jsonb
    where id = ${pool.id}`);
  return tickets.length;
}

/**
 * How a race stands for its pools: finished (its order, dead heats grouped), cancelled or still to come.
 * `leg1Off`: for a daily double's second leg, runners withdrawn after the first leg's off are late.
 */
async function raceState(tx: Tx, raceId: number, leg1Off?: Date): Promise<RaceState> {
  const [race] = await queryRows<{ status: string; off: Date }>(
    tx,
    sql`select status, coalesce(actual_start_time, scheduled_time) as off from races where id = ${raceId}`,
  );
  const entries = await queryRows<{
    id: number;
    scratched: boolean;
    scratched_at: Date | null;
    finish_position: number | null;
  }>(tx, sql`select id, scratched, scratched_at, finish_position from race_entries where race_id = ${raceId}`);
  const positions = new Map<number, number[]>();
  for (const entry of entries) {
    if (entry.scratched || entry.finish_position === null) continue;
    positions.set(entry.finish_position, [...(positions.get(entry.finish_position) ?? []), entry.id]);
  }
  // Positions 1, 1, 3: the groups in order; a dead heat is one group.
  const order = [...positions.entries()].sort(([a], [b]) => a - b).map(([, runners]) => runners);
  const scratched = entries.filter((entry) => entry.scratched);
  return {
    status: race?.status ?? 'cancelled',
    offTime: new Date(race?.off ?? 0),
    finish: {
      order,
      scratched: new Set(scratched.map((entry) => entry.id)),
      starters: entries.length - scratched.length,
      lateScratched:
        leg1Off === undefined
          ? undefined
          : new Set(
              scratched
                .filter((entry) => entry.scratched_at !== null && new Date(entry.scratched_at) >= leg1Off)
                .map((entry) => entry.id),
            ),
    },
  };
}
