import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { deals, vouchers } from "#db/schema.server";
import { newVoucherCode } from "./voucher-code-generator.server";
import { CODE_ALPHABET, CODE_LENGTH, groupCode, normalizeCode } from "./voucher-codes";
import { setupTestShop } from "../../tests/support/buy-vouchers";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const CODE = /^MAGIC-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/;

describe("newVoucherCode", () => {
  it("uses an alphabet of 31 characters without the look-alikes 0 O 1 I L", () => {
    expect(CODE_ALPHABET).toBe("ABCDEFGHJKMNPQRSTUVWXYZ23456789");
    expect(new Set(CODE_ALPHABET).size).toBe(31);
    for (const c of "0O1IL") expect(CODE_ALPHABET).not.toContain(c);
    expect(CODE_LENGTH).toBe(10);
  });

  it("makes 10 000 distinct codes of MAGIC- and 10 characters from the alphabet, every character in use", () => {
    const codes = Array.from({ length: 10_000 }, () => newVoucherCode());
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(codes.length);
    // 100 000 characters from 31: each should appear about 3 226 times.
    const seen = new Map<string, number>();
    for (const code of codes) for (const c of code.slice(6)) seen.set(c, (seen.get(c) ?? 0) + 1);
    expect([...seen.keys()].sort().join("")).toBe([...CODE_ALPHABET].sort().join(""));
    for (const [c, n] of seen) expect(n, c).toBeGreaterThan(2_700);
  });
});

describe("groupCode", () => {
  it("splits the body into two groups of five for reading aloud", () => {
    expect(groupCode("MAGIC-ABCDEFGHJK")).toBe("MAGIC-ABCDE-FGHJK");
    for (let i = 0; i < 100; i++) expect(groupCode(newVoucherCode())).toMatch(/^MAGIC-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  });
});

describe("normalizeCode", () => {
  it("accepts a code in lower case, with spaces or dashes, and with or without MAGIC", () => {
    for (const typed of [
      "MAGIC-ABCDEFGHJK",
      "magic-abcdefghjk",
      "MAGIC-ABCDE-FGHJK",
      "  magic abcde fghjk ",
      "Magic-Abc-De-Fgh-Jk",
      "abcdefghjk",
      "ABCDE FGHJK",
      "MAGICABCDEFGHJK",
      "magic\tabcde\nfghjk",
    ])
      expect(normalizeCode(typed), typed).toBe("MAGIC-ABCDEFGHJK");
  });

  it("gives back every generated code, as stored and as grouped", () => {
    for (let i = 0; i < 200; i++) {
      const code = newVoucherCode();
      expect(normalizeCode(code)).toBe(code);
      expect(normalizeCode(groupCode(code))).toBe(code);
      expect(normalizeCode(groupCode(code).toLowerCase().replaceAll("-", " "))).toBe(code);
    }
  });

  it("refuses the wrong length", () => {
    for (const typed of ["", "MAGIC", "MAGIC-", "MAGIC-ABCDEFGHJ", "MAGIC-ABCDEFGHJKM", "ABCDEFGHJ", "ABCDEFGHJKM"])
      expect(normalizeCode(typed), typed).toBeNull();
  });

  it("refuses characters outside the alphabet", () => {
    for (const typed of [
      "MAGIC-ABCDEFGHJ0",
      "MAGIC-ABCDEFGHJO",
      "MAGIC-ABCDEFGHJ1",
      "MAGIC-ABCDEFGHJI",
      "MAGIC-ABCDEFGHJL",
      "MAGIC-ABCDEFGHJ_",
      "MAGIC_ABCDEFGHJK",
      "MAGIC-ABCDEFGHJÆ",
      "MAGIC-ABCDEFGH.K",
    ])
      expect(normalizeCode(typed), typed).toBeNull();
  });
});

/** Buys 10 basic vouchers of each of `count` live deals at once, one buyer per deal. */
async function buyTenEach(count: number) {
  const live = await t.db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.status, "published"), gt(deals.endsAt, new Date(Date.now() + 86_400_000))))
    .orderBy(asc(deals.id))
    .limit(count);
  return Promise.all(
    live.map(({ id }) =>
      shop.buy(t.db, {
        lines: [{ dealId: id, packageKind: "basic", quantity: 10 }],
        email: `kode-${randomUUID()}@example.no`,
        userId: null,
        language: "no",
      }),
    ),
  );
}

describe("voucher codes in the database", () => {
  it("stores distinct, well-formed codes for every voucher sold", async () => {
    const before = await t.db.$count(vouchers);
    const results = await buyTenEach(20);
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    const [stats] = await t.db
      .select({ all: sql<number>`count(*)::int`, distinct: sql<number>`count(DISTINCT ${vouchers.code})::int` })
      .from(vouchers);
    expect(stats).toEqual({ all: before + 200, distinct: before + 200 });
    for (const { code } of await t.db.select({ code: vouchers.code }).from(vouchers)) expect(code).toMatch(CODE);
  });

  it("refuses a second voucher with a code already in use", async () => {
    const [placed] = await buyTenEach(1);
    if (!placed?.ok) throw new Error("The order was refused");
    const [existing] = await t.db.select().from(vouchers).where(eq(vouchers.orderId, placed.orderId)).limit(1);
    const { code, orderId, orderLineId, dealId, validUntil } = existing!;
    const error = await t.db
      .insert(vouchers)
      .values({ code, orderId, orderLineId, dealId, validUntil })
      .then(
        () => undefined,
        (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
      );
    expect(error?.cause).toMatchObject({ code: "23505", constraint: "vouchers_code_idx" });
    expect(await t.db.$count(vouchers, eq(vouchers.code, code))).toBe(1);
  });
});
