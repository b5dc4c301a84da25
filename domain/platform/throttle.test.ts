import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { rateLimits } from "#db/schema.server";
import { clear, hit, peek, type Limit } from "./throttle.server";

const t = setupTestDatabase({ seeded: false });
const limit: Limit = { max: 3, windowSeconds: 60 };
const start = new Date("2026-04-01T08:00:00.000Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

let counter = 0;
const newKey = (what = "login") => `${what}:test-${++counter}`;

const stored = async (key: string) => (await t.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];
const allowed = { allowed: true, retryAfterSeconds: 0 };

describe("hit", () => {
  it("counts attempts in a window and blocks after max, saying when to retry", async () => {
    const key = newKey();
    expect(await hit(t.db, key, limit, at(0))).toEqual(allowed);
    expect(await hit(t.db, key, limit, at(1))).toEqual(allowed);
    expect(await hit(t.db, key, limit, at(2))).toEqual(allowed);
    expect(await stored(key)).toEqual({ key, count: 3, windowStartedAt: start });

    expect(await hit(t.db, key, limit, at(3))).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect(await hit(t.db, key, limit, at(30.2))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await hit(t.db, key, limit, at(59.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Blocked attempts still count, and the window does not move.
    expect(await stored(key)).toEqual({ key, count: 6, windowStartedAt: start });
  });

  it("keeps retryAfterSeconds between 1 and the window", async () => {
    const key = newKey();
    const big: Limit = { max: 1, windowSeconds: 900 };
    await hit(t.db, key, big, at(0));
    for (const second of [0, 0.001, 1, 450, 899, 899.999]) {
      const state = await hit(t.db, key, big, at(second));
      expect(state.allowed).toBe(false);
      expect(state.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(state.retryAfterSeconds).toBeLessThanOrEqual(900);
      expect(state.retryAfterSeconds).toBe(Math.ceil(900 - second));
    }
  });

  it("allows again in a new window, counting from one", async () => {
    const key = newKey();
    for (let i = 0; i < 5; i++) await hit(t.db, key, limit, at(i));
    expect((await hit(t.db, key, limit, at(59.999))).allowed).toBe(false);

    expect(await hit(t.db, key, limit, at(60))).toEqual(allowed);
    expect(await stored(key)).toEqual({ key, count: 1, windowStartedAt: at(60) });
    expect(await hit(t.db, key, limit, at(61))).toEqual(allowed);
    expect(await hit(t.db, key, limit, at(62))).toEqual(allowed);
    expect(await hit(t.db, key, limit, at(63))).toEqual({ allowed: false, retryAfterSeconds: 57 });

    // Much later: a new window again.
    expect(await hit(t.db, key, limit, at(3600))).toEqual(allowed);
    expect(await stored(key)).toMatchObject({ count: 1, windowStartedAt: at(3600) });
  });

  it("keeps separate keys independent", async () => {
    const [a, b] = [newKey("login"), newKey("reset")];
    for (let i = 0; i < 4; i++) await hit(t.db, a, limit, at(i));
    expect((await hit(t.db, a, limit, at(5))).allowed).toBe(false);
    expect(await hit(t.db, b, limit, at(5))).toEqual(allowed);
    expect(await peek(t.db, b, limit, at(5))).toEqual(allowed);
    expect(await stored(b)).toMatchObject({ count: 1 });

    await clear(t.db, a);
    expect(await stored(b)).toMatchObject({ count: 1 });
    for (let i = 0; i < 3; i++) await hit(t.db, b, limit, at(6));
    expect((await peek(t.db, b, limit, at(6))).allowed).toBe(false);
    expect(await peek(t.db, a, limit, at(6))).toEqual(allowed);
  });

  it("allows exactly max of 50 concurrent attempts on one key", async () => {
    const key = newKey();
    const tenPerMinute: Limit = { max: 10, windowSeconds: 60 };
    const now = new Date();
    const states = await Promise.all(Array.from({ length: 50 }, () => hit(t.db, key, tenPerMinute, now)));
    expect(states.filter((s) => s.allowed)).toHaveLength(10);
    for (const blocked of states.filter((s) => !s.allowed)) expect(blocked.retryAfterSeconds).toBe(60);
    expect(await stored(key)).toMatchObject({ count: 50 });
  });

  it("allows exactly max under concurrency with the real clock, across a spread of keys", async () => {
    const keys = [newKey(), newKey(), newKey()];
    const fivePerMinute: Limit = { max: 5, windowSeconds: 60 };
    const attempts = keys.flatMap((key) => Array.from({ length: 20 }, () => key));
    const states = await Promise.all(attempts.map((key) => hit(t.db, key, fivePerMinute)));
    for (const key of keys) {
      expect(states.filter((s, i) => attempts[i] === key && s.allowed)).toHaveLength(5);
      expect(await stored(key)).toMatchObject({ count: 20 });
    }
  });
});

describe("peek and clear", () => {
  it("peek tells the state without counting an attempt", async () => {
    const key = newKey();
    expect(await peek(t.db, key, limit, at(0))).toEqual(allowed);
    expect(await stored(key)).toBeUndefined();

    for (let i = 0; i < 2; i++) await hit(t.db, key, limit, at(0));
    for (let i = 0; i < 5; i++) expect(await peek(t.db, key, limit, at(1))).toEqual(allowed);
    expect(await stored(key)).toMatchObject({ count: 2 });
    // With the limit used up, peek says the next attempt would be refused (sign-in checks
    // failures this way before it counts one).
    await hit(t.db, key, limit, at(0));
    expect(await peek(t.db, key, limit, at(1))).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(await stored(key)).toMatchObject({ count: 3 });

    expect(await hit(t.db, key, limit, at(2))).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(await peek(t.db, key, limit, at(10))).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(await stored(key)).toMatchObject({ count: 4 });
    // Once the window is over, peek says allowed, still without counting.
    expect(await peek(t.db, key, limit, at(60))).toEqual(allowed);
    expect(await stored(key)).toMatchObject({ count: 4, windowStartedAt: start });
  });

  it("clear resets a blocked key", async () => {
    const key = newKey();
    for (let i = 0; i < 6; i++) await hit(t.db, key, limit, at(i));
    expect((await peek(t.db, key, limit, at(10))).allowed).toBe(false);

    await clear(t.db, key);
    expect(await stored(key)).toBeUndefined();
    expect(await peek(t.db, key, limit, at(10))).toEqual(allowed);
    for (let i = 0; i < 3; i++) expect(await hit(t.db, key, limit, at(10))).toEqual(allowed);
    expect((await hit(t.db, key, limit, at(10))).allowed).toBe(false);
    // Clearing a key that has no counter is harmless.
    await clear(t.db, newKey());
  });
});
