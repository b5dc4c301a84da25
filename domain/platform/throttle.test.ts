import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { rateLimits } from "#db/schema.server";
import { backoff, clear, forgive, hit, type Backoff, type Limit } from "./throttle.server";

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
    expect(await stored(b)).toMatchObject({ count: 1 });

    await clear(t.db, a);
    expect(await stored(b)).toMatchObject({ count: 1 });
    for (let i = 0; i < 2; i++) await hit(t.db, b, limit, at(6));
    expect((await hit(t.db, b, limit, at(6))).allowed).toBe(false);
    expect(await hit(t.db, a, limit, at(6))).toEqual(allowed);
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

describe("forgive and clear", () => {
  it("forgive takes back one counted attempt, never below zero", async () => {
    const key = newKey();
    for (let i = 0; i < 3; i++) await hit(t.db, key, limit, at(0));
    await forgive(t.db, key);
    expect(await stored(key)).toMatchObject({ count: 2, windowStartedAt: start });
    // With one attempt taken back, one more is allowed, then the limit holds again.
    expect(await hit(t.db, key, limit, at(1))).toEqual(allowed);
    expect((await hit(t.db, key, limit, at(2))).allowed).toBe(false);

    const other = newKey();
    await forgive(t.db, other);
    expect(await stored(other)).toBeUndefined();
    await hit(t.db, other, limit, at(0));
    await forgive(t.db, other);
    await forgive(t.db, other);
    expect(await stored(other)).toMatchObject({ count: 0 });
  });

  it("lets exactly max of 40 concurrent attempts through", async () => {
    const key = newKey();
    const fivePerMinute: Limit = { max: 5, windowSeconds: 60 };
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const state = await hit(t.db, key, fivePerMinute, now);
        return state.allowed;
      }),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(5);
  });

  it("clear resets a blocked key", async () => {
    const key = newKey();
    for (let i = 0; i < 6; i++) await hit(t.db, key, limit, at(i));
    expect((await hit(t.db, key, limit, at(10))).allowed).toBe(false);

    await clear(t.db, key);
    expect(await stored(key)).toBeUndefined();
    for (let i = 0; i < 3; i++) expect(await hit(t.db, key, limit, at(10))).toEqual(allowed);
    expect((await hit(t.db, key, limit, at(10))).allowed).toBe(false);
    // Clearing a key that has no counter is harmless.
    await clear(t.db, newKey());
  });
});

describe("backoff", () => {
  const policy: Backoff = { freeAttempts: 3, firstDelaySeconds: 1, maxDelaySeconds: 8, forgetAfterSeconds: 3600 };

  it("allows the free attempts, then doubles the wait after each allowed attempt, up to the cap", async () => {
    const key = newKey("pair");
    for (let i = 0; i < 3; i++) expect(await backoff(t.db, key, policy, at(0))).toEqual(allowed);
    // After the third attempt at 0 s: wait 1 s.
    expect(await backoff(t.db, key, policy, at(0.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await backoff(t.db, key, policy, at(1))).toEqual(allowed);
    // After the fourth (at 1 s): 2 s, so not before 3 s.
    expect(await backoff(t.db, key, policy, at(2.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await backoff(t.db, key, policy, at(1.1))).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(await backoff(t.db, key, policy, at(3))).toEqual(allowed);
    // Then 4 s, then 8 s, and 8 s from then on.
    expect((await backoff(t.db, key, policy, at(6.9))).allowed).toBe(false);
    expect(await backoff(t.db, key, policy, at(7))).toEqual(allowed);
    expect(await backoff(t.db, key, policy, at(8))).toEqual({ allowed: false, retryAfterSeconds: 7 });
    expect(await backoff(t.db, key, policy, at(15))).toEqual(allowed);
    expect(await backoff(t.db, key, policy, at(16))).toEqual({ allowed: false, retryAfterSeconds: 7 });
    expect(await backoff(t.db, key, policy, at(23))).toEqual(allowed);
    // Refused attempts do not count or move the clock.
    expect(await stored(key)).toMatchObject({ count: 8, windowStartedAt: at(23) });
  });

  it("forgets the count after a quiet period, and clear starts over at once", async () => {
    const key = newKey("pair");
    for (let i = 0; i < 3; i++) await backoff(t.db, key, policy, at(0));
    expect((await backoff(t.db, key, policy, at(0.5))).allowed).toBe(false);
    expect(await backoff(t.db, key, policy, at(3600))).toEqual(allowed);
    expect(await stored(key)).toMatchObject({ count: 1 });
    await backoff(t.db, key, policy, at(3600));
    await backoff(t.db, key, policy, at(3600));
    await backoff(t.db, key, policy, at(3600));
    expect((await backoff(t.db, key, policy, at(3600))).allowed).toBe(false);
    await clear(t.db, key);
    expect(await backoff(t.db, key, policy, at(3600))).toEqual(allowed);
  });

  it("lets only the free attempts of 40 concurrent ones through", async () => {
    const key = newKey("pair");
    const now = new Date();
    const states = await Promise.all(Array.from({ length: 40 }, () => backoff(t.db, key, policy, now)));
    expect(states.filter((s) => s.allowed)).toHaveLength(3);
    expect(await stored(key)).toMatchObject({ count: 3 });
  });
});
