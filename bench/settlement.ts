/**
 * Settlement under load: a race with 10,000 bets from 1,000 funded players gets its
 * result the way staff enter it, and the figure is the time from that request to the last bet
 * settled and credited (the route answers once the settlement has committed and the owners have
 * been told), beside the 2 s limit; then the wallet's invariants over every user.
 */
import { randomBytes } from 'node:crypto';
import { type TRaceBetType } from '@galope/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { balanceTransactions, bets, races } from '../apps/server/src/db/schema';
import { placeRaceBetsInBulk } from '../apps/server/src/test/bet-fixtures';
import { findLedgerViolations } from '../apps/server/src/test/ledger-invariants';
import { line, raceWithFundedPlayers } from './bench-setup';

const BETS = 10_000;
const PLAYERS = 1_000;
const RUNNERS = 10;
const LIMIT_SECONDS = 2;
const BET_TYPES: TRaceBetType[] = ['win', 'place', 'show'];

export async function benchSettlement(label: string, app: FastifyInstance) {
  const { db } = app.database;
  const { race, entries, players } = await raceWithFundedPlayers(db, {
    runners: RUNNERS,
    scheduledTime: new Date(Date.now() + 3600_000),
    players: PLAYERS,
    balanceCents: 100_000,
    prefix: `settler${randomBytes(3).toString('hex')}`,
  });
  await placeRaceBetsInBulk(
    db,
    Array.from({ length: BETS }, (_, index) => ({
      userId: players[index % PLAYERS]!.id,
      raceId: race.id,
      raceEntryId: entries[(index * 7) % RUNNERS]!.id,
      betType: BET_TYPES[index % BET_TYPES.length]!,
      stakeCents: 100 + (index % 50) * 10,
      oddsHundredths: 150 + (index % 40) * 25,
    })),
  );
  // The race ran and no source sent its result: staff enter it from the back office.
  const { response, seconds } = await enterResultAsStaff(app, race.id, entries.slice(0, 4));

  const [settled] = await db
    .select({ value: count() })
    .from(bets)
    .where(and(eq(bets.raceId, race.id), inArray(bets.status, ['won', 'lost', 'cancelled'])));
  const [won] = await db
    .select({ value: count() })
    .from(bets)
    .where(and(eq(bets.raceId, race.id), eq(bets.status, 'won')));
  const [credited] = await db
    .select({ value: count() })
    .from(balanceTransactions)
    .innerJoin(bets, eq(bets.id, balanceTransactions.relatedBetId))
    .where(and(eq(bets.raceId, race.id), eq(balanceTransactions.type, 'winnings')));
  const violations = await findLedgerViolations(db);

  line(
    `[${label}] settlement: ${BETS} bets from ${PLAYERS} players`,
    `${seconds.toFixed(2)} s from the result to the last bet settled and credited (HTTP ${response.statusCode}) | ` +
      `limit ${LIMIT_SECONDS} s → ratio ${(seconds / LIMIT_SECONDS).toFixed(2)}`,
  );
  const ok = settled!.value === BETS && credited!.value === won!.value && violations.length === 0;
  line(
    `[${label}] settlement check`,
    `${ok ? 'ok' : 'FAIL'}: settled ${settled!.value}/${BETS}, winnings credited ${credited!.value}/${won!.value}, ` +
      `ledger invariant violations ${violations.length}`,
  );
}

/**
 * A race that ran with no result from any source (result pending), its result entered by staff from
 * the back office: the answer, and the seconds from the request to the answer (settlement included).
 */
export async function enterResultAsStaff(app: FastifyInstance, raceId: number, finishers: Array<{ id: number }>) {
  await app.database.db.update(races).set({ status: 'result_pending' }).where(eq(races.id, raceId));
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'admin', password: 'demo1234' },
  });
  const cookie = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/races/${raceId}/result`,
    headers: { cookie },
    payload: { positions: finishers.map((entry, index) => ({ entryId: entry.id, position: index + 1 })) },
  });
  return { response, cookie, seconds: (performance.now() - started) / 1000 };
}
