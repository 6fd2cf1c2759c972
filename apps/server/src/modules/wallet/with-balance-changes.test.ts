import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { createUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import type { LiveEvent } from '../live';
import { applyBalanceChange } from './apply-balance-change';
import { withBalanceChanges } from './with-balance-changes';

useTestApp();

const events: LiveEvent[] = [];
const heard = (userId: number) => events.filter((event) => event.type === 'balance_update' && event.userId === userId);

async function balanceOf(userId: number) {
  const [row] = await app.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

const deposit = (userId: number, amountCents: number) => ({
  userId,
  amountCents,
  type: 'deposit' as const,
  text: { code: 'deposit' as const, params: {} },
});

describe('a unit of work that moves money', () => {
  it('tells the owner their new balance once, after it commits', async () => {
    const unsubscribe = app.bus.subscribe((event) => events.push(event));
    const player = await createUser(app, { balance: 10 });
    let heardInside: LiveEvent[] = [];

    await withBalanceChanges(app.database.db, app.bus, async (tx) => {
      await applyBalanceChange(tx, deposit(player.id, 500));
      await applyBalanceChange(tx, deposit(player.id, -200));
      heardInside = heard(player.id);
    });

    expect(heardInside).toEqual([]);
    // On PostgreSQL the message travels through LISTEN/NOTIFY: wait for it, then a little for a second one.
    await vi.waitFor(() => expect(heard(player.id)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard(player.id)).toEqual([{ type: 'balance_update', balance: '13.00', userId: player.id }]);
    expect(await balanceOf(player.id)).toBe('13.00');
    unsubscribe();
  });

  it('tells nobody anything when it rolls back', async () => {
    const unsubscribe = app.bus.subscribe((event) => events.push(event));
    const player = await createUser(app, { balance: 10 });

    await expect(
      withBalanceChanges(app.database.db, app.bus, async (tx) => {
        await applyBalanceChange(tx, deposit(player.id, 500));
        throw new Error('the request failed after the deposit');
      }),
    ).rejects.toThrow('the request failed after the deposit');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard(player.id)).toEqual([]);
    expect(await balanceOf(player.id)).toBe('10.00');
    unsubscribe();
  });
});
