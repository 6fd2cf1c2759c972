import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import type { races, sportEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Why a guarded UPDATE of a race or an event changed no row: there is no such row (NOT_FOUND), or it
 * is not in a state the change applies to (CONFLICT).
 */
export async function unclaimedError(
  db: Db | Tx,
  table: typeof races | typeof sportEvents,
  id: number,
  messages: { notFound: string; conflict: string },
): Promise<AppError> {
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return exists ? new AppError('CONFLICT', messages.conflict) : new AppError('NOT_FOUND', messages.notFound);
}
