import {
  formatCents,
  TOTE_POOLS,
  type TRaceDividendsResponse,
  type TToteTicketPool,
  type TUserToteTicketsResponse,
} from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../lib/app-error';

/** Pools listed as a race card lists them: win, place, show, then the exotics. */
const POOL_ORDER = Object.fromEntries(TOTE_POOLS.map((pool, index) => [pool, index])) as Record<
  TToteTicketPool,
  number
>;

type SettledPool = {
  pool: TToteTicketPool;
  status: 'open' | 'final' | 'refunded';
  dividends: { dividends: Array<{ selection: number[]; cents: number }>; refunds: number[][] } | null;
};

/** What a race's settled pools paid per 1.00 (several per pool after a dead heat) and what they refunded. */
export async function readRaceDividends(db: Db, raceId: number): Promise<TRaceDividendsResponse> {
  await raceMustExist(db, raceId);
  return (await findRacesDividends(db, [raceId])).get(raceId)!;
}

/** The dividends of many races in one query (a day's results), each race's as readRaceDividends gives them. */
export async function findRacesDividends(
  db: Db,
  raceIds: readonly number[],
): Promise<Map<number, TRaceDividendsResponse>> {
  const byRace = new Map<number, TRaceDividendsResponse>(raceIds.map((id) => [id, { dividends: [], refunds: [] }]));
  if (raceIds.length === 0) return byRace;
  const pools = await queryRows<SettledPool & { race_id: number }>(
    db,
    sql`select race_id, pool, status, dividends from tote_pools
        where race_id = any(${sql.param([...raceIds])}::int[]) and status <> 'open'`,
  );
  pools.sort((a, b) => a.race_id - b.race_id || POOL_ORDER[a.pool] - POOL_ORDER[b.pool]);
  for (const pool of pools) {
    const race = byRace.get(pool.race_id)!;
    race.dividends.push(
      ...(pool.dividends?.dividends ?? []).map(({ selection, cents }) => ({
        pool: pool.pool,
        selection,
        dividend: formatCents(cents),
      })),
    );
    race.refunds.push(
      ...(pool.status === 'refunded'
        ? [{ pool: pool.pool, selection: [] }]
        : (pool.dividends?.refunds ?? []).map((selection) => ({ pool: pool.pool, selection }))),
    );
  }
  return byRace;
}

/** Each pool's accounting: settled pools as settlement wrote it, open ones their stakes so far. */
export async function readRaceAccounting(db: Db, raceId: number) {
  await raceMustExist(db, raceId);
  const rows = await queryRows<{
    pool: TToteTicketPool;
    status: 'open' | 'final' | 'refunded';
    total: string;
    refunds: string | null;
    takeout: string | null;
    breakage: string | null;
    paid: string | null;
    minus_pool_cost: string | null;
    race_open: boolean;
  }>(
    db,
    sql`select p.pool, p.status,
          coalesce(p.total, (select coalesce(sum(t.cost), 0) from tote_tickets t where t.pool_id = p.id))::text as total,
          p.refunds::text, p.takeout::text, p.breakage::text, p.paid::text, p.minus_pool_cost::text,
          (r.status = 'scheduled' and r.scheduled_time > now()) as race_open
        from tote_pools p join races r on r.id = p.race_id where p.race_id = ${raceId}`,
  );
  rows.sort((a, b) => POOL_ORDER[a.pool] - POOL_ORDER[b.pool]);
  return {
    pools: rows.map((row) => ({
      pool: row.pool,
      status: row.status !== 'open' ? row.status : row.race_open ? ('open' as const) : ('closed' as const),
      total: row.total,
      refunds: row.refunds ?? '0.00',
      takeout: row.takeout ?? '0.00',
      breakage: row.breakage ?? '0.00',
      paid: row.paid ?? '0.00',
      minusPoolCost: row.minus_pool_cost ?? '0.00',
    })),
  };
}

/** The player's tickets, newest first, each runner named by program number and horse. */
export async function readUserTickets(db: Db, userId: number): Promise<TUserToteTicketsResponse['tickets']> {
  const rows = await queryRows<{
    id: number;
    race_id: number;
    race_name: string;
    racetrack: string;
    scheduled_time: Date;
    pool: TToteTicketPool;
    selections: number[][];
    box: boolean;
    combinations: number;
    unit_stake: string;
    cost: string;
    status: 'pending' | 'won' | 'lost' | 'refunded';
    paid: string;
    refunded: string;
    placed_at: Date;
    settled_at: Date | null;
  }>(
    db,
    sql`select t.id, t.race_id, r.name as race_name, rt.name as racetrack, r.scheduled_time, t.pool, t.selections,
          t.box, t.combinations, t.unit_stake::text, t.cost::text, t.status, t.paid::text, t.refunded::text,
          t.placed_at, t.settled_at
        from tote_tickets t join races r on r.id = t.race_id join racetracks rt on rt.id = r.racetrack_id
        where t.user_id = ${userId} order by t.placed_at desc, t.id desc limit 200`,
  );
  const ids = [...new Set(rows.flatMap((row) => row.selections.flat()))];
  const runners = ids.length
    ? await queryRows<{ id: number; number: number | null; horse_name: string }>(
        db,
        sql`select e.id, e.post_position as number, h.name as horse_name
            from race_entries e join horses h on h.id = e.horse_id where e.id = any(${sql.param(ids)}::int[])`,
      )
    : [];
  const byId = new Map(runners.map((runner) => [runner.id, runner]));
  return rows.map((row) => ({
    id: row.id,
    raceId: row.race_id,
    raceName: row.race_name,
    racetrack: row.racetrack,
    scheduledTime: new Date(row.scheduled_time).toISOString(),
    pool: row.pool,
    selections: row.selections.map((position) =>
      position.map((entryId) => ({
        entryId,
        number: byId.get(entryId)?.number ?? null,
        horseName: byId.get(entryId)?.horse_name ?? '',
      })),
    ),
    box: row.box,
    combinations: row.combinations,
    unitStake: row.unit_stake,
    cost: row.cost,
    status: row.status,
    paid: row.paid,
    refunded: row.refunded,
    placedAt: new Date(row.placed_at).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
  }));
}

async function raceMustExist(db: Db, raceId: number): Promise<void> {
  const [race] = await queryRows<{ id: number }>(db, sql`select id from races where id = ${raceId}`);
  if (!race) throw new AppError('NOT_FOUND', 'Carrera no encontrada');
}
