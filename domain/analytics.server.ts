// Events counted on the server for the partners' numbers: no tracking cookie, bots left out.
import { isbot } from "isbot";
import type { Database } from "../db/connection.server";
import { dealEvents } from "../db/schema.server";

/**
 * Records one view of a deal page, unless a crawler or monitor asked for it, or the browser only
 * fetched it ahead (`purpose`: the Sec-Purpose or Purpose header; a prefetch on hover is not a visit).
 */
export async function recordDealView(
  db: Database,
  dealId: number,
  userAgent: string | null | undefined,
  purpose?: string | null,
): Promise<boolean> {
  if (!userAgent || isbot(userAgent) || purpose?.includes("prefetch")) return false;
  await db.insert(dealEvents).values({ dealId, kind: "view" });
  return true;
}
