import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerApiKeys } from "#db/schema.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { createPartner } from "#domain/demo/factories.server";
import {
  apiKeyNameSchema,
  createApiKey,
  listApiKeys,
  MAX_KEYS_PER_PARTNER,
  partnerIdForApiKey,
  revokeApiKey,
} from "./partner-api-keys.server";

const test = setupTestDatabase({ seeded: true });

async function newKey(partnerId: string, name = "Kassesystem") {
  const created = await createApiKey(test.db, partnerId, name);
  if (!created.ok) throw new Error(created.reason);
  return created;
}

describe("partner API keys", () => {
  it("holds the cap when many keys are created at the same moment", async () => {
    const { partnerId } = await createPartner(test.db);
    const results = await Promise.all(
      Array.from({ length: MAX_KEYS_PER_PARTNER + 10 }, (_, i) => createApiKey(test.db, partnerId, `Samtidig ${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(MAX_KEYS_PER_PARTNER);
    expect(await listApiKeys(test.db, partnerId)).toHaveLength(MAX_KEYS_PER_PARTNER);
  });

  it("stores only the SHA-256 of a key, with a short prefix to recognise it", async () => {
    const { partnerId } = await createPartner(test.db);
    const { key, summary } = await newKey(partnerId);
    expect(key).toMatch(/^mdk_[A-Za-z0-9_-]{43}$/);
    const [row] = await test.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, summary.id));
    expect(row?.keyHash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(row?.prefix).toBe(key.slice(0, 12));
    expect(Object.values(row!).some((value) => value === key)).toBe(false);
    expect(await listApiKeys(test.db, partnerId)).toEqual([
      { id: summary.id, name: "Kassesystem", prefix: key.slice(0, 12), createdAt: row!.createdAt, lastUsedAt: null },
    ]);
  });

  it("finds the partner of a working key and notes when it was last used", async () => {
    const { partnerId } = await createPartner(test.db);
    const { key, summary } = await newKey(partnerId);
    const when = new Date("2026-11-20T09:15:00Z");
    expect(await partnerIdForApiKey(test.db, key, when)).toBe(partnerId);
    const [row] = await test.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, summary.id));
    expect(row?.lastUsedAt).toEqual(when);

    expect(await partnerIdForApiKey(test.db, `${key}x`)).toBeNull();
    expect(await partnerIdForApiKey(test.db, "mdk_unknown")).toBeNull();
    expect(await partnerIdForApiKey(test.db, key.replace("mdk_", "abc_"))).toBeNull();
  });

  it("revokes only the partner's own key, once, and a revoked key stops working", async () => {
    const owner = await createPartner(test.db);
    const stranger = await createPartner(test.db);
    const { key, summary } = await newKey(owner.partnerId);
    const kept = await newKey(owner.partnerId, "Regnskap");

    expect(await revokeApiKey(test.db, stranger.partnerId, summary.id)).toBe(false);
    expect(await partnerIdForApiKey(test.db, key)).toBe(owner.partnerId);
    expect(await revokeApiKey(test.db, owner.partnerId, "not-a-uuid")).toBe(false);

    expect(await revokeApiKey(test.db, owner.partnerId, summary.id)).toBe(true);
    expect(await revokeApiKey(test.db, owner.partnerId, summary.id)).toBe(false);
    expect(await partnerIdForApiKey(test.db, key)).toBeNull();
    expect((await listApiKeys(test.db, owner.partnerId)).map((k) => k.name)).toEqual(["Regnskap"]);
    expect(await partnerIdForApiKey(test.db, kept.key)).toBe(owner.partnerId);
  });

  it("caps the number of keys a partner can hold and checks the name", async () => {
    const { partnerId } = await createPartner(test.db);
    for (let i = 0; i < MAX_KEYS_PER_PARTNER; i++) await newKey(partnerId, `Nøkkel ${i}`);
    expect(await createApiKey(test.db, partnerId, "En til")).toEqual({ ok: false, reason: "tooManyKeys" });

    // Revoking frees a place.
    const [first] = await listApiKeys(test.db, partnerId);
    expect(await revokeApiKey(test.db, partnerId, first!.id)).toBe(true);
    expect((await createApiKey(test.db, partnerId, "Erstatning")).ok).toBe(true);

    expect(apiKeyNameSchema.safeParse({ name: "  " }).error?.issues[0]?.message).toBe("required");
    expect(apiKeyNameSchema.safeParse({ name: "x".repeat(101) }).error?.issues[0]?.message).toBe("tooLong");
    expect(apiKeyNameSchema.parse({ name: "  Kasse  " })).toEqual({ name: "Kasse" });
  });
});
