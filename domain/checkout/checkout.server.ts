// Pricing a cart on the server and placing an order: idempotent, stock-safe, all or nothing.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { dealPackages, deals, idempotencyKeys, orders, paymentCharges, users, vouchers } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import type { CardDetails } from "./cards";
import { cancelJob, enqueueJobStatement } from "#domain/platform/jobs.server";
import { queueMailStatements, type Mailer } from "#domain/platform/mail.server";
import { PACKAGE_KINDS, type PackageKind } from "#domain/catalog/packages.server";
import { liveDeal } from "#domain/catalog/live-deals.server";
import { idSchema } from "#domain/platform/ids";
import { normaliseEmail, normalisedEmailSql } from "./buyer-identity.server";
import { takeUnits } from "./checkout-stock.server";
import { orderConfirmationMail } from "./order-confirmation-mail.server";
import { writeOrder } from "./order-record.server";
import type { PaymentGateway } from "./payments.server";

export const MAX_LINE_QUANTITY = 10;
/** The job that settles a checkout whose process died between charging and committing. */
export const CHECKOUT_RECOVERY_JOB = "checkout.recover";
/** An attempt charges only this soon after it began, so recovery, due later, never races a charge. */
const CHARGE_DEADLINE_MS = 30_000;
export const RECOVERY_DELAY_MS = 2 * 60_000;
export const VAT_RATE = 0.25;

