// A signed-in customer's cart on the server (spec §4). A line is one deal and package; adding
// the same again raises its quantity, setting 0 removes it. Every change is one statement, so
// concurrent requests never lose an update. Guests keep their cart in browser storage and it
// merges in here at sign-in.
import { and, asc, eq, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import { preparedQuery } from "#db/prepared-queries.server";
import type { Database } from "#db/connection.server";
import { cartItems, dealPackages, deals, idempotencyKeys } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { MAX_LINE_QUANTITY } from "./checkout.server";
import { PACKAGE_KINDS, type PackageKind } from "#domain/catalog/packages.server";
import { liveDeal } from "#domain/catalog/live-deals.server";
import { idSchema } from "#domain/platform/ids";
import { giftSchema, type GiftDetails } from "#domain/vouchers/gift-input";

export const cartKeySchema = z.object({
  dealId: idSchema,
  packageKind: z.enum(PACKAGE_KINDS),
});
export const addToCartSchema = cartKeySchema.extend({
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
});
export const setQuantitySchema = cartKeySchema.extend({ quantity: z.coerce.number().int().max(MAX_LINE_QUANTITY) });
/**
 * A guest line's gift as the browser kept it: checked when it was chosen (POST /cart/gift) and
 * again at checkout, so a day that has passed since is kept for the buyer to change there rather
 * than lost (or the whole cart refused) at sign-in.
 */
const keptGiftSchema = giftSchema().extend({ deliverOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export const guestCartSchema = z.array(addToCartSchema.extend({ gift: keptGiftSchema.optional() })).max(50);
export type GuestCartLine = z.infer<typeof guestCartSchema>[number];

export type CartKey = z.infer<typeof cartKeySchema>;
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export interface ServerCartLine {
  dealId: number;
  packageKind: PackageKind;
  quantity: number;
  title: string;
  imageSrc: string;
  unitPriceOre: number;
  unitOriginalOre: number;
  /** The price shown when the line was added; differs from unitPriceOre when it changed since. */
  seenUnitPriceOre: number;
  /** Given as a gift: its recipient, greeting and day (domain/vouchers/gift-input.ts). */
  gift: GiftDetails | null;
}

/**
 * Adds a line or raises the quantity of the same deal and package, within the checkout's line
 * limit. The price seen is the server's price now. False when the deal cannot be bought.
 */
export async function addToCart(
  db: Pick<Database, "execute">,
  userId: string,
  input: AddToCartInput & { gift?: GiftDetails },
  now = new Date(),
): Promise<boolean> {
  const gift = input.gift ? JSON.stringify(input.gift) : null;
  const added = await db.execute(sql`
    INSERT INTO ${cartItems} (user_id, deal_id, package_kind, quantity, seen_unit_price_ore, gift)
    SELECT ${userId}, ${dealPackages.dealId}, ${dealPackages.kind}, LEAST(${input.quantity}::int, ${MAX_LINE_QUANTITY}::int), ${dealPackages.priceOre}, ${gift}::jsonb
    FROM ${dealPackages} JOIN ${deals} ON ${deals.id} = ${dealPackages.dealId}
    WHERE ${dealPackages.dealId} = ${input.dealId} AND ${dealPackages.kind} = ${input.packageKind}
      AND ${dealPackages.active} AND ${liveDeal(now)}
    ON CONFLICT (user_id, deal_id, package_kind) DO UPDATE SET
      quantity = LEAST(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY}::int),
      seen_unit_price_ore = excluded.seen_unit_price_ore,
      gift = coalesce(excluded.gift, ${cartItems.gift})
    RETURNING 1`);
  return added.rowCount === 1;
}

/** Sets a line's quantity; 0 or less removes the line (spec §4). */
export async function setCartQuantity(db: Database, userId: string, key: CartKey, quantity: number): Promise<void> {
  const where = and(
    eq(cartItems.userId, userId),
    eq(cartItems.dealId, key.dealId),
    eq(cartItems.packageKind, key.packageKind),
  );
  if (quantity <= 0) await db.delete(cartItems).where(where);
  else
    await db
      .update(cartItems)
      .set({ quantity: Math.min(quantity, MAX_LINE_QUANTITY) })
      .where(where);
}

/** Makes a line a gift, or (null) not a gift any more. False when the cart has no such line. */
export async function setCartGift(
  db: Database,
  userId: string,
  key: CartKey,
  gift: GiftDetails | null,
): Promise<boolean> {
  const changed = await db
    .update(cartItems)
    .set({ gift })
    .where(
      and(eq(cartItems.userId, userId), eq(cartItems.dealId, key.dealId), eq(cartItems.packageKind, key.packageKind)),
    )
    .returning({ dealId: cartItems.dealId });
  return changed.length > 0;
}

export async function removeFromCart(db: Database, userId: string, key: CartKey): Promise<void> {
  await setCartQuantity(db, userId, key, 0);
}

export async function clearCart(db: Database, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** The cart's lines with today's prices; lines of deals that cannot be bought now are left out. */
export async function getCart(
  db: Database,
  userId: string,
  lang: Language,
  now = new Date(),
): Promise<ServerCartLine[]> {
  const rows = await cartLinesQuery[lang](db).execute({ userId, now: now.toISOString() });
  return rows.map(({ originalPriceOre, ...row }) => ({
    ...row,
    unitOriginalOre: Math.max(originalPriceOre, row.unitPriceOre),
  }));
}

/** A cart's live lines, one prepared query per language: every signed-in page load reads them. */
const cartLinesOf = (lang: Language) =>
  preparedQuery((db) =>
    db
      .select({
        dealId: cartItems.dealId,
        packageKind: cartItems.packageKind,
        quantity: cartItems.quantity,
        title: lang === "en" ? sql<string>`coalesce(${deals.titleEn}, ${deals.title})` : deals.title,
        imageSrc: deals.imageSrc,
        unitPriceOre: dealPackages.priceOre,
        originalPriceOre: deals.originalPriceOre,
        seenUnitPriceOre: cartItems.seenUnitPriceOre,
        gift: cartItems.gift,
      })
      .from(cartItems)
      .innerJoin(deals, eq(deals.id, cartItems.dealId))
      .innerJoin(dealPackages, activePackageOfLine)
      .where(and(eq(cartItems.userId, sql.placeholder("userId")), liveDeal(sql.placeholder("now"))))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.dealId), asc(cartItems.packageKind))
      .prepare(`cart_lines_${lang}`),
  );
const cartLinesQuery = { no: cartLinesOf("no"), en: cartLinesOf("en") } satisfies Record<Language, unknown>;

/**
 * The header badge's number without reading the lines: the sum of quantities of the lines
 * getCart would show (deals that can be bought now). One query on the cart's key.
 */
export async function cartQuantity(db: Database, userId: string, now = new Date()): Promise<number> {
  const [row] = await cartQuantityQuery(db).execute({ userId, now: now.toISOString() });
  return row?.n ?? 0;
}

/** The badge of every signed-in visit to a shared page (/me). */
const cartQuantityQuery = preparedQuery((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(deals, eq(deals.id, cartItems.dealId))
    .innerJoin(dealPackages, activePackageOfLine)
    .where(and(eq(cartItems.userId, sql.placeholder("userId")), liveDeal(sql.placeholder("now"))))
    .prepare("cart_quantity"),
);

/**
 * The cart's live lines as one JSON array, in getCart's order, for a statement that reads more
 * than the cart in the same round trip (domain/checkout/shop-state.server.ts). Values are
 * placeholders of that prepared statement, or the column of the user it reads with.
 */
export function cartLinesJsonSql(lang: Language, userId: SQLWrapper, now: Placeholder): SQL {
  const title = lang === "en" ? sql`coalesce(${deals.titleEn}, ${deals.title})` : sql`${deals.title}`;
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'dealId', ${cartItems.dealId},
      'packageKind', ${cartItems.packageKind},
      'quantity', ${cartItems.quantity},
      'title', ${title},
      'imageSrc', ${deals.imageSrc},
      'unitPriceOre', ${dealPackages.priceOre},
      'originalPriceOre', ${deals.originalPriceOre},
      'seenUnitPriceOre', ${cartItems.seenUnitPriceOre},
      'gift', ${cartItems.gift}
    ) ORDER BY ${cartItems.addedAt}, ${cartItems.dealId}, ${cartItems.packageKind}), '[]'::json)
    FROM ${cartItems}
    JOIN ${deals} ON ${deals.id} = ${cartItems.dealId}
    JOIN ${dealPackages} ON ${activePackageOfLine}
   WHERE ${cartItems.userId} = ${userId} AND ${liveDeal(now)})`;
}

/** The badge's number as a sub-select, like cartQuantity. */
export function cartQuantitySql(userId: SQLWrapper, now: Placeholder): SQL {
  return sql`(SELECT coalesce(sum(${cartItems.quantity}), 0)::int
    FROM ${cartItems}
    JOIN ${deals} ON ${deals.id} = ${cartItems.dealId}
    JOIN ${dealPackages} ON ${activePackageOfLine}
   WHERE ${cartItems.userId} = ${userId} AND ${liveDeal(now)})`;
}

/** A row of cartLinesJsonSql as getCart gives it. */
export function cartLinesOfJson(rows: (Omit<ServerCartLine, "unitOriginalOre"> & { originalPriceOre: number })[]) {
  return rows.map(({ originalPriceOre, ...row }) => ({
    ...row,
    unitOriginalOre: Math.max(originalPriceOre, row.unitPriceOre),
  }));
}

/** A cart line's package, if it is still on sale. */
const activePackageOfLine = and(
  eq(dealPackages.dealId, cartItems.dealId),
  eq(dealPackages.kind, cartItems.packageKind),
  eq(dealPackages.active, true),
);

/** Sum of quantities, for the header badge. */
export const cartCount = (lines: ServerCartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * Merges a guest cart from browser storage into the user's cart at sign-in: quantities of the
 * same line add up. The browser sends a merge id with it and clears its copy only after this
 * answered; the id is claimed once per user (in idempotency_keys), so a retry, a second tab or
 * a concurrent request with the same guest cart adds nothing twice. Returns whether this call
 * did the merge.
 */
export async function mergeGuestCart(
  db: Database,
  userId: string,
  mergeId: string,
  lines: GuestCartLine[],
  now = new Date(),
): Promise<boolean> {
  const summed = new Map<string, GuestCartLine>();
  for (const line of lines) {
    const key = `${line.dealId}:${line.packageKind}`;
    const before = summed.get(key);
    const gift = line.gift ?? before?.gift;
    summed.set(key, { ...line, quantity: (before?.quantity ?? 0) + line.quantity, ...(gift ? { gift } : {}) });
  }
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ key: `cart-merge:${userId}:${mergeId}` })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return false;
    // Lines in a fixed order, so two merges into the same cart cannot deadlock: one waits for the other.
    const ordered = [...summed.values()].sort(
      (a, b) => a.dealId - b.dealId || a.packageKind.localeCompare(b.packageKind),
    );
    for (const line of ordered) await addToCart(tx, userId, line, now);
    return true;
  });
}
