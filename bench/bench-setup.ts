/**
 * What the bench's parts share: the line each figure is printed as, the options every part is run
 * with, and the race with funded players the settlement and cash-out parts start from.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/connect';
import { createFundedPlayers } from '../apps/server/src/test/bet-fixtures';
import { createRace } from '../apps/server/src/test/race-fixtures';

/** One figure: its name in a column, then its value. */
export function line(name: string, value: string) {
  console.log(`${name.padEnd(60)} ${value}`);
}

export type Line = typeof line;

/** The server under measure and how long each part measures; `label` names the database. */
export type BenchOptions = { label: string; app: FastifyInstance; host: string; seconds: number; line: Line };

/** A race of `runners` starting at `scheduledTime`, and `players` approved players funded with `balanceCents` each. */
export async function raceWithFundedPlayers(
  db: Db,
  options: { runners: number; scheduledTime: Date; players: number; balanceCents: number; prefix: string },
) {
  const { race, entries } = await createRace(db, { runners: options.runners, scheduledTime: options.scheduledTime });
  const players = await createFundedPlayers(db, {
    count: options.players,
    balanceCents: options.balanceCents,
    prefix: options.prefix,
  });
  return { race, entries, players };
}