export const cartLineSchema = z.object({
  dealId: idSchema,
  packageKind: z.enum(PACKAGE_KINDS),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export const cartLinesSchema = z.array(cartLineSchema).min(1).max(50);
export type CartLineInput = z.infer<typeof cartLineSchema>;

export interface PricedLine extends CartLineInput {
  title: string;
  imageSrc: string;
  unitPriceOre: number;
  unitOriginalOre: number;
  validityDays: number;
  lineTotalOre: number;
  lineOriginalOre: number;
}

export type LineProblem = { dealId: number; packageKind: PackageKind; reason: "unavailable" | "minQuantity" };

export interface PricedCart {
  lines: PricedLine[];
  problems: LineProblem[];
  totalOre: number;
  originalTotalOre: number;
  /** The MVA part of the total (prices include 25 % MVA): total × 25/125. */
  vatOre: number;
}

/** The MVA contained in a price that includes it. */
export function vatIncluded(totalOre: number): number {
  return Math.round((totalOre * VAT_RATE) / (1 + VAT_RATE));
}

/**
 * One line per deal and package, quantities summed: a cart that repeats a line is the same
 * purchase, so the per-line cap and the minimum apply to the sum.
 */
export function mergeCartLines(input: CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, CartLineInput>();
  for (const line of input) {
    const key = `${line.dealId}:${line.packageKind}`;
    const before = merged.get(key);
    merged.set(key, { ...line, quantity: (before?.quantity ?? 0) + line.quantity });
  }
  return [...merged.values()];
}

/** Prices every line from the database, never from the client; lines that cannot be bought are listed. */
export function priceCart(db: Database, lang: Language, input: CartLineInput[], now = new Date()): Promise<PricedCart> {
  return priceCartAlongside(db, lang, input, now);
}

/** priceCart, running `alongside` (a data-modifying statement) in the same round trip when it reads. */
async function priceCartAlongside(
  db: Database,
  lang: Language,
  input: CartLineInput[],
  now: Date,
  alongside?: SQL,
): Promise<PricedCart> {
  input = mergeCartLines(input);
  const ids = [...new Set(input.map((l) => l.dealId))];
  const withAlongside = alongside ? db.with(db.$with("alongside", {}).as(alongside)) : db;
  const rows = ids.length
    ? await withAlongside
        .select({
          dealId: deals.id,
          title: lang === "en" ? sql<string>`coalesce(${deals.titleEn}, ${deals.title})` : deals.title,
          imageSrc: deals.imageSrc,
          originalPriceOre: deals.originalPriceOre,
          discountedPriceOre: deals.discountedPriceOre,
          live: sql<boolean>`${liveDeal(now)}`,
          kind: dealPackages.kind,
          priceOre: dealPackages.priceOre,
          validityDays: dealPackages.validityDays,
          minQuantity: dealPackages.minQuantity,
        })
        .from(deals)
        .innerJoin(dealPackages, eq(dealPackages.dealId, deals.id))
        .where(inArray(deals.id, ids))
    : [];
  const lines: PricedLine[] = [];
  const problems: LineProblem[] = [];
  for (const line of input) {
    const row = rows.find((r) => r.dealId === line.dealId && r.kind === line.packageKind);
    if (!row || !row.live) {
      problems.push({ dealId: line.dealId, packageKind: line.packageKind, reason: "unavailable" });
      continue;
    }
    if (line.quantity < row.minQuantity) {
      problems.push({ dealId: line.dealId, packageKind: line.packageKind, reason: "minQuantity" });
      continue;
    }
    // The package's price against the deal's original price per unit, for "You Save".
    const unitOriginalOre = Math.max(row.originalPriceOre, row.priceOre);
    lines.push({
      ...line,
      title: row.title,
      imageSrc: row.imageSrc,
      unitPriceOre: row.priceOre,
      unitOriginalOre,
      validityDays: row.validityDays,
      lineTotalOre: row.priceOre * line.quantity,
      lineOriginalOre: unitOriginalOre * line.quantity,
    });
  }
  const totalOre = lines.reduce((sum, l) => sum + l.lineTotalOre, 0);
  const originalTotalOre = lines.reduce((sum, l) => sum + l.lineOriginalOre, 0);
  return { lines, problems, totalOre, originalTotalOre, vatOre: vatIncluded(totalOre) };
}

/** What placing an order works with besides the database. */
export interface CheckoutServices {
  gateway: PaymentGateway;
  mailer: Mailer;
  /** The site's address, for the link in the confirmation e-mail. */
  origin: string;
}

export interface PlaceOrderInput {
  idempotencyKey: string;
  lines: CartLineInput[];
  email: string;
  userId: string | null;
  language: Language;
  card: CardDetails;
}

export type PlaceOrderResult =
  | { ok: true; orderId: string; number: string; repeated: boolean }
  | {
      ok: false;
      reason:
        "unavailable" | "soldOut" | "limitReached" | "declined" | "insufficient_funds" | "inProgress" | "timedOut";
    };

class OrderRefused extends Error {
  constructor(readonly reason: Exclude<PlaceOrderResult, { ok: true }>["reason"]) {
    super(reason);
  }
}

async function existingOrder(db: Database, key: string) {
  const [row] = await db
    .select({ orderId: orders.id, number: orders.number, userId: orders.userId, email: orders.email })
    .from(idempotencyKeys)
    .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(eq(idempotencyKeys.key, key));
  return row;
}

/**
 * Places an order in one transaction: prices from the database, takes the stock with a
 * conditional update (never oversold), charges the card, writes the order, its lines, the
 * charge and one voucher per unit, takes the bought lines out of the buyer's server cart and
 * queues the confirmation e-mail. A declined card or missing stock rolls all of it back. The
 * same idempotency key always leads to the same single order, confirmed once.
 *
 * Five round trips for a one-line order, because the CPU each round trip costs is what concurrent
 * buyers queue on (decision 007): price the cart and add the recovery job; BEGIN; claim the key
 * and take the stock; (charge); write everything; COMMIT.
 */
export async function placeOrder(
  db: Database,
  { gateway, mailer, origin }: CheckoutServices,
  input: PlaceOrderInput,
  now = new Date(),
): Promise<PlaceOrderResult> {
  const email = input.email.trim().toLowerCase();
  // Repeated lines must not beat the per-line cap (ten lines of 10 would be 100 vouchers).
  if (mergeCartLines(input.lines).some((l) => l.quantity > MAX_LINE_QUANTITY))
    return { ok: false, reason: "limitReached" };
  // The customer a per-customer limit counts: the account when signed in (whatever address is
  // typed, or the account's address changed to), else the guest's mailbox (aliases are one).
  const mailbox = normaliseEmail(email);
  const sameCustomer =
    input.userId !== null
      ? or(
          eq(orders.userId, input.userId),
          and(isNull(orders.userId), sql`${normalisedEmailSql(orders.email)} = ${mailbox}`),
        )
      : or(
          sql`${normalisedEmailSql(orders.email)} = ${mailbox}`,
          inArray(
            orders.userId,
            db
              .select({ id: users.id })
              .from(users)
              .where(sql`${normalisedEmailSql(users.email)} = ${mailbox}`),
          ),
        );
  // A repeat is looked for only when something refuses the attempt (its key found taken, or its
  // cart no longer on sale), not before every order: a round trip saved on each first submit.
  const repeated = async (): Promise<PlaceOrderResult | null> => {
    const before = await existingOrder(db, input.idempotencyKey);
    if (!before) return null;
    // A repeat names the order only to its own buyer: someone else's key must not hand out its id
    // (the checkout then remembers it as the visitor's own).
    const sameBuyer = before.userId === input.userId && (input.userId !== null || before.email === email);
    if (!sameBuyer) return { ok: false, reason: "inProgress" };
    return { ok: true, orderId: before.orderId, number: before.number, repeated: true };
  };

  // Committed before any money moves, and cancelled once the attempt has settled (by the order's
  // own commit when it succeeds): if the process dies between the charge and the commit, this job
  // finds the charge without an order and refunds it (see recoverCheckout). It is added by the
  // statement that prices the cart, and a cart refused there cancels it, so the job costs no round
  // trip of its own.
  const recovery = `${CHECKOUT_RECOVERY_JOB}:${randomUUID()}`;
  const startedAt = Date.now();
  const recoveryJob = enqueueJobStatement({
    kind: CHECKOUT_RECOVERY_JOB,
    payload: { idempotencyKey: input.idempotencyKey },
    dedupeKey: recovery,
    runAt: new Date(startedAt + RECOVERY_DELAY_MS),
  });
  // For a refused attempt; left behind if this fails, the job finds it settled and does nothing.
  const settled = () => cancelJob(db, recovery).catch(() => undefined);

  const priced = await priceCartAlongside(db, input.language, input.lines, now, recoveryJob);
  if (priced.problems.length > 0 || priced.lines.length === 0) {
    await settled();
    // An empty or changed cart still finds a finished order with the same key.
    return (await repeated()) ?? { ok: false, reason: "unavailable" };
  }

  try {
    const placed = await db.transaction(async (tx) => {
      // Deals are locked in id order, so two orders of the same deals cannot deadlock: one waits.
      // The first line's statement also claims the key.
      const byDeal = [...priced.lines].sort((a, b) => a.dealId - b.dealId);
      for (const [i, line] of byDeal.entries()) {
        const taken = await takeUnits(tx, line, now, i === 0 ? input.idempotencyKey : null);
        if (!taken.claimed) throw new OrderRefused("inProgress");
        if (!taken.taken) throw new OrderRefused("soldOut");
        if (taken.perCustomerLimit !== null) {
          // The deal row is locked by the update above, so one buyer's orders for it queue here.
          const [bought] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(vouchers)
            .innerJoin(orders, eq(orders.id, vouchers.orderId))
            .where(and(eq(vouchers.dealId, line.dealId), sameCustomer));
          const sameDeal = priced.lines.filter((l) => l.dealId === line.dealId).reduce((s, l) => s + l.quantity, 0);
          if ((bought?.n ?? 0) + sameDeal > taken.perCustomerLimit) throw new OrderRefused("limitReached");
        }
      }

      if (Date.now() - startedAt > CHARGE_DEADLINE_MS) throw new OrderRefused("timedOut");
      const charge = await gateway.charge(priced.totalOre, input.card, input.idempotencyKey);
      if (!charge.approved) throw new OrderRefused(charge.reason);

      return writeOrder(
        tx,
        {
          idempotencyKey: input.idempotencyKey,
          recoveryJobKey: recovery,
          userId: input.userId,
          email,
          language: input.language,
          totalOre: priced.totalOre,
          originalTotalOre: priced.originalTotalOre,
          vatOre: priced.vatOre,
          charge: { gateway: gateway.name, reference: charge.reference, brand: charge.brand, last4: charge.last4 },
          lines: priced.lines,
        },
        now,
        (order) => queueMailStatements(mailer, orderConfirmationMail(order, input.language, origin)).statements,
      );
    });
    return { ok: true, orderId: placed.id, number: placed.number, repeated: false };
  } catch (error) {
    if (error instanceof OrderRefused) {
      await settled(); // refused before any charge, or declined: no money moved

      // The key is taken: by a finished order (a repeat, shown to its own buyer only), or by an
      // attempt still running or refunded by recovery.
      if (error.reason === "inProgress") return (await repeated()) ?? { ok: false, reason: "inProgress" };
      return { ok: false, reason: error.reason };
    }
    throw error;
  }
}

export type RecoveryOutcome = "completed" | "notCharged" | "refunded";

/**
 * Settles a checkout attempt that may have died between the charge and the commit: an order
 * with its key means it finished; an approved charge without one is refunded. Safe to run any
 * number of times, also at once.
 */
export async function recoverCheckout(
  db: Database,
  gateway: PaymentGateway,
  idempotencyKey: string,
): Promise<RecoveryOutcome> {
  if (await existingOrder(db, idempotencyKey)) return "completed";
  if (!(await gateway.findCharge(idempotencyKey))) return "notCharged";
  // The key first, committed: once claimed, no late attempt can write an order for this charge
  // (if a checkout holding the key is still running, this waits for it to end).
  await db.insert(idempotencyKeys).values({ key: idempotencyKey }).onConflictDoNothing();
  return db.transaction(async (tx) => {
    // One recovery of a key at a time; the charge is read again under that lock.
    const [claimed] = await tx
      .select({ orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, idempotencyKey))
      .for("update");
    if (claimed?.orderId) return "completed";
    const charge = await gateway.findCharge(idempotencyKey);
    if (!charge) return "notCharged";
    // The shop's record of money taken and given back without an order.
    const [recorded] = await tx
      .select({ id: paymentCharges.id })
      .from(paymentCharges)
      .where(eq(paymentCharges.reference, charge.reference));
    if (!recorded)
      await tx.insert(paymentCharges).values({
        orderId: null,
        gateway: gateway.name,
        reference: charge.reference,
        amountOre: charge.amountOre,
        refundedOre: charge.amountOre,
        status: "refunded",
      });
    if (charge.refundedOre < charge.amountOre)
      await gateway.refund(
        charge.reference,
        charge.amountOre - charge.refundedOre,
        `${CHECKOUT_RECOVERY_JOB}:${idempotencyKey}`,
      );
    return "refunded";
  });
}
