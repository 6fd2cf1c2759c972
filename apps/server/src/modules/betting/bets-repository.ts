import type { TBetResponse } from '@galope/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/connect';
import { preparedPerDb } from '../../db/prepared-per-db';
import { horses, raceEntries, races } from '../../db/schema';
import { bets } from './schema';

export type BetRow = typeof bets.$inferSelect;

const entryRace = alias(races, 'entry_race');

function betQuery(db: Db | Tx) {
  return db
    .select({
      bet: bets,
      race: { id: races.id, name: races.name, status: races.status, scheduledTime: races.scheduledTime },
      entry: { id: raceEntries.id, finishPosition: raceEntries.finishPosition },
      horseName: horses.name,
      entryRaceName: entryRace.name,
    })
    .from(bets)
    .leftJoin(races, eq(races.id, bets.raceId))
    .leftJoin(raceEntries, eq(raceEntries.id, bets.raceEntryId))
    .leftJoin(horses, eq(horses.id, raceEntries.horseId))
    .leftJoin(entryRace, eq(entryRace.id, raceEntries.raceId));
}

export type BetQueryRow = Awaited<ReturnType<ReturnType<typeof betQuery>['execute']>>[number];

/**
 * The player's bets, newest first, with what the history shows of each: one query, prepared once
 * per database (building its SQL text cost more than running it on every history read).
 */
export async function findUserBets(db: Db, userId: number, limit = 200): Promise<TBetResponse[]> {
  const rows = await userBetsQuery(db).execute({ userId, limit });
  return rows.map(toBetResponse);
}

const userBetsQuery = preparedPerDb((db) =>
  betQuery(db)
    .where(eq(bets.userId, sql.placeholder('userId')))
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(sql.placeholder('limit'))
    .prepare('user_bets'),
);

export async function getBetResponse(db: Db | Tx, betId: string): Promise<TBetResponse | undefined> {
  const [row] = await betQuery(db).where(eq(bets.id, betId));
  return row && toBetResponse(row);
}

export async function getBetByIdempotencyKey(db: Db, userId: number, key: string): Promise<TBetResponse | undefined> {
  const [row] = await betQuery(db).where(and(eq(bets.userId, userId), eq(bets.idempotencyKey, key)));
  return row && toBetResponse(row);
}

export function toBetResponse({ bet, race, entry, horseName, entryRaceName }: BetQueryRow): TBetResponse {
  const isSport = bet.sportEventId !== null;
  return {
    id: bet.id,
    status: bet.status,
    betType: bet.betType,
    amount: bet.amount,
    odds: bet.odds,
    potentialWinnings: bet.potentialWinnings,
    actualWinnings: bet.actualWinnings,
    cashedOutAmount: bet.cashOutStake,
    cashedOutValue: bet.cashOutValue,
    placedAt: bet.placedAt.toISOString(),
    createdAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    raceId: bet.raceId,
    raceEntryId: bet.raceEntryId,
    race: race ? { ...race, scheduledTime: race.scheduledTime.toISOString() } : null,
    raceEntry:
      entry && horseName
        ? {
            id: entry.id,
            horse: { name: horseName },
            race: { name: entryRaceName ?? race?.name ?? '' },
            finishPosition: entry.finishPosition,
          }
        : null,
    sportEventId: bet.sportEventId,
    eventTitle: isSport ? `${bet.homeTeam} vs ${bet.awayTeam}` : null,
    sport: bet.sport,
    tournament: bet.tournament,
    selection: isSport ? bet.sportTeam : (horseName ?? null),
    sportBetType: bet.sportBetType,
    homeTeam: bet.homeTeam,
    awayTeam: bet.awayTeam,
  };
}
