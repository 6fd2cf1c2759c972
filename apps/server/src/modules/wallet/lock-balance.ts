import { type Cents, parseCents } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { users } from '../../db/schema';

/**
 * The player's balance, their row locked until the transaction ends: a change worked out from it
 * stays exact even with bets landing at the same moment.
 */
export async function lockBalance(tx: Tx, userId: number): Promise<Cents> {
  const [locked] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId)).for('update');
  return parseCents(locked!.balance)!;
}
