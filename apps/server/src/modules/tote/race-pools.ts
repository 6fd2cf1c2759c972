import {
  formatCents,
  TOTE_POOLS,
  type TRacePoolsResponse,
  type TToteProbable,
  type TToteTicketPool,
} from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../lib/app-error';
import { combinationKey, type PoolRules, probables } from './dividends';
import { expandCombinations } from './combinations';
import { findNextRace } from './next-race';
import { poolRulesOf, readToteSettings } from './tote-settings';

type PoolRow = {
  id: number;
  pool: TToteTicketPool;
  rules: PoolRules;
  minimum_stake: string;
  status: 'open' | 'final' | 'refunded';
};

/** Tickets alike (same pool, selections, box and unit), counted: a busy pool has far fewer kinds than tickets. */
export type TicketRow = { pool_id: number; selections: number[][]; box: boolean; unit_stake: string; tickets: number };

/** One pool's tickets grouped alike (createPoolTally reads them by what is new since its last read). */
export type PoolTicketsReader = (raceId: number, pool: TToteTicketPool) => Promise<TicketRow[]>;

/**
 * What a race's pools hold now and what each combination would pay if it won: win, place and show per
 * runner still in the race, exacta, quinella and daily double per pair someone backed, the rest as a total.
 * A pool nobody has bet yet shows the rules it would open with. `only` one pool: its tickets from
 * `readPoolTickets` when given.
 */
export async function readRacePools(
  db: Db,
  raceId: number,
  now: Date,
  only?: TToteTicketPool,
  readPoolTickets?: PoolTicketsReader,
) {
  const [race] = await queryRows<{ id: number; status: string; scheduled_time: Date; racetrack_id: number }>(
    db,
    sql`select id, status, scheduled_time, racetrack_id from races where id = ${raceId}`,
  );
  if (!race) throw new AppError('NOT_FOUND', 'Carrera no encontrada');
  const scheduledTime = new Date(race.scheduled_time);
  const nextRaceId = await findNextRace(db, { id: race.id, racetrackId: race.racetrack_id, scheduledTime });
  const [pools, tickets, runners, settings] = await Promise.all([
    queryRows<PoolRow>(
      db,
      sql`select id, pool, rules, minimum_stake::text, status from tote_pools where race_id = ${raceId}`,
    ),
    only && readPoolTickets
      ? readPoolTickets(raceId, only)
      : queryRows<TicketRow>(
          db,
          // Grouped in the database: read once a second per pool while tickets pour in, the rows of every
          // ticket (100,000 on a big race) would each be sent, parsed and expanded again.
          sql`select t.pool_id, t.selections, t.box, t.unit_stake::text, count(*)::int as tickets
          from tote_tickets t join tote_pools p on p.id = t.pool_id
          where p.race_id = ${raceId} and (${only ?? null}::text is null or p.pool = ${only ?? null})
          group by t.pool_id, t.selections, t.box, t.unit_stake`,
        ),
    queryRows<{ id: number }>(
      db,
      sql`select id from race_entries where race_id = ${raceId} and not scratched order by post_position nulls last, id`,
    ),
    readToteSettings(db),
  ]);
  const open = race.status === 'scheduled' && scheduledTime > now;
  const byPool = new Map(pools.map((pool) => [pool.pool, pool]));
  const offered = TOTE_POOLS.filter((pool) => pool !== 'daily_double' || nextRaceId !== null || byPool.has(pool));
  const answer: TRacePoolsResponse['pools'] = offered
    .filter((pool) => only === undefined || pool === only)
    .map((pool) => {
      const row = byPool.get(pool);
      const { rules, minimumStakeCents } = row
        ? { rules: row.rules, minimumStakeCents: Math.round(Number(row.minimum_stake) * 100) }
        : poolRulesOf(settings, pool);
      const stakes = row
        ? stakesOf(
            pool,
            tickets.filter((ticket) => ticket.pool_id === row.id),
          )
        : [];
      const totalCents = stakes.reduce((total, stake) => total + stake.cents, 0);
      return {
        pool,
        status: row && row.status !== 'open' ? row.status : open ? 'open' : 'closed',
        takeout: (rules.takeoutBasisPoints / 100).toFixed(2),
        minimumStake: formatCents(minimumStakeCents),
        total: formatCents(totalCents),
        probables: probablesOf(
          pool,
          rules,
          stakes,
          runners.map((runner) => runner.id),
        ),
      };
    });
  const statuses = new Set(answer.map((pool) => pool.status));
  const status = statuses.has('open')
    ? 'open'
    : statuses.has('closed')
      ? 'closed'
      : statuses.has('final')
        ? 'final'
        : 'refunded';
  return { raceId, status, nextRaceId, pools: answer } satisfies TRacePoolsResponse;
}

/** Cents staked per combination, every ticket's combinations expanded again from its selections. */
function stakesOf(pool: TToteTicketPool, tickets: readonly TicketRow[]) {
  const merged = new Map<string, { combination: number[]; cents: number }>();
  for (const ticket of tickets) {
    const expanded = expandCombinations(pool, ticket.selections, ticket.box);
    if ('problem' in expanded) continue;
    const unitCents = Math.round(Number(ticket.unit_stake) * 100) * ticket.tickets;
    for (const combination of expanded.combinations) {
      const key = combinationKey(pool, combination);
      const entry = merged.get(key) ?? {
        combination: pool === 'quinella' ? [...combination].sort((a, b) => a - b) : combination,
        cents: 0,
      };
      entry.cents += unitCents;
      merged.set(key, entry);
    }
  }
  return [...merged.values()];
}

function probablesOf(
  pool: TToteTicketPool,
  rules: PoolRules,
  stakes: ReadonlyArray<{ combination: number[]; cents: number }>,
  runners: readonly number[],
): TToteProbable[] {
  if (pool === 'trifecta' || pool === 'superfecta') return [];
  const pays = new Map(
    probables({ pool, rules, stakes }).map((dividend) => [combinationKey(pool, dividend.combination), dividend.cents]),
  );
  const listed =
    pool === 'win' || pool === 'place' || pool === 'show'
      ? runners.map((runner) => ({
          combination: [runner],
          cents: stakes.find((stake) => stake.combination[0] === runner)?.cents ?? 0,
        }))
      : // The most backed first; alike amounts in the runners' order, so the list keeps its order from read to read.
        [...stakes].sort((a, b) => b.cents - a.cents || compareCombinations(a.combination, b.combination));
  return listed.map(({ combination, cents }) => {
    const pay = pays.get(combinationKey(pool, combination));
    return {
      selection: combination,
      amount: formatCents(cents),
      probable: cents > 0 && pay !== undefined ? formatCents(pay) : null,
    };
  });
}

function compareCombinations(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++)
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  return a.length - b.length;
}
