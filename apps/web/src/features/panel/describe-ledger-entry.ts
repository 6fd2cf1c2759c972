import type { TBalanceTransactionResponse } from '@galope/contracts';
import type { TFunction } from 'i18next';

/**
 * A ledger row's text in the reader's language, from the code and values the server stored
 * (packages/contracts ledger-text.ts). A row written before the codes, or with a code this build does
 * not know, shows the server's Spanish text; an admin's reason shows as the admin typed it.
 */
export function describeLedgerEntry(
  t: TFunction,
  entry: Pick<TBalanceTransactionResponse, 'description' | 'descriptionCode' | 'descriptionParams'>,
): string | null {
  const { descriptionCode: code, descriptionParams: params } = entry;
  if (!code || !params) return entry.description;
  const team = params.selection === 'draw' ? t('panel.wallet.ledger.draw') : params.team;
  switch (code) {
    case 'race_bet': {
      const betType = params.betType === 'place' || params.betType === 'show' ? params.betType : 'win';
      return t(`panel.wallet.ledger.raceBet.${betType}`, { race: params.race });
    }
    case 'race_winnings':
    case 'race_refund':
    case 'race_cash_out':
      return t(`panel.wallet.ledger.${code}`, { horse: params.horse, race: params.race });
    case 'sport_bet':
    case 'sport_winnings':
    case 'sport_refund':
    case 'sport_cash_out':
      return t(`panel.wallet.ledger.${code}`, { team, homeTeam: params.homeTeam, awayTeam: params.awayTeam });
    case 'tote_ticket':
    case 'tote_winnings':
    case 'tote_refund': {
      const key = { tote_ticket: 'toteTicket', tote_winnings: 'toteWinnings', tote_refund: 'toteRefund' }[code];
      const pool = params.pool ? t(`tote.pools.${params.pool}`) : '';
      return t(`panel.wallet.ledger.${key}`, { pool, race: params.race });
    }
    case 'balance_adjustment': {
      if (params.reason) return params.reason;
      const kind = params.kind === 'subtract' || params.kind === 'set' ? params.kind : 'add';
      return t(`panel.wallet.ledger.adjustment.${kind}`);
    }
    case 'deposit':
    case 'withdrawal':
    case 'withdrawal_reversal':
      return params.reference
        ? t(`panel.wallet.ledger.${code}Reference`, { reference: params.reference })
        : t(`panel.wallet.ledger.${code}`);
    case 'opening_balance':
    case 'demo_opening_balance':
      return t(`panel.wallet.ledger.${code}`);
    default:
      return entry.description;
  }
}
