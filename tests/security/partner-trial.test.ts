// The partner API after a free trial that ended without a confirmed plan: refused with a JSON
// 402, for API keys and signed-in partners alike, and open again once the plan is confirmed.
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { partnerProfiles } from "../../db/schema.server";
import { createApiKey } from "../../domain/partners/partner-api-keys.server";
import { confirmPlan } from "../../domain/partners/plan-confirmation.server";
import { createMailer } from "../../domain/platform/mail.server";
import { setupAppDatabase } from "../support/app-database";
import { createPartner } from "../../domain/demo/factories.server";
import { sessionFor } from "../support/accounts";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();

async function partnerWithKey(trialEndsAt: Date) {
  const partner = await createPartner(app.db, { plan: "growth" });
  await app.db.update(partnerProfiles).set({ trialEndsAt }).where(eq(partnerProfiles.partnerId, partner.partnerId));
  const key = await createApiKey(app.db, partner.partnerId, "Kassesystem");
  if (!key.ok) throw new Error(key.reason);
  return { ...partner, key: key.key };
}

const withKey = (key: string, path: string) =>
  fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${key}` } });

describe("the partner API and the trial", () => {
  it("answers 402 with a JSON error once an unconfirmed trial has ended, and 200 again after confirming", async () => {
    const running = await partnerWithKey(new Date(Date.now() + 60_000));
    expect((await withKey(running.key, "/api/business/deals")).status).toBe(200);

    const ended = await partnerWithKey(new Date(Date.now() - 1000));
    for (const path of ["/api/business/deals", "/api/business/analytics"]) {
      const response = await withKey(ended.key, path);
      expect(response.status, path).toBe(402);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ error: "trialEnded" });
    }
    // A signed-in partner's own calls are refused the same way.
    const session = await sessionFor(app.db, ended.userId);
    const signedIn = await fetch(`${baseUrl}/api/business/deals`, { headers: { Cookie: `session=${session}` } });
    expect(signedIn.status).toBe(402);

    const confirmed = await confirmPlan(app.db, createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>"), {
      partnerId: ended.partnerId,
      userId: ended.userId,
      plan: "growth",
      lang: "no",
      dashboardUrl: `${baseUrl}/business/dashboard`,
    });
    expect(confirmed.ok).toBe(true);
    expect((await withKey(ended.key, "/api/business/deals")).status).toBe(200);
  });
});
