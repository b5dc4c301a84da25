import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { sessions, users } from "#db/schema.server";
import { registerAccount } from "./accounts.server";
import {
  BROWSER_SESSION_HOURS,
  createSession,
  deleteExpiredSessions,
  endSession,
  endUserSessions,
  findSessionUser,
  REMEMBER_DAYS,
  type SessionUser,
} from "./sessions.server";

const t = setupTestDatabase({ seeded: false });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let kari: SessionUser;
let ola: SessionUser;

beforeAll(async () => {
  const register = async (name: string, email: string) => {
    const result = await registerAccount(t.db, { name, email, password: "et-langt-passord" });
    if (!result.ok) throw new Error("registration failed");
    return result.user;
  };
  kari = await register("Kari Nordmann", "kari@example.no");
  ola = await register("Ola Nordmann", "ola@example.no");
});

beforeEach(async () => {
  await t.db.delete(sessions);
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const rowFor = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(token)))
  )[0];

describe("createSession and findSessionUser", () => {
  it("finds the user of a new session", async () => {
    const { token } = await createSession(t.db, kari.id, false);
    expect(await findSessionUser(t.db, token)).toEqual(kari);
  });

  it("makes tokens of 256 random bits, URL-safe, different every time", async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => createSession(t.db, kari.id, true)));
    for (const { token } of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    expect(new Set(tokens.map((s) => s.token)).size).toBe(20);
    // Not just unique, also not sharing a long prefix (a counter or a timestamp would).
    expect(new Set(tokens.map((s) => s.token.slice(0, 6))).size).toBe(20);
  });

  it("stores only the SHA-256 of the token: the sessions table never contains the token", async () => {
    const { token } = await createSession(t.db, kari.id, true);
    const rows = await t.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).toBe(sha256(token));
    expect(rows[0]!.idHash).toMatch(/^[0-9a-f]{64}$/);
    const { rows: containing } = await t.db.$client.query(
      "SELECT count(*)::int AS n FROM sessions s WHERE position($1 in s::text) > 0",
      [token],
    );
    expect(containing[0].n).toBe(0);
    // The stored hash is useless as a cookie.
    expect(await findSessionUser(t.db, rows[0]!.idHash)).toBeNull();
  });

  it(`keeps a "remember me" session ${REMEMBER_DAYS} days and any other ${BROWSER_SESSION_HOURS} hours`, async () => {
    expect([REMEMBER_DAYS, BROWSER_SESSION_HOURS]).toEqual([30, 12]);
    const now = new Date("2026-03-01T10:00:00.000Z");
    const remembered = await createSession(t.db, kari.id, true, now);
    const browser = await createSession(t.db, kari.id, false, now);
    expect(remembered).toMatchObject({ persistent: true, expiresAt: new Date(now.getTime() + 30 * DAY) });
    expect(browser).toMatchObject({ persistent: false, expiresAt: new Date(now.getTime() + 12 * HOUR) });
    expect(await rowFor(remembered.token)).toMatchObject({
      userId: kari.id,
      persistent: true,
      expiresAt: new Date("2026-03-31T10:00:00.000Z"),
    });
    expect(await rowFor(browser.token)).toMatchObject({
      userId: kari.id,
      persistent: false,
      expiresAt: new Date("2026-03-01T22:00:00.000Z"),
    });
  });

  it("finds nobody once the session has expired", async () => {
    const now = new Date("2026-03-01T10:00:00.000Z");
    const at = (ms: number) => new Date(now.getTime() + ms);
    const remembered = await createSession(t.db, kari.id, true, now);
    const browser = await createSession(t.db, ola.id, false, now);

    expect(await findSessionUser(t.db, remembered.token, at(30 * DAY - 1))).toEqual(kari);
    expect(await findSessionUser(t.db, remembered.token, at(30 * DAY))).toBeNull();
    expect(await findSessionUser(t.db, remembered.token, at(31 * DAY))).toBeNull();

    expect(await findSessionUser(t.db, browser.token, at(11 * HOUR))).toEqual(ola);
    expect(await findSessionUser(t.db, browser.token, at(12 * HOUR - 1))).toEqual(ola);
    expect(await findSessionUser(t.db, browser.token, at(12 * HOUR))).toBeNull();
    expect(await findSessionUser(t.db, browser.token, at(2 * DAY))).toBeNull();
  });

  it("never returns another user for a token", async () => {
    const a = await createSession(t.db, kari.id, false);
    const b = await createSession(t.db, ola.id, true);
    expect(await findSessionUser(t.db, a.token)).toEqual(kari);
    expect(await findSessionUser(t.db, b.token)).toEqual(ola);
    const flipped = a.token.slice(0, -1) + (a.token.endsWith("A") ? "B" : "A");
    expect(await findSessionUser(t.db, flipped)).toBeNull();
    expect(await findSessionUser(t.db, a.token.toUpperCase())).toBeNull();
    expect(await findSessionUser(t.db, a.token.slice(0, 42))).toBeNull();
    expect(await findSessionUser(t.db, ` ${a.token}`)).toBeNull();
  });

  it("returns null for junk tokens without an error", async () => {
    await createSession(t.db, kari.id, true);
    for (const junk of [
      undefined,
      "",
      " ",
      "x".repeat(10_240),
      "ø".repeat(10_240),
      randomBytes(32).toString("base64url"),
      "' OR 1=1 --",
      "%",
      "\u0000",
    ]) {
      expect(await findSessionUser(t.db, junk)).toBeNull();
    }
  });

  it("finds nobody when the user is deleted", async () => {
    const result = await registerAccount(t.db, {
      name: "Borte",
      email: "borte@example.no",
      password: "et-langt-passord",
    });
    if (!result.ok) throw new Error("registration failed");
    const { token } = await createSession(t.db, result.user.id, true);
    expect(await findSessionUser(t.db, token)).toEqual(result.user);
    await t.db.delete(users).where(eq(users.id, result.user.id));
    expect(await findSessionUser(t.db, token)).toBeNull();
    expect(await rowFor(token)).toBeUndefined();
  });
});

