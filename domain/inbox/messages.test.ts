import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { contactMessages, newsletterSubscribers } from "#db/schema.server";
import { contactMessageSchema, storeContactMessage } from "./messages.server";
import { newsletterSchema, subscribeToNewsletter } from "./newsletter.server";

const test = setupTestDatabase({ seeded: false });

describe("contact messages", () => {
  it("stores a valid message with its language, as new", async () => {
    const input = contactMessageSchema.parse({
      name: " Åse Ødegård ",
      email: "Ase@Example.NO",
      message: "Hei! Når kan jeg bruke verdikortet?",
    });
    const id = await storeContactMessage(test.db, input, "no");
    const [row] = await test.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: "Åse Ødegård", email: "ase@example.no", language: "no", status: "new" });
  });

  it("names each missing or wrong field with a dictionary key", () => {
    const result = contactMessageSchema.safeParse({ name: "", email: "not-an-email", message: "x".repeat(5001) });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ name: "required", email: "invalidEmail", message: "tooLong" });
  });
});

describe("newsletter", () => {
  it("signs an address up once, whatever its case", async () => {
    expect(await subscribeToNewsletter(test.db, "Nora@Example.no", "no")).toBe("subscribed");
    expect(await subscribeToNewsletter(test.db, "nora@example.NO", "en")).toBe("already");
    const rows = await test.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(["nora@example.no"]);
  });

  it("holds under concurrent sign-ups of the same address", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => subscribeToNewsletter(test.db, "same@example.no", "no")),
    );
    expect(results.filter((r) => r === "subscribed")).toHaveLength(1);
  });

  it("rejects an invalid address", () => {
    expect(newsletterSchema.safeParse({ email: "nei" }).success).toBe(false);
    expect(newsletterSchema.safeParse({}).success).toBe(false);
  });
});
