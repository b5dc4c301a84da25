// Pricing a cart on the server, from the database, never from the client: what the checkout
// (checkout-holds.server.ts) holds and charges, and what the cart shows.
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { dealPackages, deals } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { PACKAGE_KINDS, type PackageKind } from "#domain/catalog/packages.server";
import { liveDeal } from "#domain/catalog/live-deals.server";
import { idSchema } from "#domain/platform/ids";
import { giftSchema } from "#domain/vouchers/gift-input";

export const MAX_LINE_QUANTITY = 10;
export const VAT_RATE = 0.25;

export const cartLineSchema = z.object({
  dealId: idSchema,
  packageKind: z.enum(PACKAGE_KINDS),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** Every unit of the line goes to this recipient (domain/vouchers/gifts.server.ts). */
  gift: giftSchema().optional(),
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
export async function priceCart(
  db: Database,
  lang: Language,
  input: CartLineInput[],
  now = new Date(),
): Promise<PricedCart> {
  input = mergeCartLines(input);
  const ids = [...new Set(input.map((l) => l.dealId))];
  const rows = ids.length
    ? await db
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
        .innerJoin(dealPackages, and(eq(dealPackages.dealId, deals.id), eq(dealPackages.active, true)))
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