describe("ending sessions", () => {
  it("endSession ends that one session only", async () => {
    const first = await createSession(t.db, kari.id, true);
    const second = await createSession(t.db, kari.id, false);
    await endSession(t.db, first.token);
    expect(await findSessionUser(t.db, first.token)).toBeNull();
    expect(await rowFor(first.token)).toBeUndefined();
    expect(await findSessionUser(t.db, second.token)).toEqual(kari);
    // Ending an unknown or missing token is harmless.
    await endSession(t.db, first.token);
    await endSession(t.db, undefined);
    await endSession(t.db, "");
    expect(await findSessionUser(t.db, second.token)).toEqual(kari);
  });

  it("endUserSessions ends all of a user's sessions and no one else's", async () => {
    const mine = await Promise.all([true, false, true].map((p) => createSession(t.db, kari.id, p)));
    const other = await createSession(t.db, ola.id, true);
    await endUserSessions(t.db, kari.id);
    for (const { token } of mine) expect(await findSessionUser(t.db, token)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, kari.id))).toEqual([]);
    expect(await findSessionUser(t.db, other.token)).toEqual(ola);
  });

  it("endUserSessions can keep the current session", async () => {
    const [current, ...others] = await Promise.all([1, 2, 3].map(() => createSession(t.db, kari.id, true)));
    const other = await createSession(t.db, ola.id, false);
    await endUserSessions(t.db, kari.id, current!.token);
    expect(await findSessionUser(t.db, current!.token)).toEqual(kari);
    for (const { token } of others) expect(await findSessionUser(t.db, token)).toBeNull();
    expect(await findSessionUser(t.db, other.token)).toEqual(ola);
    // Keeping another user's token does not spare it, nor any of Kari's.
    await endUserSessions(t.db, kari.id, other.token);
    expect(await findSessionUser(t.db, current!.token)).toBeNull();
    expect(await findSessionUser(t.db, other.token)).toEqual(ola);
  });

  it("deleteExpiredSessions removes only the expired rows", async () => {
    const now = new Date("2026-05-17T12:00:00.000Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const expired = [
      await createSession(t.db, kari.id, true, ago(31 * DAY)), // ended a day ago
      await createSession(t.db, ola.id, false, ago(13 * HOUR)), // ended an hour ago
      await createSession(t.db, kari.id, false, ago(12 * HOUR)), // ends exactly now
    ];
    const live = [
      await createSession(t.db, kari.id, true, ago(29 * DAY)),
      await createSession(t.db, ola.id, false, ago(11 * HOUR)),
      await createSession(t.db, kari.id, false, ago(12 * HOUR - 1)),
    ];
    expect(await deleteExpiredSessions(t.db, now)).toBe(3);
    const left = await t.db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .orderBy(sql`1`);
    expect(left.map((r) => r.idHash).sort()).toEqual(live.map((s) => sha256(s.token)).sort());
    for (const { token } of expired) expect(await rowFor(token)).toBeUndefined();
    for (const { token } of live) expect(await findSessionUser(t.db, token, now)).not.toBeNull();
    expect(await deleteExpiredSessions(t.db, now)).toBe(0);
  });
});
