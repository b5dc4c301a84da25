// Accounts and sessions for tests against the running app: the demo accounts, accounts made
// straight in the database, sign-in and registration through the real forms over HTTP, and a
// session cookie for a user.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connection.server";
import { partners, users } from "../../db/schema.server";
import { createSession } from "../../domain/accounts/sessions.server";
import { DEMO_ACCOUNTS, type DemoAccount } from "../../domain/demo/demo-accounts";
import { createCustomer } from "../../domain/demo/factories.server";
import { HttpClient } from "./http-client";
import { registerAndSignIn } from "./sign-up";

export interface Credentials {
  email: string;
  password: string;
}

function demo(role: DemoAccount["role"]): Credentials {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`The seed has no demo ${role}`);
  return { email: account.email, password: account.password };
}

/** The seed's demo accounts (only on a database seeded with the demo data, as the test app's is). */
export const DEMO_CUSTOMER = demo("user");
export const DEMO_PARTNER = demo("business");
export const DEMO_ADMIN = demo("admin");

/** A customer made straight in the database (registering is tested through its form), with a password to sign in with. */
export async function newAccount(db: Database, name = "Kari Nordmann") {
  const password = `hemmelig-${randomUUID()}`;
  const user = await createCustomer(db, { name, password });
  return { id: user.id, name: user.name, email: user.email, password };
}

/** The demo partner's business (the seed's, run by DEMO_PARTNER). */
export async function findDemoPartnerId(db: Database): Promise<string> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.ownerUserId))
    .where(eq(users.email, DEMO_PARTNER.email));
  if (!row) throw new Error("The seed has no demo partner");
  return row.id;
}

/** A new server session for a user, as the session cookie's value. */
export async function sessionFor(db: Database, userId: string): Promise<string> {
  return (await createSession(db, userId, false)).token;
}

/** The session cookie's value a client holds. */
export function sessionOf(client: HttpClient): string {
  const session = /(?:^|; )session=([^;]+)/.exec(client.cookieHeader())?.[1];
  if (!session) throw new Error("The client holds no session");
  return session;
}

/** A client signed in through a sign-in form's action (/login, or /business/login). */
export async function signedInClient(baseUrl: string, account: Credentials, form = "/login"): Promise<HttpClient> {
  const client = new HttpClient(baseUrl);
  const response = await client.postForm(form, { ...account, redirectTo: "/" });
  expect(response.status, `signing in ${account.email} at ${form}`).toBe(302);
  return client;
}

/** Signs in through the /login form's action; the session cookie's value. */
export async function signIn(baseUrl: string, account: Credentials): Promise<string> {
  return sessionOf(await signedInClient(baseUrl, account));
}

/**
 * A customer registered through the /register form's action, as the browser posts it, then
 * signed in through /login (registering signs nobody in: it answers alike for known addresses).
 */
export async function register(baseUrl: string, name: string, mailbox = "kunde") {
  const email = `${mailbox}+${randomUUID()}@example.no`;
  const password = `hemmelig-${randomUUID()}`;
  const session = await registerAndSignIn(new HttpClient(baseUrl), { name, email, password });
  return { email, password, session };
}
