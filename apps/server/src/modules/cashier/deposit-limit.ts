import type { Cents } from '@galope/contracts';
import type { Tx } from '../../db/connect';

/**
 * Where DESIGN §10's deposit limits will refuse a deposit (403 `LIMIT_REACHED`,
 * CASHIER_MESSAGES.limitReached), inside the transaction that writes the request, so two requests at
 * once cannot both pass a limit. No limits are stored yet: every deposit passes.
 */
export async function assertDepositAllowed(_tx: Tx, _request: { userId: number; amountCents: Cents }): Promise<void> {}
