// Partner API keys: shown once at creation, stored only as SHA-256 with a short prefix for
// recognising a key on screen; revoked keys stop working at once.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { preparedQuery } from "#db/prepared-queries.server";
import { partnerApiKeys, partners } from "#db/schema.server";
import { hashToken, randomToken } from "#domain/accounts/tokens.server";

/** Keys start with this, so a leaked one is easy to recognise in logs and secret scanners. */
export const API_KEY_PREFIX = "mdk_";
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
export const MAX_KEYS_PER_PARTNER = 20;

export const apiKeyNameSchema = z.object({
  name: z.string().trim().min(1, "required").max(100, "tooLong"),
});

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export type CreatedKey =
  { ok: true; key: string; summary: ApiKeySummary } | { ok: false; reason: "tooManyKeys" | "partnerNotApproved" };

/** Keys only for approved partners: a pending or rejected (suspended) business gets none. */
export async function createApiKey(db: Database, partnerId: string, name: string): Promise<CreatedKey> {
  const key = API_KEY_PREFIX + randomToken();
  return db.transaction(async (tx): Promise<CreatedKey> => {
    // The partner's row lock makes concurrent creations take turns, so the cap holds, and a
    // rejection committing at the same moment comes either before (no key) or after (revoked).
    const locked = await tx.execute<{ status: string }>(
      sql`SELECT status FROM partners WHERE id = ${partnerId} FOR UPDATE`,
    );
    if (locked.rows[0]?.status !== "approved") return { ok: false, reason: "partnerNotApproved" };
    const [held] = await tx
      .select({ n: count() })
      .from(partnerApiKeys)
      .where(and(eq(partnerApiKeys.partnerId, partnerId), isNull(partnerApiKeys.revokedAt)));
    if ((held?.n ?? 0) >= MAX_KEYS_PER_PARTNER) return { ok: false, reason: "tooManyKeys" };
    const [row] = await tx
      .insert(partnerApiKeys)
      .values({ partnerId, name, keyHash: hashToken(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH) })
      .returning();
    if (!row) throw new Error("The key was not stored");
    const { id, prefix, createdAt, lastUsedAt } = row;
    return { ok: true, key, summary: { id, name: row.name, prefix, createdAt, lastUsedAt } };
  });
}

/** The partner's keys that still work, newest first. */
export function listApiKeys(db: Database, partnerId: string): Promise<ApiKeySummary[]> {
  return apiKeysQuery(db).execute({ partnerId });
}

// Prepared: the dashboard of every partner whose plan has the API lists them on every render.
const apiKeysQuery = preparedQuery((db) =>
  db
    .select({
      id: partnerApiKeys.id,
      name: partnerApiKeys.name,
      prefix: partnerApiKeys.prefix,
      createdAt: partnerApiKeys.createdAt,
      lastUsedAt: partnerApiKeys.lastUsedAt,
    })
    .from(partnerApiKeys)
    .where(and(eq(partnerApiKeys.partnerId, sql.placeholder("partnerId")), isNull(partnerApiKeys.revokedAt)))
    .orderBy(desc(partnerApiKeys.createdAt))
    .prepare("partner_api_keys"),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Revokes one of the partner's own keys; false when it is not theirs or already revoked. */
export async function revokeApiKey(db: Database, partnerId: string, keyId: string, now = new Date()): Promise<boolean> {
  if (!UUID.test(keyId)) return false;
  const revoked = await db
    .update(partnerApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(partnerApiKeys.id, keyId), eq(partnerApiKeys.partnerId, partnerId), isNull(partnerApiKeys.revokedAt)))
    .returning({ id: partnerApiKeys.id });
  return revoked.length === 1;
}

/**
 * The partner a working key belongs to (and notes the use), or null for an unknown or revoked key,
 * or a key of a partner that is not approved (keys are revoked on suspension; this also covers
 * keys from before that rule).
 */
export async function partnerIdForApiKey(db: Database, key: string, now = new Date()): Promise<string | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const [row] = await db
    .update(partnerApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(partnerApiKeys.keyHash, hashToken(key)),
        isNull(partnerApiKeys.revokedAt),
        sql`EXISTS (SELECT 1 FROM ${partners} WHERE ${partners.id} = ${partnerApiKeys.partnerId} AND ${partners.status} = 'approved')`,
      ),
    )
    .returning({ partnerId: partnerApiKeys.partnerId });
  return row?.partnerId ?? null;
}

/** Revokes every working key of the partner (on suspension), in the caller's transaction. */
export async function revokeAllApiKeys(db: DatabaseOrTransaction, partnerId: string, now = new Date()) {
  const revoked = await db
    .update(partnerApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(partnerApiKeys.partnerId, partnerId), isNull(partnerApiKeys.revokedAt)))
    .returning({ id: partnerApiKeys.id });
  return revoked.length;
}
