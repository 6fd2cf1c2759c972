import { randomUUID } from 'node:crypto';
import {
  type Cents,
  formatCents,
  formatOddsHundredths,
  potentialWinningsCents,
  type TBetResponse,
  type TRaceBetType,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/connect';
import { bets, users } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { applyBalanceChanges } from '../modules/wallet';
import type { createRace } from './race-fixtures';
import type { TestUser } from './test-app';

/**
 * Approved players written straight to the database in one statement, each funded with `balanceCents`
 * through the wallet (a deposit with its ledger row), for tests and benchmarks that need many.
 */
export async function createFundedPlayers(
  db: Db,
  options: { count: number; balanceCents: Cents; prefix: string },
): Promise<{ id: number; username: string }[]> {
  const password = await hashPassword('bulk-pass');
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: options.count }, (_, index) => ({
        username: `${options.prefix}${index}`,
        email: `${options.prefix}${index}@bulk.local`,
        password,
        status: 'approved' as const,
        dateOfBirth: '1990-06-15',
      })),
    )
    .returning({ id: users.id, username: users.username });
  await db.transaction((tx) =>
    applyBalanceChanges(
      tx,
      created.map((user) => ({
        userId: user.id,
        amountCents: options.balanceCents,
        type: 'deposit' as const,
        text: { code: 'deposit', params: { reference: 'prueba' } },
      })),
    ),
  );
  return created;
}

export type BulkRaceBet = {
  userId: number;
  raceId: number;
  raceEntryId: number;
  betType: TRaceBetType;
  stakeCents: Cents;
  oddsHundredths: number;
};

/**
 * Race bets taken in bulk — each bet row and its stake debited through the wallet with its ledger
 * row, in one transaction — without the HTTP path's checks (open race, price): for settling many bets.
 */
export async function placeRaceBetsInBulk(db: Db, list: BulkRaceBet[]): Promise<string[]> {
  const rows = list.map((bet) => ({
    id: randomUUID(),
    userId: bet.userId,
    raceId: bet.raceId,
    raceEntryId: bet.raceEntryId,
    betType: bet.betType,
    amount: formatCents(bet.stakeCents),
    odds: formatOddsHundredths(bet.oddsHundredths),
    potentialWinnings: formatCents(potentialWinningsCents(bet.stakeCents, bet.oddsHundredths)),
  }));
  await db.transaction(async (tx) => {
    // Batches keep each INSERT under PostgreSQL's 65,535 parameters.
    for (let start = 0; start < rows.length; start += 5000)
      await tx.insert(bets).values(rows.slice(start, start + 5000));
    const { refused } = await applyBalanceChanges(
      tx,
      list.map((bet, index) => ({
        userId: bet.userId,
        amountCents: -bet.stakeCents,
        type: 'bet' as const,
        text: { code: 'race_bet', params: { betType: bet.betType, race: `Carrera ${bet.raceId}` } },
        relatedBetId: rows[index]!.id,
      })),
    );
    if (refused.length > 0) throw new Error(`${refused.length} bets refused: balance too low`);
  });
  return rows.map((row) => row.id);
}

/** A bet `player` places through the API as the slip does; it must be taken (201). */
async function placed(app: FastifyInstance, player: TestUser, url: string, payload: object): Promise<TBetResponse> {
  const response = await app.inject({ method: 'POST', url, headers: { cookie: player.cookie }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A win bet of `player` on the race's first runner at its current price (2.50 unless the race was priced otherwise). */
export const placeWinBet = (
  app: FastifyInstance,
  player: TestUser,
  { race, entries }: Awaited<ReturnType<typeof createRace>>,
  amount = '10.00',
) =>
  placed(app, player, '/api/bets', {
    raceId: race.id,
    raceEntryId: entries[0]!.id,
    betType: 'win',
    amount,
    odds: entries[0]!.currentOdds,
  });

/** A home bet of `player` on a sport event at 2.10, the home price `createSportEvent` gives. */
export const placeHomeBet = (app: FastifyInstance, player: TestUser, event: { id: number }, amount = '10.00') =>
  placed(app, player, '/api/sports/bets', { sportEventId: event.id, sportBetType: 'home', amount, odds: '2.10' });
