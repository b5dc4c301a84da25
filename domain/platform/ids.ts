// "Is this a valid id?", answered once for every numeric row id the app reads: from a URL, a form
// field, a JSON body or another module. Row ids are PostgreSQL `integer` (int4) identities counted
// from 1, so anything outside 1..2 147 483 647 names no row, and handing it to a query would be a
// database error (a 500) instead of a "not found".
import { z } from "zod";

export const MAX_ID = 2_147_483_647;

/**
 * Written as people and our own pages write ids: plain decimal digits, no sign, no leading zero,
 * no exponent or fraction. "1e3", "012", "+12", "12.0" and " 12" are refused rather than read as
 * some other id.
 */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** A number that is an id: a whole number in 1..MAX_ID. */
export function isId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/** The id in a string (as written in a URL or form) or a number (from JSON), or null. */
export function parseId(value: unknown): number | null {
  if (typeof value === "number") return isId(value) ? value : null;
  if (typeof value !== "string" || !ID_TEXT.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** The same rule for Zod schemas at the boundaries; the issue's message is "idInvalid". */
export const idSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const id = parseId(value);
  if (id === null) {
    ctx.addIssue({ code: "custom", message: "idInvalid" });
    return z.NEVER;
  }
  return id;
});
