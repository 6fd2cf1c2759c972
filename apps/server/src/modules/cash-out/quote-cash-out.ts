import {
  CASH_OUT_MESSAGES,
  type Cents,
  cashOutValueCents,
  parseCents,
  parseOddsHundredths,
  priceRaceBet,
  type TCashOutRefusal,
  type TCashOutSettings,
  type TRaceBetType,
} from '@galope/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../lib/app-error';
import { rememberBetTargets } from './cash-out-batches';

/** A bet with what its cash-out value depends on: its stake left, its price and its market now. */
export type CashOutRow = {
  id: string;
  user_id: number;
  status: string;
  bet_type: string;
  amount: string;
  cash_out_stake: string;
  odds: string;
  race_id: number | null;
  sport_event_id: number | null;
  race_status: string | null;
  race_time_ms: number | null;
  scratched: boolean | null;
  win_odds: string | null;
  event_status: string | null;
  sport_odds: string | null;
};

export type CashOutQuote =
  { valueCents: Cents; oddsHundredths: number; stakeCents: Cents } | { refusal: TCashOutRefusal };

/**
 * The one read behind every quote and the live values: the bets `where` picks, each with the price a
 * new bet on its selection would take now (a runner's current odds, else its morning line, then place
 * and show priced from it; a sport outcome's current odds). The cash out itself reads the same in SQL
 * (sql/cash_out_bet.sql), under the bet's row lock.
 */
export async function findCashOutRows(db: Db | Tx, where: SQL): Promise<CashOutRow[]> {
  const rows = await queryRows<CashOutRow>(
    db,
    sql`
      select b.id, b.user_id, b.status::text as status, b.bet_type, b.amount::text as amount,
        b.cash_out_stake::text as cash_out_stake, b.odds::text as odds, b.race_id, b.sport_event_id,
        r.status::text as race_status, extract(epoch from r.scheduled_time) * 1000 as race_time_ms,
        e.scratched, coalesce(e.current_odds, e.morning_line_odds)::text as win_odds,
        se.status::text as event_status, se.odds ->> b.sport_bet_type::text as sport_odds
      from bets b
      left join races r on r.id = b.race_id
      left join race_entries e on e.id = b.race_entry_id
      left join sport_events se on se.id = b.sport_event_id
      where ${where}
    `,
  );
  // A cash out of one of these bets can then join its race's (or event's) batch.
  rememberBetTargets(rows);
  return rows;
}

/**
 * What the bet's remaining stake (or `partCents` of it) is worth now, or why it has none: a race bet
 * only before the off, on a runner still running with a price; a sport bet while its event is
 * scheduled or live with odds for its outcome (live too: that is when a player most wants out).
 */
export function quoteCashOut(row: CashOutRow, settings: TCashOutSettings, now: Date, partCents?: Cents): CashOutQuote {
  if (!settings.enabled) return { refusal: 'CASH_OUT_DISABLED' };
  if (row.status !== 'pending') return { refusal: 'CASH_OUT_NOT_PENDING' };
  let currentOdds: number | null;
  if (row.race_id !== null) {
    if (row.race_status !== 'scheduled' || row.race_time_ms === null || Number(row.race_time_ms) <= now.getTime()) {
      return { refusal: 'CASH_OUT_CLOSED' };
    }
    const win = row.scratched || row.win_odds === null ? null : parseOddsHundredths(row.win_odds);
    currentOdds = win === null ? null : priceRaceBet(row.bet_type as TRaceBetType, win);
  } else {
    if (row.event_status !== 'scheduled' && row.event_status !== 'live') return { refusal: 'CASH_OUT_CLOSED' };
    currentOdds = row.sport_odds === null ? null : parseOddsHundredths(row.sport_odds);
  }
  if (currentOdds === null) return { refusal: 'CASH_OUT_NO_ODDS' };
  const stakeCents = partCents ?? parseCents(row.amount)! - parseCents(row.cash_out_stake)!;
  const valueCents = cashOutValueCents({
    stakeCents,
    takenOddsHundredths: parseOddsHundredths(row.odds)!,
    currentOddsHundredths: currentOdds,
    marginBasisPoints: settings.marginBasisPoints,
  });
  if (valueCents <= 0) return { refusal: 'CASH_OUT_NO_VALUE' };
  return { valueCents, oddsHundredths: currentOdds, stakeCents };
}

/** A part larger than what is left of a pending bet's stake is bad input (400), not a refusal. */
export function assertPartWithinStake(row: CashOutRow, partCents: Cents | undefined): void {
  const remainingCents = parseCents(row.amount)! - parseCents(row.cash_out_stake)!;
  if (row.status === 'pending' && partCents !== undefined && partCents > remainingCents) {
    throw new AppError('VALIDATION', CASH_OUT_MESSAGES.amount);
  }
}
