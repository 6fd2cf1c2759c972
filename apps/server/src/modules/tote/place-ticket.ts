import {
  type Cents,
  formatCents,
  formatUsd,
  MAX_REQUEST_CENTS,
  MESSAGES,
  parseCents,
  TOTE_MESSAGES,
  TOTE_POOL_NAMES_ES,
  type TErrorCode,
  type TToteTicketPool,
  type TToteTicketResponse,
} from '@galope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { betRefusal, checkStake, getBetLimits, groupCommit } from '../betting';
import type { LiveBus } from '../live';
import { type CombinationProblem, expandCombinations } from './combinations';
import { toteTickets } from './schema';
import { poolRulesOf, readToteSettings } from './tote-settings';

export type ToteTicketRequest = {
  userId: number;
  raceId: number;
  pool: TToteTicketPool;
  selections: number[][];
  unitStakeCents: Cents;
  box: boolean;
  idempotencyKey: string | undefined;
  now: Date;
};

export type PlacedTicket = { ticket: TToteTicketResponse; replayed: boolean };

const PROBLEM_MESSAGES: Record<CombinationProblem, string> = {
  positions: TOTE_MESSAGES.positions,
  empty_position: TOTE_MESSAGES.emptyPosition,
  repeated_runner: TOTE_MESSAGES.repeatedRunner,
  box_too_small: TOTE_MESSAGES.boxTooSmall,
  box_not_offered: TOTE_MESSAGES.boxNotOffered,
  no_combination: TOTE_MESSAGES.noCombination,
  too_many_combinations: TOTE_MESSAGES.tooManyCombinations,
};

/**
 * A player buys a tote ticket: every combination its selections make, at the unit stake each, debited
 * at once with its ledger row. Refused with the reason, nothing debited, when the selections make no
 * valid ticket, name a runner of another race or a scratched one, the race is off, the stake is under
 * the pool's minimum or over the site's maximum, the balance is short or a limit the player set stops it.
 * The same Idempotency-Key answers the first ticket again and never debits twice.
 */
export async function placeToteTicket(
  db: Db,
  batches: ToteTicketBatches,
  request: ToteTicketRequest,
): Promise<PlacedTicket> {
  const expanded = expandCombinations(request.pool, request.selections, request.box);
  if ('problem' in expanded) throw new AppError('VALIDATION', PROBLEM_MESSAGES[expanded.problem]);
  const combinations = expanded.combinations.length;
  const costCents = combinations * request.unitStakeCents;
  if (costCents > MAX_REQUEST_CENTS) throw new AppError('VALIDATION', MESSAGES.amountTooLarge);
  checkStake(await getBetLimits(db), costCents);
  const { rules, minimumStakeCents } = poolRulesOf(await readToteSettings(db), request.pool);

  const [row] = await placeOnce(request, async () => [
    await batches({
      ...request,
      combinations,
      rules: JSON.stringify(rules),
      minimumStakeCents,
      description: `Boleto ${TOTE_POOL_NAMES_ES[request.pool]}`,
    }),
  ]);
  switch (row!.outcome) {
    case 'placed':
      return {
        replayed: false,
        ticket: {
          id: row!.ticket_id!,
          raceId: request.raceId,
          pool: request.pool,
          combinations,
          unitStake: formatCents(request.unitStakeCents),
          cost: formatCents(costCents),
          status: 'pending',
          balance: row!.new_balance!,
        },
      };
    case 'replayed':
      return {
        ticket:
          row!.detail === null
            ? (await findByKey(db, request))!
            : sameTicket(request, JSON.parse(row!.detail), row!.ticket_id!),
        replayed: true,
      };
    case 'below_minimum':
      throw new AppError('VALIDATION', `${TOTE_MESSAGES.belowMinimum} ${formatUsd(parseCents(row!.detail!)!)}`);
    default: {
      const refusal = TICKET_REFUSALS.get(row!.outcome);
      throw refusal ? new AppError(...refusal) : betRefusal(row!.outcome, row!.detail, await getBetLimits(db));
    }
  }
}

/** What `place_tote_ticket` refuses that a bet cannot be refused for; the rest are a bet's refusals. */
const TICKET_REFUSALS = new Map<string, [TErrorCode, string]>([
  ['race_not_found', ['NOT_FOUND', TOTE_MESSAGES.raceNotFound]],
  ['race_closed', ['VALIDATION', TOTE_MESSAGES.raceClosed]],
  ['pool_not_offered', ['VALIDATION', TOTE_MESSAGES.poolNotOffered]],
  ['runner_not_in_race', ['VALIDATION', TOTE_MESSAGES.runnerNotInRace]],
  ['runner_scratched', ['VALIDATION', TOTE_MESSAGES.runnerScratched]],
]);

