import { ledgerTextEs } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

// Relative: the root vitest config has no `@/` alias.
import { translator } from '../../lib/translation/test-translator';
import { describeLedgerEntry } from './describe-ledger-entry';

const match = { homeTeam: 'Real Madrid', awayTeam: 'Sevilla' };

describe('a ledger row in the reader’s language', () => {
  it('shows bets, winnings, refunds and opening balances in English to an English reader', async () => {
    const t = await translator('en');
    const row = (descriptionCode: string, descriptionParams: Record<string, string>) =>
      describeLedgerEntry(t, {
        description: 'texto en español',
        descriptionCode: descriptionCode as never,
        descriptionParams,
      });
    expect(row('race_bet', { betType: 'win', race: 'Gran Premio' })).toBe('Win bet — Gran Premio');
    expect(row('race_winnings', { horse: 'Relámpago', race: 'Gran Premio' })).toBe('Winnings — Relámpago, Gran Premio');
    expect(row('sport_bet', { selection: 'draw', team: 'Empate', ...match })).toBe(
      'Bet on Draw — Real Madrid vs Sevilla',
    );
    expect(row('sport_refund', { selection: 'home', team: 'Real Madrid', ...match })).toBe(
      'Refund — Real Madrid, Real Madrid vs Sevilla',
    );
    expect(row('demo_opening_balance', {})).toBe('Demo opening balance');
    expect(row('balance_adjustment', { kind: 'set' })).toBe('Balance adjustment: balance set');
    expect(row('balance_adjustment', { kind: 'add', reason: 'Bono de bienvenida' })).toBe('Bono de bienvenida');
    expect(row('deposit', { reference: 'DEP-7K2Q9' })).toBe('Deposit — DEP-7K2Q9');
    expect(row('withdrawal_reversal', { reference: 'RET-4H8JX' })).toBe('Withdrawal returned — RET-4H8JX');
  });

  it('says the same as the server’s Spanish text to a Spanish reader', async () => {
    const t = await translator('es');
    expect(
      describeLedgerEntry(t, {
        description: null,
        descriptionCode: 'race_bet',
        descriptionParams: { betType: 'show', race: 'Premio Ciudad' },
      }),
    ).toBe('Apuesta a tercero — Premio Ciudad');
    expect(
      describeLedgerEntry(t, {
        description: null,
        descriptionCode: 'sport_winnings',
        descriptionParams: { selection: 'away', team: 'Sevilla', ...match },
      }),
    ).toBe('Ganancia — Sevilla, Real Madrid vs Sevilla');
    for (const code of ['deposit', 'withdrawal', 'withdrawal_reversal'] as const) {
      const text = { code, params: { reference: 'RET-4H8JX' } };
      expect(describeLedgerEntry(t, { description: null, descriptionCode: code, descriptionParams: text.params })).toBe(
        ledgerTextEs(text),
      );
    }
  });

  it('shows a row written before the codes, or with a code it does not know, as the server wrote it', async () => {
    const t = await translator('en');
    expect(describeLedgerEntry(t, { description: 'Bono', descriptionCode: null, descriptionParams: null })).toBe(
      'Bono',
    );
    expect(
      describeLedgerEntry(t, {
        description: 'Algo nuevo',
        descriptionCode: 'cashback' as never,
        descriptionParams: {},
      }),
    ).toBe('Algo nuevo');
  });
});

describe('a tote row', () => {
  it('names the pool and the race in both languages, as the server words it in Spanish', async () => {
    const en = await translator('en');
    const es = await translator('es');
    const row = (
      t: Awaited<ReturnType<typeof translator>>,
      code: 'tote_ticket' | 'tote_winnings' | 'tote_refund',
      pool: string,
    ) =>
      describeLedgerEntry(t, {
        description: null,
        descriptionCode: code,
        descriptionParams: { pool, race: 'Gran Premio' },
      });
    expect(row(en, 'tote_ticket', 'exacta')).toBe('Exacta ticket — Gran Premio');
    expect(row(en, 'tote_winnings', 'daily_double')).toBe('Daily Double dividend — Gran Premio');
    expect(row(en, 'tote_refund', 'quinella')).toBe('Quinella refund — Gran Premio');
    for (const code of ['tote_ticket', 'tote_winnings', 'tote_refund'] as const) {
      for (const pool of ['win', 'exacta', 'daily_double']) {
        expect(row(es, code, pool)).toBe(ledgerTextEs({ code, params: { pool, race: 'Gran Premio' } }));
      }
    }
  });
});
