// A business page's session in one round trip: the signed-in account, the partner it owns or
// works at as staff, and the header's cart and hearts. Every page of the business area asks all
// of them before its own work (the root loader the session and the header, the page's guard the
// partner), and each round trip to PostgreSQL costs more than the little reading it does. The
// rules are those of findSessionUser, memberPartnerJsonSql (the owner's or the staff member's
// partner) and the cart's and wishlist's own SQL; partner-session.test.ts checks them against
// their functions.
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { preparedSql } from "#db/prepared-queries.server";
import { users } from "#db/schema.server";
import {
  sessionIdHash,
  withSessionUser,
  type SessionUser,
  type SessionUserRow,
} from "#domain/accounts/sessions.server";
import { wishlistIdsSql } from "#domain/catalog/wishlist.server";
import { cartLinesJsonSql, cartLinesOfJson, type ServerCartLine } from "#domain/checkout/cart.server";
import type { Language } from "#i18n/languages";
import { memberPartnerJsonSql, partnerOfJson, type PartnerAccount, type PartnerAccountJson } from "./partners.server";

/** The owner runs everything; staff only the counter (redeem, today's redemptions, bookings). */
export type PartnerMemberRole = "owner" | "staff";

/** The partner an account belongs to and how, or none (nulls). */
export type PartnerMembership =
  { partner: PartnerAccount; memberRole: PartnerMemberRole } | { partner: null; memberRole: null };

export interface PartnerSession {
  user: SessionUser;
  membership: PartnerMembership;
  shop: { cart: ServerCartLine[]; wishlistIds: number[] };
}

/** A business account owns its partner; a customer account may be staff of one; an admin is neither. */
export function membershipOf(user: SessionUser, partner: PartnerAccount | null): PartnerMembership {
  if (!partner) return { partner: null, memberRole: null };
  return { partner, memberRole: user.role === "business" ? "owner" : "staff" };
}

type CartLineJson = Parameters<typeof cartLinesOfJson>[0][number];

const now = sql.placeholder("now");

const sessionPartnerAndShopQuery = (lang: Language) =>
  preparedSql<SessionUserRow & { partner: PartnerAccountJson | null; cart: CartLineJson[]; wishlist: number[] }>(
    `session_partner_and_shop_${lang}`,
    withSessionUser(
      sql`${memberPartnerJsonSql(users.id, users.role)} AS partner,
          ${cartLinesJsonSql(lang, users.id, now)} AS cart, ${wishlistIdsSql(users.id)} AS wishlist`,
    ),
  );
const sessionPartnerAndShopQueries = {
  no: sessionPartnerAndShopQuery("no"),
  en: sessionPartnerAndShopQuery("en"),
} satisfies Record<Language, unknown>;

/**
 * findSessionUser, the account's partner (findPartnerOwnedBy for a business account,
 * findStaffPartnerId and findPartnerById for a customer account) and cartAndWishlist in one round
 * trip. Null when the token is no live session's.
 */
export async function sessionPartnerAndShop(
  db: Database,
  token: string | undefined,
  lang: Language,
  at = new Date(),
): Promise<PartnerSession | null> {
  const hash = sessionIdHash(token);
  if (hash === null) return null;
  const { rows } = await sessionPartnerAndShopQueries[lang](db).execute({ idHash: hash, now: at.toISOString() });
  const row = rows[0];
  if (!row) return null;
  const { id, name, email, role } = row;
  const user: SessionUser = { id, name, email, role };
  return {
    user,
    membership: membershipOf(user, partnerOfJson(row.partner)),
    shop: { cart: cartLinesOfJson(row.cart), wishlistIds: row.wishlist },
  };
}
