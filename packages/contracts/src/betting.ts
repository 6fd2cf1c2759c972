import { BALANCE_TRANSACTION_TYPES, BET_STATUSES, SPORT_BET_TYPES } from './enums';
import { ZMoneyStringSchema } from './money';
import { LEDGER_TEXT_CODES, ZLedgerTextParamsSchema } from './ledger-text';
import { z } from './zod-config';

export const ZBetStatusSchema = z.enum(BET_STATUSES);

/** A bet as the history shows it. */
export const ZBetResponseSchema = z.object({
  id: z.string(),
  status: ZBetStatusSchema,
  betType: z.string(),
  amount: ZMoneyStringSchema,
  odds: z.string(),
  /** What the stake still at risk pays if it wins (after a partial cash out: for the rest only). */
  potentialWinnings: ZMoneyStringSchema,
  actualWinnings: z.nullable(ZMoneyStringSchema),
  /** The part of `amount` cashed out so far, and what those cash outs credited ("0.00" when none). */
  cashedOutAmount: z.optional(ZMoneyStringSchema),
  cashedOutValue: z.optional(ZMoneyStringSchema),
  placedAt: z.string(),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  raceId: z.nullable(z.int()),
  raceEntryId: z.nullable(z.int()),
  race: z.nullable(z.object({ id: z.int(), name: z.string(), status: z.string(), scheduledTime: z.string() })),
  raceEntry: z.nullable(
    z.object({
      id: z.int(),
      horse: z.object({ name: z.string() }),
      race: z.object({ name: z.string() }),
      finishPosition: z.nullable(z.int()),
    }),
  ),
  sportEventId: z.nullable(z.int()),
  eventTitle: z.nullable(z.string()),
  sport: z.nullable(z.string()),
  tournament: z.nullable(z.string()),
  selection: z.nullable(z.string()),
  sportBetType: z.nullable(z.enum(SPORT_BET_TYPES)),
  homeTeam: z.nullable(z.string()),
  awayTeam: z.nullable(z.string()),
});
export type TBetResponse = z.infer<typeof ZBetResponseSchema>;

export const ZPriceChangedResponseSchema = z.object({
  message: z.string(),
  code: z.literal('PRICE_CHANGED'),
  odds: z.string(),
});

export const ZBalanceTransactionResponseSchema = z.object({
  id: z.int(),
  type: z.enum(BALANCE_TRANSACTION_TYPES),
  amount: ZMoneyStringSchema,
  previousBalance: ZMoneyStringSchema,
  newBalance: ZMoneyStringSchema,
  /** Spanish; rows written before codes existed have only this. */
  description: z.nullable(z.string()),
  /** What the text says, to render in the reader's language (ledger-text.ts). */
  descriptionCode: z.nullable(z.enum(LEDGER_TEXT_CODES)),
  descriptionParams: z.nullable(ZLedgerTextParamsSchema),
  relatedBetId: z.nullable(z.string()),
  adminUserId: z.nullable(z.int()),
  createdAt: z.string(),
});
export type TBalanceTransactionResponse = z.infer<typeof ZBalanceTransactionResponseSchema>;

/**
 * The wallet's totals over the player's whole ledger, not the page of movements on screen: money in
 * (deposits), out (withdrawals), staked (bets less stakes refunded) and won (winnings credited).
 */
export const ZBalanceTotalsResponseSchema = z.object({
  totalDeposited: ZMoneyStringSchema,
  totalWithdrawn: ZMoneyStringSchema,
  totalStaked: ZMoneyStringSchema,
  totalWon: ZMoneyStringSchema,
});
export type TBalanceTotalsResponse = z.infer<typeof ZBalanceTotalsResponseSchema>;

/** Spec §9: win rate = won / total × 100; total won = sum of potentialWinnings of won bets; net = won − wagered. */
export const ZDashboardStatsResponseSchema = z.object({
  totalWagered: ZMoneyStringSchema,
  totalBets: z.int(),
  winRate: z.number(),
  totalWon: ZMoneyStringSchema,
  netProfit: ZMoneyStringSchema,
  pendingBets: z.int(),
  wonBets: z.int(),
  lostBets: z.int(),
  /** Bets closed in full by a cash out (their values, and partial ones', count in totalWon). */
  cashedOutBets: z.optional(z.int()),
});
export type TDashboardStatsResponse = z.infer<typeof ZDashboardStatsResponseSchema>;

/** The statement's columns, in order: one row per ledger entry of the period. */
export const STATEMENT_CSV_HEADER = [
  'date',
  'type',
  'description',
  'amount',
  'previousBalance',
  'newBalance',
  'betId',
] as const;
