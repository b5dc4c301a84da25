import { isValidOrgNumber } from "../../domain/partners/org-number";

/** A random organisation number that passes MOD11, so test runs never collide. */
export function randomOrgNumber(): string {
  for (;;) {
    const body = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
    for (let check = 0; check <= 9; check++) if (isValidOrgNumber(body + check)) return body + check;
  }
}
