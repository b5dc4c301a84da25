// The business area's gate: pages send anyone who is not a partner to /business/login;
// the JSON API answers 401 (not signed in) or 403 (signed in, not a partner) instead, and
// also takes a partner API key (Authorization: Bearer) when the partner is approved and its plan
// includes the API. A rejected (suspended) partner gets nothing: its pages send it to
// /business/login, which tells it so, and the API answers 403. A pending partner keeps its
// limited "waiting for approval" area (it prepares deals; they go public once it is approved).
// After a free trial that ended without a confirmed plan the API answers 402 (mayPublish, the
// same rule that stops new deals); the pages stay open, so the partner can confirm its plan.
// Staff (issue 22) are let in only where a page says { allow: "staff" }; everywhere else, and
// the whole API, is the owner's: a page that forgets to decide stays closed to staff.
import { data, redirect, type AppLoadContext } from "react-router";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { findStaffPartnerId } from "#domain/partners/staff.server";
import { planIncludes } from "#domain/partners/business-plans";
import { partnerIdForApiKey } from "#domain/partners/partner-api-keys.server";
import { mayPublish } from "#domain/partners/partner-plans.server";
import { findPartnerById, findPartnerOwnedBy, type PartnerAccount } from "#domain/partners/partners.server";
import {
  membershipOf,
  type PartnerMembership,
  type PartnerMemberRole,
  type PartnerSession,
} from "#domain/partners/partner-session.server";
import type { SessionUser } from "#domain/accounts/sessions.server";
import { getCurrentUser, isSharedLookup } from "./auth.server";

export type { PartnerMemberRole };

export interface SignedInPartner {
  user: SessionUser;
  partner: PartnerAccount;
  memberRole: PartnerMemberRole;
}

/** Who is signed in and the partner they belong to; all null when nobody is. */
export type SignedInMember =
  ({ user: SessionUser } & PartnerMembership) | { user: null; partner: null; memberRole: null };

const NOBODY = { user: null, partner: null, memberRole: null } as const;

/**
 * One request's partner, read with its session by the root loader of a business page
 * (currentUserShopAndPartner), so the page's guard asks nothing more: keyed by the request's load
 * context like getCurrentUser's lookup, so nothing is kept from one request to the next.
 */
const members = new WeakMap<AppLoadContext, { token: string | undefined; member: Promise<SignedInMember> }>();

/**
 * Shares `session` (the session's user and partner, read in one statement for the cookie's `token`)
 * with the request's guards. The caller must also share its user with getCurrentUser's lookup.
 */
export function shareSignedInMember(
  context: AppLoadContext,
  token: string | undefined,
  session: Promise<Pick<PartnerSession, "user" | "membership"> | null>,
): void {
  const member = session.then((found): SignedInMember => (found ? { user: found.user, ...found.membership } : NOBODY));
  members.set(context, { token, member });
  // A failed lookup is not kept: the next loader asks again and gets its own answer.
  member.catch(() => members.delete(context));
}

/** The business the signed-in account owns (role business) or works at as staff (a customer account). */
export async function findSignedInPartner(request: Request, context: AppLoadContext): Promise<SignedInMember> {
  const known = members.get(context);
  if (known && isSharedLookup(request, known.token)) return known.member;
  const user = await getCurrentUser(request, context);
  if (!user) return NOBODY;
  if (user.role === "business") return { user, ...membershipOf(user, await findPartnerOwnedBy(context.db, user.id)) };
  const staffOf = user.role === "user" ? await findStaffPartnerId(context.db, user.id) : null;
  return { user, ...membershipOf(user, staffOf ? await findPartnerById(context.db, staffOf) : null) };
}

export interface PartnerGate {
  /** "staff": the owner and staff may use the page; the default lets the owner alone in. */
  allow?: "owner" | "staff";
}

/**
 * For business pages: the partner, or a redirect to the business sign-in that comes back here;
 * staff on a page that does not allow them get 403 "only the owner has access".
 */
export async function requirePartner(
  request: Request,
  context: AppLoadContext,
  gate: PartnerGate = {},
): Promise<SignedInPartner> {
  const { user, partner, memberRole } = await findSignedInPartner(request, context);
  if (!user || !partner || !memberRole || partner.status === "rejected") {
    const url = new URL(request.url);
    throw redirect(`/business/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
  }
  if (memberRole === "staff" && gate.allow !== "staff") {
    const t = translator(languageFromRequest(request));
    throw data({ message: t("business.staff.ownerOnlyTitle") }, { status: 403 });
  }
  return { user, partner, memberRole };
}

/** The gate by the name other pages look for: `requirePartnerMember(request, context, { allow: "staff" })`. */
export const requirePartnerMember = requirePartner;

/** Who is asking the partner API: a signed-in partner (user set) or a partner API key (user null). */
export interface ApiPartner {
  user: SessionUser | null;
  partner: PartnerAccount;
}

function bearerKey(request: Request): string | null {
  const header = request.headers.get("Authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? "";
}

/** For /api/business/*: the partner, or a JSON 401/403 (or 402 after an unconfirmed trial). */
export async function requirePartnerForApi(request: Request, context: AppLoadContext): Promise<ApiPartner> {
  const asker = await findApiPartner(request, context);
  const trial = mayPublish(asker.partner, new Date());
  if (!trial.ok)
    throw data(
      {
        error: "trialEnded",
        message: "The free trial has ended. Confirm a plan in the business dashboard to keep using the API.",
        trialEndedAt: trial.trialEndedAt.toISOString(),
      },
      { status: 402 },
    );
  return asker;
}

async function findApiPartner(request: Request, context: AppLoadContext): Promise<ApiPartner> {
  const key = bearerKey(request);
  if (key !== null) {
    const partnerId = key ? await partnerIdForApiKey(context.db, key) : null;
    const partner = partnerId ? await findPartnerById(context.db, partnerId) : null;
    // partnerIdForApiKey already refuses keys of partners that are not approved.
    if (!partner || partner.status !== "approved")
      throw data({ error: "unauthorized", message: "Unknown or revoked API key" }, { status: 401 });
    if (!planIncludes(partner.plan, "apiAccess"))
      throw data({ error: "forbidden", message: "The partner's plan does not include API access" }, { status: 403 });
    return { user: null, partner };
  }
  const { user, partner, memberRole } = await findSignedInPartner(request, context);
  if (!user) throw data({ error: "unauthorized", message: "Sign in as a partner" }, { status: 401 });
  if (!partner) throw data({ error: "forbidden", message: "Only partner accounts can use this API" }, { status: 403 });
  // The API is figures and deals: the owner's, never the counter staff's.
  if (memberRole !== "owner")
    throw data({ error: "forbidden", message: "Only the business owner can use this API" }, { status: 403 });
  if (partner.status === "rejected")
    throw data({ error: "forbidden", message: "The partner account is suspended" }, { status: 403 });
  return { user, partner };
}
