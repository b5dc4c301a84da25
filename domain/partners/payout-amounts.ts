// What a redeemed voucher earns its partner. Rounding rule, per voucher, so a statement's lines
// add up to its totals to the øre: commission = gross × rate, rounded half up to the øre; MVA on
// the commission = 25 % of the commission, rounded half up; net = gross − commission − MVA.
import { STANDARD_VAT_RATE_PERCENT } from "#domain/receipts/vat";

export interface Earning {
  grossOre: number;
  commissionOre: number;
  commissionVatOre: number;
  netOre: number;
}

export function earningOf(grossOre: number, commissionBasisPoints: number): Earning {
  const commissionOre = Math.floor((grossOre * commissionBasisPoints + 5_000) / 10_000);
  const commissionVatOre = Math.floor((commissionOre * STANDARD_VAT_RATE_PERCENT + 50) / 100);
  return { grossOre, commissionOre, commissionVatOre, netOre: grossOre - commissionOre - commissionVatOre };
}

export function sumEarnings(earnings: readonly Earning[]): Earning {
  const total: Earning = { grossOre: 0, commissionOre: 0, commissionVatOre: 0, netOre: 0 };
  for (const e of earnings) {
    total.grossOre += e.grossOre;
    total.commissionOre += e.commissionOre;
    total.commissionVatOre += e.commissionVatOre;
    total.netOre += e.netOre;
  }
  return total;
}

/** A KID-style reference: the digits and a MOD10 (Luhn) check digit, as Norwegian banks check it. */
export function withMod10(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
