// Vouchers given as gifts (issue 21): the order writes one voucher_gifts row per gifted voucher
// and, in the same statement, a delivery job keyed by the voucher, due at the start of the
// delivery day in Oslo. The job marks the gift sent and queues its e-mail in one transaction,
// on a conditional update, so it goes out once however many copies run it. The recipient's
// link is signed like a guest order's (no table, the app's secret is the key); opening it is
// recorded for the buyer to see, and claiming puts the voucher in the recipient's account once.
// The buyer keeps the 14-day refund until the recipient claims it: a claimed voucher is the
// recipient's, and the money would go back to someone else's card.
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { orders, users, voucherGifts, vouchers } from "#db/schema.server";
import { parseLanguage, type Language } from "#i18n/languages";
import { enqueueJobStatement } from "#domain/platform/jobs.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import type { Signer } from "#domain/platform/signing.server";
import { osloDayStart } from "#domain/partners/deal-input.server";
import { GIFT_DELIVERY_JOB, giftJobKey } from "./gift-cancel.server";
import { giftState, type GiftDetails, type GiftStatus } from "./gift-input";

export { GIFT_DELIVERY_JOB };
import { osloToday } from "./gift-input";
import { giftMail } from "./gift-mail.server";
import { getVoucherDocument, type VoucherDocument } from "./vouchers.server";

const PURPOSE = "gift-link";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The instant the delivery job becomes due: the delivery day's start in Oslo. */
export function giftDueAt(deliverOn: string): Date {
  return osloDayStart(deliverOn) ?? new Date();
}

/**
 * The statements that record gifted vouchers and their delivery jobs, to run in the order's own
 * statement (domain/checkout/order-record.server.ts), so a paid order never lacks its deliveries.
 */
export function giftStatements(
  orderId: string,
  language: Language,
  gifts: { voucherId: string; gift: GiftDetails }[],
): SQL[] {
  if (gifts.length === 0) return [];
  const column = <T>(values: T[]) => sql.param(values);
  return [
    sql`INSERT INTO ${voucherGifts} (voucher_id, order_id, recipient_name, recipient_email, message, deliver_on, language)
        SELECT g.voucher_id, ${orderId}::uuid, g.name, g.email, g.message, g.deliver_on, ${language}
        FROM unnest(${column(gifts.map((g) => g.voucherId))}::uuid[], ${column(gifts.map((g) => g.gift.recipientName))}::text[],
                    ${column(gifts.map((g) => g.gift.recipientEmail))}::text[], ${column(gifts.map((g) => g.gift.message))}::text[],
                    ${column(gifts.map((g) => g.gift.deliverOn))}::date[])
             AS g(voucher_id, name, email, message, deliver_on)`,
    ...gifts.map((g) =>
      enqueueJobStatement({
        kind: GIFT_DELIVERY_JOB,
        payload: { voucherId: g.voucherId },
        dedupeKey: giftJobKey(g.voucherId),
        runAt: giftDueAt(g.gift.deliverOn),
      }),
    ),
  ];
}

/** The secret part of the recipient's link: `{voucherId}.{signature}`. */
export function giftToken(signer: Signer, voucherId: string): string {
  return `${voucherId}.${signer.sign(PURPOSE, voucherId)}`;
}

export function giftUrl(signer: Signer, origin: string, voucherId: string, lang: Language): string {
  return `${origin}${lang === "en" ? "/en" : ""}/gift/${giftToken(signer, voucherId)}`;
}

export function voucherIdFromGiftToken(signer: Signer, token: string): string | null {
  if (token.length > 100) return null;
  const [voucherId, signature, ...rest] = token.split(".");
  if (!voucherId || !signature || rest.length > 0 || !UUID.test(voucherId)) return null;
  return signer.verify(PURPOSE, voucherId, signature) ? voucherId : null;
}

async function buyerName(db: DatabaseOrTransaction, orderId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.name, email: orders.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row?.name ?? row?.email ?? "";
}

/**
 * The delivery job: on or after its day, a gift not sent, not cancelled and of an active voucher
 * is marked sent and its e-mail queued, together. Returns whether this call sent it.
 */
export async function deliverGift(
  db: Database,
  services: { mailer: Mailer; origin: string; signer: Signer },
  voucherId: string,
  now = new Date(),
): Promise<boolean> {
  if (!UUID.test(voucherId)) return false;
  return db.transaction(async (tx) => {
    const [gift] = await tx
      .update(voucherGifts)
      .set({ sentAt: now })
      .where(
        and(
          eq(voucherGifts.voucherId, voucherId),
          isNull(voucherGifts.sentAt),
          isNull(voucherGifts.cancelledAt),
          sql`${voucherGifts.deliverOn} <= ${osloToday(now)}::date`,
          sql`exists (select 1 from ${vouchers} where ${vouchers.id} = ${voucherId} and ${vouchers.status} = 'active')`,
        ),
      )
      .returning();
    if (!gift) return false;
    const lang = parseLanguage(gift.language);
    const voucher = await getVoucherDocument(tx, voucherId, lang);
    if (!voucher) throw new Error("A gift without its voucher");
    await queueMail(
      tx,
      services.mailer,
      await giftMail(
        {
          to: gift.recipientEmail,
          recipientName: gift.recipientName,
          from: await buyerName(tx, gift.orderId),
          message: gift.message,
          url: giftUrl(services.signer, services.origin, voucherId, lang),
          voucher,
        },
        lang,
      ),
    );
    return true;
  });
}

/** Whether the recipient has claimed the voucher (the buyer's refund ends then). */
export async function isGiftClaimed(db: DatabaseOrTransaction, voucherId: string): Promise<boolean> {
  const [row] = await db
    .select({ claimedAt: voucherGifts.claimedAt })
    .from(voucherGifts)
    .where(eq(voucherGifts.voucherId, voucherId));
  return Boolean(row?.claimedAt);
}

