import {
  CASHIER_MESSAGES,
  type Cents,
  formatCents,
  parseCents,
  type TDestinationFormat,
  type TPaymentMethodKind,
  type TPaymentMethodResponse,
} from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { paymentMethods } from './schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { toPaymentMethodResponse } from './cashier-repository';

export type PaymentMethodFields = {
  name: string;
  /** English name and instructions; null or absent: the Spanish ones serve both languages. */
  nameEn?: string | null;
  kind: TPaymentMethodKind;
  instructions: string;
  instructionsEn?: string | null;
  minAmountCents: Cents;
  maxAmountCents: Cents;
  isActive: boolean;
  destinationFormat: TDestinationFormat;
};

function columnsOf(fields: Partial<PaymentMethodFields>) {
  const { minAmountCents, maxAmountCents, ...rest } = fields;
  return {
    ...rest,
    minAmount: minAmountCents === undefined ? undefined : formatCents(minAmountCents),
    maxAmount: maxAmountCents === undefined ? undefined : formatCents(maxAmountCents),
  };
}

export async function createPaymentMethod(
  db: Db,
  { adminUserId, fields }: { adminUserId: number; fields: PaymentMethodFields },
): Promise<TPaymentMethodResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentMethods)
      .values(columnsOf(fields) as typeof paymentMethods.$inferInsert)
      .returning();
    await recordAudit(tx, {
      adminUserId,
      action: 'payment_method.create',
      targetType: 'payment_method',
      targetId: row!.id,
      details: { name: row!.name, kind: row!.kind, minAmount: row!.minAmount, maxAmount: row!.maxAmount },
    });
    return toPaymentMethodResponse(row!);
  });
}

/** Changes what is sent; the bounds are checked against each other as they will stand. */
export async function updatePaymentMethod(
  db: Db,
  { adminUserId, id, fields }: { adminUserId: number; id: number; fields: Partial<PaymentMethodFields> },
): Promise<TPaymentMethodResponse> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', CASHIER_MESSAGES.methodNotFound);
    const min = fields.minAmountCents ?? parseCents(current.minAmount)!;
    const max = fields.maxAmountCents ?? parseCents(current.maxAmount)!;
    if (min > max) throw new AppError('VALIDATION', CASHIER_MESSAGES.minAboveMax);
    const changes = Object.fromEntries(Object.entries(columnsOf(fields)).filter(([, value]) => value !== undefined));
    const [row] = await tx
      .update(paymentMethods)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(paymentMethods.id, id))
      .returning();
    await recordAudit(tx, {
      adminUserId,
      action: 'payment_method.update',
      targetType: 'payment_method',
      targetId: id,
      details: { name: row!.name, changes },
    });
    return toPaymentMethodResponse(row!);
  });
}