/** The same key racing in from a parallel request loses on the unique index: the other's ticket answers. */
async function placeOnce(request: ToteTicketRequest, place: () => Promise<PlacedRow[]>): Promise<PlacedRow[]> {
  try {
    return await place();
  } catch (error) {
    if (request.idempotencyKey === undefined || !isUniqueViolation(error, 'tote_tickets_user_idempotency_key'))
      throw error;
    return [{ outcome: 'replayed', detail: null, ticket_id: null, new_balance: null }];
  }
}

type TicketCall = ToteTicketRequest & {
  combinations: number;
  rules: string;
  minimumStakeCents: number;
  description: string;
};
export type ToteTicketBatches = (call: TicketCall) => Promise<PlacedRow>;

const column = <T>(calls: T[], read: (call: T) => unknown) => sql.param(calls.map(read));

/**
 * Tickets arriving together for one race go in one statement, each its own call of `place_tote_ticket`
 * with every rule it checks (group commit, as bets do: decision 025).
 */
export function createToteTicketBatches(db: Db, bus: LiveBus): ToteTicketBatches {
  return groupCommit<TicketCall, PlacedRow>(
    db,
    bus,
    (call) => call.raceId,
    (raceId, calls) => sql`
      select b.ord, r.outcome, r.detail, r.ticket_id, r.new_balance::text as new_balance from unnest(
        ${column(calls, (c) => c.userId)}::int[], ${column(calls, (c) => c.pool)}::text[],
        ${column(calls, (c) => JSON.stringify(c.selections))}::text[],
        ${column(calls, (c) => runnersOf(c, 1))}::text[], ${column(calls, (c) => runnersOf(c, 2))}::text[],
        ${column(calls, (c) => c.box)}::boolean[],
        ${column(calls, (c) => c.combinations)}::int[], ${column(calls, (c) => c.unitStakeCents)}::bigint[],
        ${column(calls, (c) => c.idempotencyKey ?? null)}::text[], ${column(calls, (c) => c.rules)}::text[],
        ${column(calls, (c) => c.minimumStakeCents)}::bigint[], ${column(calls, (c) => c.description)}::text[],
        ${column(calls, (c) => c.now.toISOString())}::timestamptz[]
      ) with ordinality as b(user_id, pool, selections, runners, second_runners, box, combinations, unit,
        idempotency_key, rules, minimum, description, at, ord)
      cross join lateral place_tote_ticket(b.user_id, ${raceId}::int, b.pool, b.selections::jsonb,
        b.runners::int[], b.second_runners::int[], b.box,
        b.combinations, b.unit, b.idempotency_key, b.rules::jsonb, b.minimum, b.description, b.at) r`,
  );
}

/**
 * A ticket's distinct runners in one leg, as an array literal ('{3,5}'): leg 2 is the daily double's
 * second list, leg 1 every other list.
 */
function runnersOf(call: TicketCall, leg: 1 | 2): string {
  const lists = call.selections.filter((_, position) => (call.pool === 'daily_double' && position > 0 ? 2 : 1) === leg);
  return `{${[...new Set(lists.flat())].join(',')}}`;
}

type PlacedRow = { outcome: string; detail: string | null; ticket_id: number | null; new_balance: string | null };

type EarlierTicket = {
  raceId: number;
  pool: string;
  selections: number[][];
  box: boolean;
  combinations: number;
  unitStake: string;
  cost: string;
  status: string;
  balance: string;
};

/**
 * A ticket this player placed with this key (after a parallel request with the same key won the race to
 * the unique index): the same request answers it again; another one is refused.
 */
async function findByKey(db: Db, request: ToteTicketRequest): Promise<TToteTicketResponse | undefined> {
  const [row] = await db
    .select()
    .from(toteTickets)
    .where(and(eq(toteTickets.userId, request.userId), eq(toteTickets.idempotencyKey, request.idempotencyKey!)));
  if (!row) return undefined;
  const [balance] = await queryRows<{ balance: string }>(
    db,
    sql`select balance::text from users where id = ${request.userId}`,
  );
  return sameTicket(request, { ...row, balance: balance!.balance }, row.id);
}

/** The earlier ticket answers again if it is the same request; a different one under its key is refused. */
function sameTicket(request: ToteTicketRequest, earlier: EarlierTicket, id: number): TToteTicketResponse {
  const same =
    earlier.raceId === request.raceId &&
    earlier.pool === request.pool &&
    earlier.box === request.box &&
    JSON.stringify(earlier.selections) === JSON.stringify(request.selections) &&
    earlier.unitStake === formatCents(request.unitStakeCents);
  if (!same) {
    throw new AppError('IDEMPOTENCY_MISMATCH', 'Esa Idempotency-Key ya se usó con otro boleto: envía una nueva');
  }
  return {
    id,
    raceId: earlier.raceId,
    pool: earlier.pool as TToteTicketPool,
    combinations: earlier.combinations,
    unitStake: earlier.unitStake,
    cost: earlier.cost,
    status: earlier.status as TToteTicketResponse['status'],
    balance: earlier.balance,
  };
}
