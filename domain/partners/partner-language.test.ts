// The language a partner's e-mails are written in: the one it signed up in, then the one its owner
// last chose; and the address they go to.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partners } from "#db/schema.server";
import { createCustomer, createPartner } from "#domain/demo/factories.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { partnerRecipient, rememberPartnerLanguage } from "./partner-language.server";

const test = setupTestDatabase({ seeded: true });

describe("a partner's e-mail language", () => {
  it("is Bokmål until its owner chooses English; another account's choice changes nothing", async () => {
    const partner = await createPartner(test.db, { name: "Språkbedriften" });
    expect(await partnerRecipient(test.db, partner.partnerId)).toEqual({
      name: "Per Partner",
      email: partner.email,
      business: "Språkbedriften",
      language: "no",
    });
    const stranger = await createCustomer(test.db, { email: `kunde-${crypto.randomUUID()}@example.no` });
    await rememberPartnerLanguage(test.db, stranger.id, "en");
    expect((await partnerRecipient(test.db, partner.partnerId))?.language).toBe("no");
    await rememberPartnerLanguage(test.db, partner.userId, "en");
    expect((await partnerRecipient(test.db, partner.partnerId))?.language).toBe("en");
    const [row] = await test.db
      .select({ language: partners.language })
      .from(partners)
      .where(eq(partners.id, partner.partnerId));
    expect(row?.language).toBe("en");
  });
});
