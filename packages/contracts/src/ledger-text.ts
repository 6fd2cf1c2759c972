import { z } from './zod-config';

/**
 * What a ledger row says, stored as a code and its values so that each reader sees it in their own
 * language (the web app renders it from es/en json). `description` keeps the Spanish text for old
 * rows, the statement and the audit trail.
 *
 * Values per code (all strings):
 * - `race_bet`: betType (win|place|show), race
 * - `sport_bet`, `sport_winnings`, `sport_refund`, `sport_cash_out`: selection (home|draw|away), team, homeTeam, awayTeam
 * - `race_winnings`, `race_refund`, `race_cash_out`: horse, race
 * - `opening_balance`, `demo_opening_balance`: none
 * - `balance_adjustment`: kind (add|subtract|set), reason (optional, as the admin typed it)
 * - `tote_ticket`, `tote_winnings`, `tote_refund`: pool (win…daily_double), race: a tote ticket's cost, and
 *   what it paid (its dividends, with any refunded combinations) or gave back
 * - `deposit`, `withdrawal`, `withdrawal_reversal`: reference (optional: the cashier request's code), money
 *   in and out through the cashier, and a withdrawal's amount given back
 */
export const LEDGER_TEXT_CODES = [
  'race_bet',
  'sport_bet',
  'race_winnings',
  'race_refund',
  'sport_winnings',
  'sport_refund',
  'opening_balance',
  'demo_opening_balance',
  'balance_adjustment',
  'deposit',
  'withdrawal',
  'withdrawal_reversal',
  'tote_ticket',
  'tote_winnings',
  'tote_refund',
  'race_cash_out',
  'sport_cash_out',
] as const;
export type TLedgerTextCode = (typeof LEDGER_TEXT_CODES)[number];

export const ZLedgerTextParamsSchema = z.record(z.string(), z.string());
export type TLedgerTextParams = z.infer<typeof ZLedgerTextParamsSchema>;

export type TLedgerText = { code: TLedgerTextCode; params: TLedgerTextParams };

/**
 * How a ledger row names a race bet's type, in the words Latin-American racing uses (Ganador, Segundo,
 * Tercero), as the site shows them: "Apuesta a segundo — …".
 */
export const RACE_BET_PHRASES_ES: Record<'win' | 'place' | 'show', string> = {
  win: 'a ganador',
  place: 'a segundo',
  show: 'a tercero',
};

/** The tote's pools as the site names them in Spanish (Ganador, Segundo, …). */
export const TOTE_POOL_NAMES_ES: Record<string, string> = {
  win: 'Ganador',
  place: 'Segundo',
  show: 'Tercero',
  exacta: 'Exacta',
  quinella: 'Quiniela',
  trifecta: 'Trifecta',
  superfecta: 'Superfecta',
  daily_double: 'Doble',
};

/** The Spanish text of a ledger row (the server's language): what `description` stores. */
export function ledgerTextEs({ code, params }: TLedgerText): string {
  const sportTeam = params.selection === 'draw' ? 'Empate' : (params.team ?? '');
  const match = `${params.homeTeam ?? ''} vs ${params.awayTeam ?? ''}`;
  switch (code) {
    case 'race_bet':
      return `Apuesta ${RACE_BET_PHRASES_ES[params.betType as keyof typeof RACE_BET_PHRASES_ES] ?? params.betType} — ${params.race}`;
    case 'sport_bet':
      return `Apuesta ${sportTeam} — ${match}`;
    case 'race_winnings':
      return `Ganancia — ${params.horse}, ${params.race}`;
    case 'race_refund':
      return `Devolución — ${params.horse}, ${params.race}`;
    case 'sport_winnings':
      return `Ganancia — ${sportTeam}, ${match}`;
    case 'sport_refund':
      return `Devolución — ${sportTeam}, ${match}`;
    case 'race_cash_out':
      return `Cierre de apuesta — ${params.horse}, ${params.race}`;
    case 'sport_cash_out':
      return `Cierre de apuesta — ${sportTeam}, ${match}`;
    case 'opening_balance':
      return 'Saldo inicial';
    case 'demo_opening_balance':
      return 'Saldo inicial de demostración';
    case 'balance_adjustment':
      return params.reason || `Ajuste de saldo (${params.kind})`;
    case 'deposit':
      return params.reference ? `Depósito — ${params.reference}` : 'Depósito';
    case 'withdrawal':
      return params.reference ? `Retiro — ${params.reference}` : 'Retiro';
    case 'tote_ticket':
      return `Boleto ${TOTE_POOL_NAMES_ES[params.pool ?? ''] ?? params.pool} — ${params.race}`;
    case 'tote_winnings':
      return `Dividendo ${TOTE_POOL_NAMES_ES[params.pool ?? ''] ?? params.pool} — ${params.race}`;
    case 'tote_refund':
      return `Devolución ${TOTE_POOL_NAMES_ES[params.pool ?? ''] ?? params.pool} — ${params.race}`;
    case 'withdrawal_reversal':
      return params.reference ? `Devolución de retiro — ${params.reference}` : 'Devolución de retiro';
  }
}
