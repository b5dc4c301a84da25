// The business pages' gate when the root loader has read the partner with the session: the page's
// guard takes that partner for the page load it belongs to, and only for it. Every rule of the
// gate holds as when the guard asks itself.
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { partners, partnerStaff } from "#db/schema.server";
import { createSession } from "#domain/accounts/sessions.server";
import { createCustomer, createPartner, createUser } from "#domain/demo/factories.server";
import { currentUserShopAndPartner } from "~/route-helpers/shop-state.server";
import { SESSION_COOKIE } from "./auth.server";
import { requirePartner, type PartnerGate } from "./partner-auth.server";

const t = setupTestDatabase({ seeded: false });

/** What React Router hands the loaders of one request: only the database matters here. */
const requestContext = () => ({ db: t.db }) as unknown as AppLoadContext;
const request = (token: string, method = "GET", path = "/business/dashboard") =>
  new Request(`http://site.test${path}`, { method, headers: { Cookie: `${SESSION_COOKIE}=${token}` } });

/** A page load of the business area: the root loader, then the page's guard, with one context. */
async function pageLoad(token: string, gate: PartnerGate = {}, context = requestContext()) {
  const root = currentUserShopAndPartner(request(token), context, "no");
  const guard = requirePartner(request(token), context, gate);
  await root;
  return guard;
}

/** What a guard threw: a redirect's address, or a refusal's status. */
async function refusal(attempt: Promise<unknown>) {
  const thrown: unknown = await attempt.then(
    () => null,
    (error: unknown) => error,
  );
  if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
  if (thrown && typeof thrown === "object" && "init" in thrown) {
    const init = thrown.init as ResponseInit | null;
    return { status: init?.status };
  }
  throw new Error(`the guard let the page load: ${JSON.stringify(thrown)}`);
}

async function ownerToken() {
  const partner = await createPartner(t.db);
  return { partner, token: (await createSession(t.db, partner.userId, false)).token };
}

const toLogin = { status: 302, location: "/business/login?redirectTo=%2Fbusiness%2Fdashboard" };

describe("requirePartner after the root loader read the partner with the session", () => {
  it("sends a partner suspended between two page loads away on the second", async () => {
    const { partner, token } = await ownerToken();
    expect((await pageLoad(token)).partner).toMatchObject({ id: partner.partnerId, status: "approved" });
    await t.db.update(partners).set({ status: "rejected" }).where(eq(partners.id, partner.partnerId));
    expect(await refusal(pageLoad(token))).toEqual(toLogin);
  });

  it("answers one page load with the partner its root loader read, and reads afresh for a form post", async () => {
    const { partner, token } = await ownerToken();
    const context = requestContext();
    await currentUserShopAndPartner(request(token), context, "no");
    await t.db.update(partners).set({ status: "rejected" }).where(eq(partners.id, partner.partnerId));
    // Suspended mid-request: this page load still answers as it began (one lookup) …
    expect((await requirePartner(request(token), context)).partner.status).toBe("approved");
    // … but an action asks again.
    expect(await refusal(requirePartner(request(token, "POST"), context))).toEqual(toLogin);
  });

  it("does not answer for another cookie with the first one's partner", async () => {
    const { token } = await ownerToken();
    const context = requestContext();
    await currentUserShopAndPartner(request(token), context, "no");
    expect(await refusal(requirePartner(request("someone-elses-token"), context))).toEqual(toLogin);
  });

  it("lets staff in where a page allows them, and answers 403 on the owner's pages", async () => {
    const { partner } = await ownerToken();
    const staff = await createCustomer(t.db);
    await t.db.insert(partnerStaff).values({ partnerId: partner.partnerId, userId: staff.id });
    const token = (await createSession(t.db, staff.id, false)).token;
    expect(await pageLoad(token, { allow: "staff" })).toMatchObject({
      memberRole: "staff",
      partner: { id: partner.partnerId },
    });
    expect(await refusal(pageLoad(token))).toEqual({ status: 403 });
  });

  it("sends away a business account without a partner, a customer and an admin", async () => {
    for (const role of ["business", "user", "admin"] as const) {
      const account = await createUser(t.db, { role });
      const token = (await createSession(t.db, account.id, false)).token;
      expect(await refusal(pageLoad(token, { allow: "staff" }))).toEqual(toLogin);
    }
  });
});
