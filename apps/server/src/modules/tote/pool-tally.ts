import type { TToteTicketPool } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import type { TicketRow } from './race-pools';

/** A pool's tickets grouped alike up to `upTo`, final, and the newest read's ids waiting to be added to them. */
type Tally = {
  upTo: number;
  groups: Map<string, TicketRow>;
  /** Ids up to `upTo` seen by a read whose snapshot's next transaction id was `xmax`. */
  pending?: { upTo: number; xmax: bigint };
};

type Row = {
  pool_id: number | null;
  xmin: string;
  xmax: string;
  settled: boolean | null;
  /** As text: grouped by their text, which the database sorts in half the time of the jsonb. */
  selections: string | null;
  box: boolean | null;
  unit_stake: string | null;
  tickets: number | null;
  max_id: number | null;
};

/** Pools tallied at the most: one a race's pool taking tickets; the oldest are forgotten. */
const MAX_TALLIES = 2000;

/**
 * The tickets of one pool, grouped alike, for its `pool_update` once a second: each read groups only the
 * tickets after those already counted, so it costs what came in since, not the whole pool (a busy
 * pool's full read grew with every ticket and took a tenth of the embedded database's time).
 *
 * Ticket ids are a sequence, but a batch of tickets with lower ids can commit after one with higher ids
 * was read. So ids are counted for good only once no transaction that could hold a lower one is still
 * running: a read notes the highest id it saw and its snapshot's next transaction id (`xmax`); once a
 * later read's oldest running transaction (`xmin`) is at or past that, every transaction of the time
 * has ended. That holds because a ticket's transaction has its id before it draws the ticket's (the
 * debit comes first in `place_tote_ticket`). Until then the newer tickets are grouped afresh each read.
 */
export function createPoolTally(db: Db) {
  const tallies = new Map<string, Tally>();

  return async function readPoolTickets(raceId: number, pool: TToteTicketPool): Promise<TicketRow[]> {
    const key = `${raceId}:${pool}`;
    let tally = tallies.get(key);
    if (!tally) {
      if (tallies.size >= MAX_TALLIES) tallies.delete(tallies.keys().next().value!);
      tally = { upTo: 0, groups: new Map() };
      tallies.set(key, tally);
    }
    const foldUpTo = tally.pending?.upTo ?? tally.upTo;
    const rows = await queryRows<Row>(
      db,
      sql`select p.id as pool_id, s.xmin, s.xmax, g.settled, g.selections, g.box, g.unit_stake, g.tickets, g.max_id
          from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
                       pg_snapshot_xmax(pg_current_snapshot())::text as xmax) s
          join tote_pools p on p.race_id = ${raceId} and p.pool = ${pool}
          left join lateral (
            select t.id <= ${foldUpTo} as settled, t.selections::text as selections, t.box, t.unit_stake::text as unit_stake,
                   count(*)::int as tickets, max(t.id) as max_id
              from tote_tickets t
             where t.pool_id = p.id and t.id > ${tally.upTo}
             group by 1, 2, 3, 4
          ) g on true`,
    );
    const [first] = rows;
    if (!first) return [];
    const poolId = first.pool_id!;
    const found = rows.filter((row) => row.tickets !== null);
    const folded = tally.pending !== undefined && BigInt(first.xmin) >= tally.pending.xmax;
    if (folded) {
      for (const row of found.filter((row) => row.settled)) add(tally.groups, ticketRow(poolId, row));
      tally.upTo = tally.pending!.upTo;
      tally.pending = undefined;
    }
    const newest = Math.max(tally.upTo, ...found.map((row) => row.max_id!));
    if (!tally.pending && newest > tally.upTo) tally.pending = { upTo: newest, xmax: BigInt(first.xmax) };

    const now = new Map([...tally.groups].map(([group, row]) => [group, { ...row }]));
    for (const row of found) if (!(folded && row.settled)) add(now, ticketRow(poolId, row));
    return [...now.values()];
  };
}

function ticketRow(poolId: number, row: Row): TicketRow {
  return {
    pool_id: poolId,
    selections: JSON.parse(row.selections!) as number[][],
    box: row.box!,
    unit_stake: row.unit_stake!,
    tickets: row.tickets!,
  };
}

function add(groups: Map<string, TicketRow>, row: TicketRow) {
  const group = JSON.stringify([row.selections, row.box, row.unit_stake]);
  const earlier = groups.get(group);
  if (earlier) earlier.tickets += row.tickets;
  else groups.set(group, { ...row });
}
