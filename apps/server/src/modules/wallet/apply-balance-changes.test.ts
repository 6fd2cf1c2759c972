import { MAX_CENTS } from '@galope/contracts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { balanceTransactions } from './schema';
import { findLedgerViolations } from '../../test/ledger-invariants';
import { createUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { applyBalanceChange } from './apply-balance-change';
import { applyBalanceChanges } from './apply-balance-changes';

/** Many balance changes in one statement: the same ledger, to the cent, as one change at a time. */
useTestApp();

const db = () => app.database.db;
const adjustment = (reason: string) => ({ code: 'balance_adjustment' as const, params: { kind: 'add', reason } });
const balanceOf = async (userId: number) =>
  (await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
const ledgerOf = (userId: number) =>
  db()
    .select({
      type: balanceTransactions.type,
      amount: balanceTransactions.amount,
      newBalance: balanceTransactions.newBalance,
    })
    .from(balanceTransactions)
    .where(eq(balanceTransactions.userId, userId))
    .orderBy(asc(balanceTransactions.id));

describe('applying many balance changes at once', () => {
  it('chains each owner’s ledger rows in the order given and refuses, from the first that does not fit, what would leave the bounds', async () => {
    const [a, b] = [await createUser(app, { balance: 10 }), await createUser(app, { balance: 5 })];
    const { balances, refused } = await db().transaction((tx) =>
      applyBalanceChanges(tx, [
        { userId: a.id, amountCents: 250, type: 'winnings', text: adjustment('uno') },
        { userId: b.id, amountCents: -300, type: 'bet', text: adjustment('dos') },
        { userId: a.id, amountCents: -1250, type: 'bet', text: adjustment('tres') },
        { userId: b.id, amountCents: -300, type: 'bet', text: adjustment('cuatro: dejaría el saldo en negativo') },
        { userId: b.id, amountCents: 100, type: 'refund', text: adjustment('cinco: después de una rechazada') },
      ]),
    );
    expect(Object.fromEntries(balances)).toEqual({ [a.id]: 0, [b.id]: 200 });
    expect(refused.map((change) => change.text.params.reason)).toEqual([
      'cuatro: dejaría el saldo en negativo',
      'cinco: después de una rechazada',
    ]);
    expect(await ledgerOf(a.id)).toEqual([
      { type: 'deposit', amount: '10.00', newBalance: '10.00' },
      { type: 'winnings', amount: '2.50', newBalance: '12.50' },
      { type: 'bet', amount: '-12.50', newBalance: '0.00' },
    ]);
    expect(await balanceOf(b.id)).toBe('2.00');
    expect(await findLedgerViolations(db(), [a.id, b.id])).toEqual([]);
  });

  it('never passes the most a balance holds', async () => {
    const rich = await createUser(app);
    await db().transaction((tx) =>
      applyBalanceChange(tx, { userId: rich.id, amountCents: MAX_CENTS - 100, type: 'deposit', text: adjustment('x') }),
    );
    const { refused } = await db().transaction((tx) =>
      applyBalanceChanges(tx, [
        { userId: rich.id, amountCents: 100, type: 'winnings', text: adjustment('llega al máximo') },
        { userId: rich.id, amountCents: 1, type: 'winnings', text: adjustment('lo pasaría') },
      ]),
    );
    expect(refused.map((change) => change.text.params.reason)).toEqual(['lo pasaría']);
    expect(await balanceOf(rich.id)).toBe('9999999999.99');
  });

  it('reads the balance as last committed when another transaction changed it while this one waited', async () => {
    const player = await createUser(app, { balance: 100 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let debited!: () => void;
    const debitDone = new Promise<void>((resolve) => (debited = resolve));
    // A withdrawal holds the player's row, uncommitted, while the batch starts and waits for it.
    const withdrawal = db().transaction(async (tx) => {
      await applyBalanceChange(tx, {
        userId: player.id,
        amountCents: -4000,
        type: 'withdrawal',
        text: adjustment('r'),
      });
      debited();
      await held;
    });
    await debitDone;
    const batch = db().transaction((tx) =>
      applyBalanceChanges(tx, [
        { userId: player.id, amountCents: 500, type: 'winnings', text: adjustment('a') },
        { userId: player.id, amountCents: 700, type: 'refund', text: adjustment('b') },
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([withdrawal, batch]);
    expect(await balanceOf(player.id)).toBe('72.00');
    expect((await ledgerOf(player.id)).map((row) => row.newBalance)).toEqual(['100.00', '60.00', '65.00', '72.00']);
    expect(await findLedgerViolations(db(), [player.id])).toEqual([]);
  });
});
