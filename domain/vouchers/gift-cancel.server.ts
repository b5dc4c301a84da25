// A gift refunded before its day is never delivered: its row is marked and its job removed, in
// the refund's own transaction (domain/vouchers/refunds.server.ts).
import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import { voucherGifts } from "#db/schema.server";
import { cancelJob } from "#domain/platform/jobs.server";

export const GIFT_DELIVERY_JOB = "gifts.deliver";
export const giftJobKey = (voucherId: string) => `gift:${voucherId}`;

export async function cancelGiftDelivery(tx: Transaction, voucherId: string, now: Date): Promise<void> {
  await tx
    .update(voucherGifts)
    .set({ cancelledAt: now })
    .where(and(eq(voucherGifts.voucherId, voucherId), isNull(voucherGifts.sentAt)));
  await cancelJob(tx, giftJobKey(voucherId));
}
