import { type Cents, limitReachedMessage, selfExcludedMessage } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { limitsInForce, limitUsage, protectedUntil, readProtection } from './protection-repository';

/**
 * The player's protection (docs/rules/player-protection.md) on a deposit request, inside the transaction that writes it: refused during a time-out
 * or a self-exclusion (403 SELF_EXCLUDED with the end), and over a deposit limit (403 LIMIT_REACHED
 * naming it and what is left). The player's row is locked first, so two requests at once cannot both
 * pass a limit.
 */
export async function assertDepositAllowed(
  tx: Tx,
  request: { userId: number; amountCents: Cents },
  now: Date,
): Promise<void> {
  const until = await protectedUntil(tx, request.userId, now);
  if (until) throw new AppError('SELF_EXCLUDED', selfExcludedMessage(until), { until: until.toISOString() });
  if (!(await readProtection(tx, request.userId))?.hasLimits) return;
  await tx.execute(sql`select 1 from users where id = ${request.userId} for update`);
  const limits = await limitsInForce(tx, request.userId, now);
  for (const name of ['depositDaily', 'depositWeekly', 'depositMonthly'] as const) {
    const limit = limits[name];
    if (limit === null) continue;
    const used = await limitUsage(tx, request.userId, name, now);
    if (used + request.amountCents > limit)
      throw new AppError('LIMIT_REACHED', limitReachedMessage(name, limit, limit - used), { limit: name });
  }
}
