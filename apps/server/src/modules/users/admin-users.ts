import {
  ADMIN_MESSAGES,
  type Cents,
  formatCents,
  MAX_CENTS,
  MESSAGES,
  parseCents,
  type TAdminUserResponse,
  type TUserRole,
  type TUserStatus,
} from '@galope/contracts';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { auditLog, balanceTransactions, bets, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import {
  assertUnambiguousLogin,
  duplicateAccountError,
  ensureUserSettings,
  hashPassword,
  toUserResponse,
  type UserRow,
} from '../auth';
import { applyBalanceChange } from '../wallet';

export function toAdminUserResponse(user: UserRow): TAdminUserResponse {
  return { ...toUserResponse(user), deactivatedAt: user.deactivatedAt?.toISOString() ?? null };
}

/** One page of active accounts, newest first, with the total for the pager (one query). */
export async function findAdminUsers(
  db: Db,
  query: { page: number; pageSize: number; search?: string; status?: TUserStatus; role?: TUserRole },
): Promise<{ users: TAdminUserResponse[]; total: number }> {
  const conditions: (SQL | undefined)[] = [isNull(users.deactivatedAt)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      or(
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ),
    );
  }
  const rows = await db
    .select({ user: users, total: sql<number>`count(*) over ()::int` })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { users: rows.map((row) => toAdminUserResponse(row.user)), total: rows[0]?.total ?? 0 };
}

type Actor = { id: number; role: TUserRole };

async function getTarget(db: Db, userId: number): Promise<UserRow> {
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  if (!target) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  return target;
}

/** DESIGN §4: nobody acts on themselves; an admin never acts on an admin or a super admin. */
function assertMayManage(actor: Actor, target: UserRow) {
  if (actor.id === target.id) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notYourself);
  if (actor.role !== 'super_admin' && target.role !== 'user')
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notOnAdmins);
}

export async function createUserAsAdmin(
  db: Db,
  actor: Actor,
  request: {
    username: string;
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    role: TUserRole;
    status: TUserStatus;
    balance: Cents;
  },
): Promise<UserRow> {
  if (request.role !== 'user' && actor.role !== 'super_admin')
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.onlySuperAdminRoles);
  const password = await hashPassword(request.password);
  try {
    return await db.transaction(async (tx) => {
      await assertUnambiguousLogin(tx, { username: request.username, email: request.email });
      const [created] = await tx
        .insert(users)
        .values({
          username: request.username,
          email: request.email,
          password,
          firstName: request.firstName || null,
          lastName: request.lastName || null,
          role: request.role,
          status: request.status,
        })
        .returning();
      await ensureUserSettings(tx, created!.id);
      if (request.balance > 0) {
        await applyBalanceChange(tx, {
          userId: created!.id,
          amountCents: request.balance,
          type: 'admin_adjustment',
          text: { code: 'opening_balance', params: {} },
          adminUserId: actor.id,
        });
      }
      await recordAudit(tx, {
        adminUserId: actor.id,
        action: 'user.create',
        targetType: 'user',
        targetId: created!.id,
        details: {
          username: request.username,
          role: request.role,
          status: request.status,
          balance: formatCents(request.balance),
        },
      });
      const [fresh] = await tx.select().from(users).where(eq(users.id, created!.id));
      return fresh!;
    });
  } catch (error) {
    throw duplicateAccountError(error) ?? error;
  }
}

/**
 * Only players can be removed. One with bets, ledger history or rows in the audit trail (a refused
 * attempt at a staff endpoint) is deactivated instead — signed out, hidden from the lists, unable to
 * sign in — so that no money or audit record is ever lost.
 */
export async function deleteUserAsAdmin(db: Db, actor: Actor, userId: number): Promise<{ deactivated: boolean }> {
  const target = await getTarget(db, userId);
  if (actor.id === target.id) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notYourself);
  if (target.role !== 'user') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.onlyUsersDeleted);

  return db.transaction(async (tx) => {
    const [{ history } = { history: 0 }] = await tx
      .select({
        history: sql<number>`(select count(*) from ${bets} where ${bets.userId} = ${userId})::int
          + (select count(*) from ${balanceTransactions} where ${balanceTransactions.userId} = ${userId})::int
          + (select count(*) from ${auditLog} where ${auditLog.adminUserId} = ${userId})::int`,
      })
      .from(sql`(select 1) as one`);
    await tx.delete(sessions).where(sql`(${sessions.sess} ->> 'userId')::int = ${userId}`);
    if (history > 0) {
      await tx.update(users).set({ deactivatedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
      await recordAudit(tx, {
        adminUserId: actor.id,
        action: 'user.deactivate',
        targetType: 'user',
        targetId: userId,
        details: { username: target.username },
      });
      return { deactivated: true };
    }
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, {
      adminUserId: actor.id,
      action: 'user.delete',
      targetType: 'user',
      targetId: userId,
      details: { username: target.username },
    });
    return { deactivated: false };
  });
}

/** add, subtract or set: one admin_adjustment ledger row with the administrator and the reason. */
export async function adjustBalanceAsAdmin(
  db: Db,
  actor: Actor,
  request: { userId: number; amountCents: Cents; type: 'add' | 'subtract' | 'set'; reason?: string },
): Promise<{ user: UserRow; previousCents: Cents; newCents: Cents }> {
  const target = await getTarget(db, request.userId);
  assertMayManage(actor, target);
  return db.transaction(async (tx) => {
    // The row lock makes "set" exact even with bets landing at the same moment.
    const [locked] = await tx
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, target.id))
      .for('update');
    const current = parseCents(locked!.balance)!;
    const delta =
      request.type === 'add'
        ? request.amountCents
        : request.type === 'subtract'
          ? -request.amountCents
          : request.amountCents - current;
    if (current + delta < 0) throw new AppError('VALIDATION', ADMIN_MESSAGES.belowZero);
    if (current + delta > MAX_CENTS) throw new AppError('VALIDATION', MESSAGES.balanceTooLarge);
    let newCents = current;
    if (delta !== 0) {
      ({ newBalanceCents: newCents } = await applyBalanceChange(tx, {
        userId: target.id,
        amountCents: delta,
        type: 'admin_adjustment',
        text: {
          code: 'balance_adjustment',
          params: request.reason ? { kind: request.type, reason: request.reason } : { kind: request.type },
        },
        adminUserId: actor.id,
      }));
    }
    await recordAudit(tx, {
      adminUserId: actor.id,
      action: 'user.balance',
      targetType: 'user',
      targetId: target.id,
      details: {
        type: request.type,
        amount: formatCents(request.amountCents),
        previous: formatCents(current),
        new: formatCents(newCents),
        reason: request.reason ?? null,
      },
    });
    const [fresh] = await tx.select().from(users).where(eq(users.id, target.id));
    return { user: fresh!, previousCents: current, newCents };
  });
}

export async function setUserStatusAsAdmin(
  db: Db,
  actor: Actor,
  request: { userId: number; status: TUserStatus; reason?: string },
): Promise<UserRow> {
  const target = await getTarget(db, request.userId);
  assertMayManage(actor, target);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ status: request.status, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    await recordAudit(tx, {
      adminUserId: actor.id,
      action: 'user.status',
      targetType: 'user',
      targetId: target.id,
      details: { from: target.status, to: request.status, reason: request.reason ?? null },
    });
    return updated!;
  });
}
