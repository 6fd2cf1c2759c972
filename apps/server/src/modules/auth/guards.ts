import { MESSAGES, type TUserRole } from '@galope/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { UserRow } from './users-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireRole`: the call is a staff endpoint, so a refusal goes to the audit trail. */
    requiredRoles: readonly TUserRole[] | undefined;
  }
}

/** onRequest: 401 unless signed in. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  signedInUser(request);
}

/** onRequest: 401 unless signed in, 403 NOT_APPROVED unless the account is approved. */
export async function requireApproved(request: FastifyRequest): Promise<void> {
  approvedUser(request);
}

/** preHandler factory: an approved account with one of these roles, else 403. */
export function requireRole(...roles: TUserRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    request.requiredRoles = roles;
    const user = approvedUser(request);
    if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  };
}

export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
  return request.user;
}

export function approvedUser(request: FastifyRequest): UserRow {
  const user = signedInUser(request);
  if (user.status === 'rejected') throw new AppError('NOT_APPROVED', MESSAGES.rejected);
  if (user.status !== 'approved') throw new AppError('NOT_APPROVED', MESSAGES.notApproved);
  return user;
}
