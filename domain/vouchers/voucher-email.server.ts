// "Send by e-mail" on a voucher: the voucher with its PDF, queued for its owner.
import type { Database } from "#db/connection.server";
import type { Language } from "#i18n/languages";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { voucherMail } from "./voucher-mail.server";
import type { VoucherDocument } from "./vouchers.server";

/**
 * Queues the voucher for its owner: the account's e-mail when its buyer is the signed-in user,
 * else the order's e-mail. Never an address the visitor names, so it cannot mail anyone else.
 * Returns the address. A used, refunded or expired voucher is not sent: the mail says "show this
 * code at the business", which would no longer be true.
 */
export async function emailVoucher(
  db: Database,
  mailer: Mailer,
  voucher: VoucherDocument,
  viewer: { id: string; email: string } | null,
  lang: Language,
): Promise<{ ok: true; to: string } | { ok: false; reason: "notActive" }> {
  if (voucher.status !== "active") return { ok: false, reason: "notActive" };
  const to = viewer && voucher.orderUserId === viewer.id ? viewer.email : voucher.orderEmail;
  await queueMail(db, mailer, await voucherMail(to, voucher, lang));
  return { ok: true, to };
}
