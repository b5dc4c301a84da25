// Server-side sessions: the cookie carries a random token, the database its hash and owner.
import { and, eq, gt, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { preparedQuery } from "#db/prepared-queries.server";
import { sessions, users } from "#db/schema.server";
import { hashToken, randomToken } from "./tokens.server";

/** "Remember me" keeps a session for 30 days. */
export const REMEMBER_DAYS = 30;
/** Without it the cookie ends with the browser, and the server forgets it after 12 hours. */
export const BROWSER_SESSION_HOURS = 12;

export type Role = "user" | "business" | "admin";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

export async function createSession(
  db: Database,
  userId: string,
  persistent: boolean,
  now = new Date(),
): Promise<NewSession> {
  const token = randomToken();
  const lifetimeMs = persistent ? REMEMBER_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt, persistent });
  return { token, expiresAt, persistent };
}

/** The hash a session is stored under, or null for a cookie value that cannot be a session's token. */
export function sessionIdHash(token: string | undefined): string | null {
  return !token || token.length > 200 ? null : hashToken(token);
}

/** The signed-in user for a cookie's token, or null when unknown or expired. */
export async function findSessionUser(
  db: Database,
  token: string | undefined,
  now = new Date(),
): Promise<SessionUser | null> {
  const idHash = sessionIdHash(token);
  if (idHash === null) return null;
  const [row] = await sessionUserQuery(db).execute({ idHash, now: now.toISOString() });
  return row ?? null;
}

/** Every signed-in request asks it. */
const sessionUserQuery = preparedQuery((db) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder("idHash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare("session_user"),
);

/** SessionUser's columns as a row type (an interface lacks the index signature rows need). */
export type SessionUserRow = { [K in keyof SessionUser]: SessionUser[K] };

/**
 * A live session's user and `more` about them in one statement, as findSessionUser reads the
 * session: for the statements that bring what a page needs with the session (the header's cart,
 * a business page's partner). Placeholders: idHash (sessionIdHash of the cookie's token) and now.
 */
export const withSessionUser = (more: SQL) =>
  sql`SELECT ${users.id} AS id, ${users.name} AS name, ${users.email} AS email, ${users.role} AS role, ${more}
        FROM ${sessions} JOIN ${users} ON ${users.id} = ${sessions.userId}
       WHERE ${sessions.idHash} = ${sql.placeholder("idHash")} AND ${sessions.expiresAt} > ${sql.placeholder("now")}`;

export async function endSession(db: Database, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Ends every session of a user, except the one with `keepToken` when given. */
export async function endUserSessions(db: DatabaseOrTransaction, userId: string, keepToken?: string): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepToken ? and(mine, ne(sessions.idHash, hashToken(keepToken))) : mine);
}

export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.idHash });
  return deleted.length;
}
