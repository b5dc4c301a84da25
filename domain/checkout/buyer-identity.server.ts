// Who "one customer" is for a deal's per-customer limit. A signed-in buyer is their account,
// whatever address they type or change to. A guest is their mailbox: providers deliver
// kari+x@… to kari@…, and Gmail also ignores dots, so those spellings are one customer.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** Providers that ignore dots in the local part (and are one mailbox under either domain). */
const DOTLESS_DOMAINS = ["gmail.com", "googlemail.com"];

/** The mailbox an address delivers to: lower case, no plus-tag, no dots where Gmail ignores them. */
export function normaliseEmail(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.indexOf("@");
  if (at < 0) return lower;
  const local = lower.slice(0, at).split("+")[0] ?? "";
  const domain = lower.slice(at + 1).split("@")[0] ?? "";
  if (DOTLESS_DOMAINS.includes(domain)) return `${local.replaceAll(".", "")}@gmail.com`;
  return `${local}@${domain}`;
}

/** normaliseEmail in SQL, for addresses already stored (it must give the same answer). */
export function normalisedEmailSql(column: AnyColumn): SQL {
  const lower = sql`lower(btrim(${column}))`;
  const local = sql`split_part(split_part(${lower}, '@', 1), '+', 1)`;
  const domain = sql`split_part(${lower}, '@', 2)`;
  return sql`(CASE WHEN position('@' in ${lower}) = 0 THEN ${lower}
    WHEN ${domain} IN ('gmail.com', 'googlemail.com') THEN replace(${local}, '.', '') || '@gmail.com'
    ELSE ${local} || '@' || ${domain} END)`;
}
