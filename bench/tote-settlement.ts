/**
 * The tote's settlement under load: a race with 100,000 tickets across its seven pools from 1,000
 * funded players (each debited with its ledger row, as a ticket is) gets its result the way staff
 * enter it; the figure is the time from that request to the last ticket settled and credited, beside
 * the 5 s limit; then every ticket settled once, each pool's accounting to the cent and the ledger.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_TOTE_SETTINGS, formatCents, type TToteTicketPool } from '@galope/contracts';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../apps/server/src/db/query-rows';
import { toteTickets } from '../apps/server/src/db/schema';
import { poolRulesOf } from '../apps/server/src/modules/tote/tote-settings';
import { applyBalanceChanges } from '../apps/server/src/modules/wallet';
import { findLedgerViolations } from '../apps/server/src/test/ledger-invariants';
import { line, raceWithFundedPlayers } from './bench-setup';
import { enterResultAsStaff } from './settlement';

const TICKETS = Number(process.env.BENCH_TOTE_TICKETS ?? 100_000);
const PLAYERS = 1_000;
const RUNNERS = 10;
const LIMIT_SECONDS = 5;
const POOLS: Array<[TToteTicketPool, number]> = [
  ['win', 1],
  ['place', 1],
  ['show', 1],
  ['exacta', 2],
  ['quinella', 2],
  ['trifecta', 3],
  ['superfecta', 4],
];

export async function benchToteSettlement(label: string, app: FastifyInstance) {
  const { db } = app.database;
  const { race, entries, players } = await raceWithFundedPlayers(db, {
    runners: RUNNERS,
    scheduledTime: new Date(Date.now() + 3600_000),
    players: PLAYERS,
    balanceCents: 1_000_000,
    prefix: `totes${randomBytes(3).toString('hex')}`,
  });
  const poolIds = new Map<TToteTicketPool, number>();
  for (const [pool] of POOLS) {
    const { rules, minimumStakeCents } = poolRulesOf(DEFAULT_TOTE_SETTINGS, pool);
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into tote_pools (race_id, pool, rules, minimum_stake)
          values (${race.id}, ${pool}, ${JSON.stringify(rules)}::jsonb, ${formatCents(minimumStakeCents)}) returning id`,
    );
    poolIds.set(pool, row!.id);
  }
  // Tickets of one combination each: runners taken from a start at a step prime to the field, so they
  // never repeat, and over the tickets every combination gets backed.
  const STEPS = [1, 3, 7, 9];
  const pick = (index: number, positions: number) =>
    Array.from(
      { length: positions },
      (_, k) => entries[(index + k * STEPS[Math.floor(index / RUNNERS) % STEPS.length]!) % RUNNERS]!.id,
    );
  for (let start = 0; start < TICKETS; start += 10_000) {
    if (process.env.BENCH_TRACE) console.log('tote tickets', start, new Date().toISOString());
    const batch = Array.from({ length: Math.min(10_000, TICKETS - start) }, (_, offset) => {
      const index = start + offset;
      const [pool, positions] = POOLS[index % POOLS.length]!;
      const picked = pick(index, positions);
      const selections = pool === 'quinella' ? [picked] : picked.map((id) => [id]);
      return { userId: players[index % PLAYERS]!.id, pool, selections, unitCents: 100 + (index % 5) * 50 };
    });
    await db.transaction(async (tx) => {
      const rows = batch.map((ticket, offset) => ({
        user_id: ticket.userId,
        pool_id: poolIds.get(ticket.pool)!,
        pool: ticket.pool,
        selections: ticket.selections,
        cost: formatCents(ticket.unitCents),
        ord: offset,
      }));
      const ids = await queryRows<{ id: number }>(
        tx,
        sql`insert into tote_tickets (user_id, pool_id, race_id, pool, selections, combinations, unit_stake, cost)
            select user_id, pool_id, ${race.id}, pool, selections, 1, cost, cost
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as t(user_id int, pool_id int, pool text, selections jsonb, cost numeric, ord int)
            order by ord returning id`,
      );
      if (process.env.BENCH_TRACE) console.log('inserted', ids.length, new Date().toISOString());
      await applyBalanceChanges(
        tx,
        batch.map((ticket, offset) => ({
          userId: ticket.userId,
          amountCents: -ticket.unitCents,
          type: 'bet' as const,
          text: { code: 'tote_ticket' as const, params: { pool: ticket.pool, race: race.name } },
          relatedToteTicketId: ids[offset]!.id,
        })),
      );
    });
  }
  if (process.env.BENCH_TRACE) console.log('placed', new Date().toISOString());
  const { response, cookie, seconds } = await enterResultAsStaff(app, race.id, entries.slice(0, 5));
  const answeredAt = performance.now();
  // The owners are told after the money is in, each pool in a transaction of its own: until the last
  // pool is told, from the same moment as the settlement's figure.
  const untold = async () =>
    (
      await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from tote_pools where race_id = ${race.id} and notified_at is null`,
      )
    )[0]!.count;
  while ((await untold()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  const toldSeconds = seconds + (performance.now() - answeredAt) / 1000;
  const [told] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from notifications n join tote_tickets t on t.id = (n.data->>'ticketId')::int
        where n.kind = 'ticket_settled' and t.race_id = ${race.id}`,
  );

  const [settled] = await db
    .select({ value: count() })
    .from(toteTickets)
    .where(and(eq(toteTickets.raceId, race.id), isNotNull(toteTickets.settledAt)));
  const accounting = (await app.inject({ url: `/api/admin/tote/races/${race.id}`, headers: { cookie } })).json() as {
    pools: Array<Record<string, string>>;
  };
  const cents = (value: string | undefined) => Math.round(Number(value) * 100);
  const unbalanced = accounting.pools.filter(
    (pool) =>
      cents(pool.total) - cents(pool.refunds) !==
      cents(pool.takeout) + cents(pool.breakage) + cents(pool.paid) - cents(pool.minusPoolCost),
  );
  const violations = await findLedgerViolations(db);
  line(
    `[${label}] tote settlement: ${TICKETS} tickets in ${POOLS.length} pools`,
    `${seconds.toFixed(2)} s from the result to the last ticket settled and credited (HTTP ${response.statusCode}) | ` +
      `limit ${LIMIT_SECONDS} s → ratio ${(seconds / LIMIT_SECONDS).toFixed(2)} | ` +
      `owners told (${told!.count} notifications) ${toldSeconds.toFixed(2)} s after the result`,
  );
  const ok =
    told!.count === TICKETS && settled!.value === TICKETS && unbalanced.length === 0 && violations.length === 0;
  line(
    `[${label}] tote settlement check`,
    `${ok ? 'ok' : 'FAIL'}: settled ${settled!.value}/${TICKETS}, told ${told!.count}/${TICKETS}, pools out of balance ${unbalanced.length}, ` +
      `ledger invariant violations ${violations.length}`,
  );
}
