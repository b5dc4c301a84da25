// Norwegian MVA on prices that include it: what part of an amount is VAT, and the VAT of a
// receipt grouped by rate, as bokføringsforskriften asks a sales document to show it.

/** The standard rate; food (15 %) and passenger transport, cinema and hotels (12 %) have lower ones. */
export const STANDARD_VAT_RATE_PERCENT = 25;

/** The VAT inside an amount that includes it, rounded to the øre: 1 299 kr at 25 % → 259,80 kr. */
export function vatIncludedOre(amountOre: number, ratePercent: number): number {
  const vat = Math.round((Math.abs(amountOre) * ratePercent) / (100 + ratePercent));
  return amountOre < 0 ? -vat : vat;
}

export interface VatGroup {
  ratePercent: number;
  /** The amount without VAT that the VAT is charged on. */
  baseOre: number;
  vatOre: number;
}

/**
 * The VAT of a receipt, one group per rate, highest rate first. Each rate's VAT is taken from the
 * sum of its lines (not line by line), so the groups add up to what the order's total holds.
 */
export function vatByRate(lines: readonly { totalOre: number; vatRatePercent: number }[]): VatGroup[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.vatRatePercent, (totals.get(line.vatRatePercent) ?? 0) + line.totalOre);
  return [...totals.entries()]
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, totalOre]) => {
      const vatOre = vatIncludedOre(totalOre, ratePercent);
      return { ratePercent, baseOre: totalOre - vatOre, vatOre };
    });
}