export interface GiftPage {
  voucherId: string;
  recipientName: string;
  from: string;
  message: string;
  voucher: VoucherDocument;
  claimed: boolean;
  /** Claimed by the viewer (signed in). */
  claimedByViewer: boolean;
}

/**
 * What the recipient's link opens (only a delivered gift): the voucher without its price, the
 * greeting, and whether it was claimed. The first opening is recorded for the buyer.
 */
export async function openGift(
  db: Database,
  signer: Signer,
  token: string,
  viewerId: string | null,
  lang: Language,
  now = new Date(),
): Promise<GiftPage | null> {
  const voucherId = voucherIdFromGiftToken(signer, token);
  if (!voucherId) return null;
  const [gift] = await db
    .update(voucherGifts)
    .set({ openedAt: sql`coalesce(${voucherGifts.openedAt}, ${now}::timestamptz)` })
    .where(and(eq(voucherGifts.voucherId, voucherId), sql`${voucherGifts.sentAt} is not null`))
    .returning();
  if (!gift) return null;
  const voucher = await getVoucherDocument(db, voucherId, lang);
  if (!voucher) return null;
  return {
    voucherId,
    recipientName: gift.recipientName,
    from: await buyerName(db, gift.orderId),
    message: gift.message,
    voucher,
    claimed: gift.claimedBy !== null,
    claimedByViewer: viewerId !== null && gift.claimedBy === viewerId,
  };
}

export type ClaimResult = { ok: true } | { ok: false; reason: "notFound" | "alreadyClaimed" | "ownGift" | "notActive" };

/** Puts a delivered gift's voucher in the signed-in recipient's account: once, the first claim wins. */
export async function claimGift(
  db: Database,
  signer: Signer,
  token: string,
  userId: string,
  now = new Date(),
): Promise<ClaimResult> {
  const voucherId = voucherIdFromGiftToken(signer, token);
  if (!voucherId) return { ok: false, reason: "notFound" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        claimedBy: voucherGifts.claimedBy,
        sentAt: voucherGifts.sentAt,
        buyer: orders.userId,
        status: vouchers.status,
      })
      .from(voucherGifts)
      .innerJoin(vouchers, eq(vouchers.id, voucherGifts.voucherId))
      .innerJoin(orders, eq(orders.id, voucherGifts.orderId))
      .where(eq(voucherGifts.voucherId, voucherId))
      .for("update", { of: voucherGifts });
    if (!row || !row.sentAt) return { ok: false, reason: "notFound" };
    if (row.claimedBy === userId) return { ok: true };
    if (row.claimedBy) return { ok: false, reason: "alreadyClaimed" };
    if (row.buyer === userId) return { ok: false, reason: "ownGift" };
    if (row.status !== "active") return { ok: false, reason: "notActive" };
    await tx
      .update(voucherGifts)
      .set({ claimedBy: userId, claimedAt: now })
      .where(and(eq(voucherGifts.voucherId, voucherId), isNull(voucherGifts.claimedBy)));
    return { ok: true };
  });
}

/** The gifts among an order's or account's vouchers, by voucher id. */
export async function giftStatuses(db: DatabaseOrTransaction, voucherIds: string[]): Promise<Map<string, GiftStatus>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(voucherGifts)
    .where(sql`${voucherGifts.voucherId} = ANY(${sql.param(voucherIds)}::uuid[])`);
  return new Map(
    rows.map((row) => [
      row.voucherId,
      {
        recipientName: row.recipientName,
        recipientEmail: row.recipientEmail,
        deliverOn: row.deliverOn,
        state: giftState(row),
      },
    ]),
  );
}

/**
 * A customer's gifts for "Mine data": those they gave (recipient, greeting, day, what became of
 * it) and those they received and claimed.
 */
export async function giftsForExport(db: DatabaseOrTransaction, userId: string) {
  const given = await db
    .select({
      voucherCode: vouchers.code,
      recipientName: voucherGifts.recipientName,
      recipientEmail: voucherGifts.recipientEmail,
      message: voucherGifts.message,
      deliverOn: voucherGifts.deliverOn,
      sentAt: voucherGifts.sentAt,
      openedAt: voucherGifts.openedAt,
      claimedAt: voucherGifts.claimedAt,
    })
    .from(voucherGifts)
    .innerJoin(vouchers, eq(vouchers.id, voucherGifts.voucherId))
    .innerJoin(orders, eq(orders.id, voucherGifts.orderId))
    .where(eq(orders.userId, userId));
  const received = await db
    .select({ voucherCode: vouchers.code, message: voucherGifts.message, claimedAt: voucherGifts.claimedAt })
    .from(voucherGifts)
    .innerJoin(vouchers, eq(vouchers.id, voucherGifts.voucherId))
    .where(eq(voucherGifts.claimedBy, userId));
  return { given, received };
}

/**
 * At account deletion: the greetings of the customer's delivered gifts go (a gift not yet sent
 * keeps what its delivery needs), and gifts the customer claimed no longer name the account.
 */
export async function forgetGiftsOf(db: DatabaseOrTransaction, userId: string): Promise<void> {
  await db
    .update(voucherGifts)
    .set({ message: "" })
    .where(
      and(
        sql`${voucherGifts.sentAt} is not null`,
        sql`${voucherGifts.orderId} in (select ${orders.id} from ${orders} where ${orders.userId} = ${userId})`,
      ),
    );
  await db.update(voucherGifts).set({ claimedBy: null }).where(eq(voucherGifts.claimedBy, userId));
}
