import { ADMIN_MESSAGES, CASHIER_MESSAGES, SLIDER_MAX_PIXELS } from '@galope/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/connect';
import { cashierRequests } from './schema';
import { AppError } from '../../lib/app-error';
import { runImageWork } from '../../lib/image-work';
import { checkUploadedImage } from '../slider';
import { byId, type CashierRequestRow, getCashierRequest } from './cashier-repository';

/** Enough to read a bank's receipt on a staff screen; a phone photo is larger. */
const RECEIPT_MAX_SIDE = 2000;

/**
 * A deposit's receipt photo: checked from its header like a slide (type, 5 MB, pixels), then decoded
 * and written anew as WebP, so what staff open is never the uploaded file (no EXIF position, nothing
 * hidden after the pixels), one of the process's few images worked on at once (lib/image-work.ts).
 * Only the owner's own pending deposit takes one; a new one replaces the old.
 */
export async function attachReceipt(
  db: Db,
  { userId, requestId, bytes }: { userId: number; requestId: number; bytes: Buffer | undefined },
): Promise<CashierRequestRow> {
  const existing = await getCashierRequest(db, byId(requestId));
  if (!existing || existing.userId !== userId) throw new AppError('NOT_FOUND', CASHIER_MESSAGES.requestNotFound);
  if (existing.type !== 'deposit') throw new AppError('VALIDATION', CASHIER_MESSAGES.receiptOnlyDeposits);
  if (existing.status !== 'pending') throw new AppError('CONFLICT', CASHIER_MESSAGES.notPending);
  if (!bytes || bytes.length === 0) throw new AppError('VALIDATION', CASHIER_MESSAGES.receiptMissing);
  const { pixels } = await checkUploadedImage(bytes);
  const receipt = await runImageWork({ userId, pixels }, async () => {
    try {
      return await sharp(bytes, { limitInputPixels: SLIDER_MAX_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({ width: RECEIPT_MAX_SIDE, height: RECEIPT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderNotImage);
    }
  });
  const [updated] = await db
    .update(cashierRequests)
    .set({ receipt, receiptType: 'image/webp' })
    .where(and(eq(cashierRequests.id, requestId), eq(cashierRequests.status, 'pending')))
    .returning({ id: cashierRequests.id });
  if (!updated) throw new AppError('CONFLICT', CASHIER_MESSAGES.notPending);
  return (await getCashierRequest(db, byId(requestId)))!;
}
