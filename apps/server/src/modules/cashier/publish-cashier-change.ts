import type { Db } from '../../db/connect';
import type { LiveBus } from '../live';
import { type CashierRequestRow, getAdminCashierRequest, toCashierRequestResponse } from './cashier-repository';

/**
 * After the transaction that changed a request has committed (the wallet has told the owner their
 * balance, when money moved): the owner's `cashier_update` and the staff's `cashier_request`, which
 * carries the player's balance as it now stands.
 */
export async function publishCashierChange(
  db: Db,
  bus: LiveBus,
  { request }: { request: CashierRequestRow },
): Promise<void> {
  await bus.publish({ type: 'cashier_update', request: toCashierRequestResponse(request), userId: request.userId });
  const staffView = await getAdminCashierRequest(db, request.id);
  if (staffView) await bus.publish({ type: 'cashier_request', request: staffView, audience: 'staff' });
}
