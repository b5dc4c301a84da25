import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { registerAccount } from "#domain/accounts/accounts.server";
import { createSession, endSession } from "#domain/accounts/sessions.server";
import { getCurrentUser, SESSION_COOKIE } from "./auth.server";

const t = setupTestDatabase({ seeded: false });
let userId: string;

beforeAll(async () => {
  const result = await registerAccount(t.db, {
    name: "Kari Nordmann",
    email: "kari@example.no",
    password: "et-langt-passord",
  });
  if (!result.ok) throw new Error("registration failed");
  userId = result.user.id;
});

/** What React Router hands the loaders of one request: only the database matters here. */
const requestContext = () => ({ db: t.db }) as unknown as AppLoadContext;
const request = (token: string, method = "GET") =>
  new Request("http://site.test/account", { method, headers: { Cookie: `${SESSION_COOKIE}=${token}` } });

describe("getCurrentUser", () => {
  it("gives every loader of one page load the same answer, from one lookup", async () => {
    const session = await createSession(t.db, userId, false);
    const context = requestContext();
    const first = await getCurrentUser(request(session.token), context);
    expect(first?.name).toBe("Kari Nordmann");
    // Signed out elsewhere mid-request: this page load still answers as it began (one lookup) …
    await endSession(t.db, session.token);
    expect(await getCurrentUser(request(session.token), context)).toEqual(first);
    // … and the next page load sees it.
    expect(await getCurrentUser(request(session.token), requestContext())).toBeNull();
  });

  it("asks again in a request that may change who is signed in (a form post)", async () => {
    const session = await createSession(t.db, userId, false);
    const context = requestContext();
    expect((await getCurrentUser(request(session.token, "POST"), context))?.name).toBe("Kari Nordmann");
    await endSession(t.db, session.token);
    expect(await getCurrentUser(request(session.token, "POST"), context)).toBeNull();
  });

  it("does not answer for another cookie with the first one's user", async () => {
    const session = await createSession(t.db, userId, false);
    const context = requestContext();
    expect(await getCurrentUser(request(session.token), context)).not.toBeNull();
    expect(await getCurrentUser(request("someone-elses-token"), context)).toBeNull();
  });
});
