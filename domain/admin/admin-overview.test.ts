import { and, count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultations, contactMessages, dealPriceChanges, deals, mailMessages, partners } from "#db/schema.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminOverview } from "./admin-overview.server";

const t = setupTestDatabase({ seeded: true });

/** The same numbers, counted one table at a time. */
async function counted() {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  const pendingPartners = await n(t.db.select({ n: count() }).from(partners).where(eq(partners.status, "pending")));
  const pendingDeals =
    (await n(t.db.select({ n: count() }).from(deals).where(eq(deals.status, "pending")))) +
    (await n(t.db.select({ n: count() }).from(dealPriceChanges).where(eq(dealPriceChanges.status, "pending"))));
  const newMessages =
    (await n(t.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")))) +
    (await n(
      t.db
        .select({ n: count() })
        .from(consultations)
        .where(and(eq(consultations.status, "new"), isNull(consultations.holdExpiresAt))),
    ));
  const failedMail = await n(t.db.select({ n: count() }).from(mailMessages).where(eq(mailMessages.status, "failed")));
  return { pendingPartners, pendingDeals, newMessages, failedMail };
}

describe("adminOverview", () => {
  it("counts what waits for an admin, and counts anew on every visit", async () => {
    expect(await adminOverview(t.db)).toEqual(await counted());
    const before = await adminOverview(t.db);
    await t.db
      .insert(contactMessages)
      .values({ name: "Ola", email: "ola@example.no", message: "Hei!", language: "no" });
    const after = await adminOverview(t.db);
    expect(after).toEqual({ ...before, newMessages: before.newMessages + 1 });
    expect(after).toEqual(await counted());
  });
});
