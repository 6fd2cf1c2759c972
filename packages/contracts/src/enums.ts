import { z } from './zod-config';

export const USER_ROLES = ['user', 'admin', 'super_admin'] as const;
export const ZUserRoleSchema = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRoleSchema>;

export const USER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZUserStatusSchema = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatusSchema>;

export const LANGUAGES = ['es', 'en'] as const;
export const ZLanguageSchema = z.enum(LANGUAGES, { error: 'El idioma debe ser es o en' });
export type TLanguage = z.infer<typeof ZLanguageSchema>;

/**
 * `result_pending`: the race or event should have ended a while ago (RESULT_GRACE_HOURS) and no
 * result came; betting is closed, its bets wait for staff to enter the result or cancel it.
 */
export const RACE_STATUSES = ['scheduled', 'live', 'result_pending', 'finished', 'cancelled'] as const;
export type TRaceStatus = (typeof RACE_STATUSES)[number];

export const SPORT_EVENT_STATUSES = ['scheduled', 'live', 'result_pending', 'finished', 'cancelled'] as const;
export type TSportEventStatus = (typeof SPORT_EVENT_STATUSES)[number];

export const RACE_BET_TYPES = ['win', 'place', 'show'] as const;
export type TRaceBetType = (typeof RACE_BET_TYPES)[number];

export const SPORT_BET_TYPES = ['home', 'draw', 'away'] as const;
export type TSportBetType = (typeof SPORT_BET_TYPES)[number];

/** `cashed_out`: closed early by its owner for its cash-out value (docs/rules/cash-out.md). */
export const BET_STATUSES = ['pending', 'won', 'lost', 'cancelled', 'cashed_out'] as const;
export type TBetStatus = (typeof BET_STATUSES)[number];

/**
 * Ledger entry types (docs/rules/money.md): the original five, plus `refund` for stakes returned on a scratch or cancellation
 * and `withdrawal_reversal` for a withdrawal's amount given back (rejected or cancelled), `cash_out` for a
 * bet (or part of one) closed early by its owner.
 */
export const BALANCE_TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'winnings',
  'admin_adjustment',
  'refund',
  'withdrawal_reversal',
  'cash_out',
] as const;
export type TBalanceTransactionType = (typeof BALANCE_TRANSACTION_TYPES)[number];

/** The four external data sources (docs/rules/data-sources.md); the simulator is not one of them. */
export const DATA_SOURCE_IDS = ['sport-api', 'horse-racing-api', 'uk-betting-odds-api', 'us-horse-racing-api'] as const;
export type TDataSourceId = (typeof DATA_SOURCE_IDS)[number];

/** When the price moved since the slip: refuse (none), take it only if better (higher), or take it (any). */
export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const;
export type TOddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type TOddsFormat = (typeof ODDS_FORMATS)[number];
