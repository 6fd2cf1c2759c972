import { MESSAGES, type TRegisterRequest } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { AppError, uniqueViolationConstraint } from '../../lib/app-error';
import { insertAccount, type UserRow } from './users-repository';
import { releaseAttempt } from './attempt-counter';
import { hashPassword } from './password';
import { reserveRegistration } from './registration-rate-limit';

/**
 * A new player account: pending until an administrator approves it, with its settings row. Counts
 * toward the address's registration limit only when the account is made.
 */
export async function registerUser(db: Db, request: TRegisterRequest & { ip: string }): Promise<UserRow> {
  const reservation = await reserveRegistration(db, { ip: request.ip });
  try {
    const passwordHash = await hashPassword(request.password);
    return await db.transaction((tx) =>
      insertAccount(tx, { ...request, passwordHash, preferredLanguage: request.preferredLanguage ?? 'es' }),
    );
  } catch (error) {
    await releaseAttempt(db, reservation);
    throw duplicateAccountError(error) ?? error;
  }
}

export function duplicateAccountError(error: unknown): AppError | undefined {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === 'users_username_lower_key') return new AppError('DUPLICATE', MESSAGES.usernameTaken);
  if (constraint === 'users_email_lower_key') return new AppError('DUPLICATE', MESSAGES.emailTaken);
  return undefined;
}
