import { type Cents, parseCents } from '@galope/contracts';
import type { SQL } from 'drizzle-orm';
import { afterCommit, transactionThenAfterCommit } from '../../db/after-commit';
import type { Db, Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import type { LiveBus } from '../live';
import { publishBalanceUpdates } from './publish-balance-updates';
import { findBalances } from './wallet-repository';

/** The balances each open unit of work has changed so far, by its transaction, last value per owner. */
const changedIn = new WeakMap<Tx, Map<number, Cents>>();

/** `applyBalanceChange` and `applyBalanceChanges` note here what they set, for their unit to publish. */
export function noteBalance(tx: Tx, userId: number, cents: Cents): void {
  changedIn.get(tx)?.set(userId, cents);
}

/**
 * Inside a unit: these owners hear their balance as it stands when the unit commits, though it did not
 * change (a settled bet that lost moves no money, but its owner's screens must hear that it settled).
 */
export async function announceBalances(tx: Tx, userIds: number[]): Promise<void> {
  const balances = changedIn.get(tx);
  if (!balances) return;
  const unchanged = userIds.filter((userId) => !balances.has(userId));
  for (const [userId, cents] of await findBalances(tx, unchanged)) balances.set(userId, cents);
}

/**
 * A unit of work that moves money: `work` runs in one transaction, and once it has committed each
 * balance it changed (through `applyBalanceChange` or `applyBalanceChanges`) is published once, with
 * its last value. A unit that throws rolls back and publishes nothing, so no screen ever shows money
 * that was never there; no caller publishes balances itself. What `work` queues with `afterCommit`
 * (the notifications it writes) runs after the balances are told.
 */
export async function withBalanceChanges<T>(db: Db, bus: LiveBus, work: (tx: Tx) => Promise<T>): Promise<T> {
  const balances = new Map<number, Cents>();
  return transactionThenAfterCommit(db, async (tx) => {
    changedIn.set(tx, balances);
    afterCommit(tx, () => publishBalanceUpdates(bus, balances));
    return work(tx);
  });
}

/**
 * A unit of work that is one statement and so its own transaction: the bet functions' batch (group
 * commit), which changes balances inside the database and answers each new balance in a row. The
 * balances `balanceOf` reads from the rows are published once the statement has returned, committed;
 * no BEGIN and COMMIT round trips are added to the bet path.
 */
export async function withBalanceStatement<TRow>(
  db: Db,
  bus: LiveBus,
  statement: SQL,
  balanceOf: (row: TRow) => { userId: number; balance: string } | undefined,
): Promise<TRow[]> {
  const rows = await queryRows<TRow>(db, statement);
  const balances = new Map<number, Cents>();
  for (const row of rows) {
    const changed = balanceOf(row);
    if (changed) balances.set(changed.userId, parseCents(changed.balance)!);
  }
  await publishBalanceUpdates(bus, balances);
  return rows;
}
