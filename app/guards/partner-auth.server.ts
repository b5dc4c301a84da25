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
import type { SessionUser } from "#domain/accounts/sessions.server";
import { getCurrentUser } from "./auth.server";

/** The owner runs everything; staff only the counter (redeem, today's redemptions, bookings). */
export type PartnerMemberRole = "owner" | "staff";

export interface SignedInPartner {
  user: SessionUser;
  partner: PartnerAccount;
  memberRole: PartnerMemberRole;
}

/** The business the signed-in account owns (role business) or works at as staff (a customer account). */
export async function findSignedInPartner(request: Request, context: AppLoadContext) {
  const user = await getCurrentUser(request, context);
  if (!user) return { user: null, partner: null, memberRole: null };
  if (user.role === "business") {
    const partner = await findPartnerOwnedBy(context.db, user.id);
    return { user, partner, memberRole: partner ? ("owner" as const) : null };
  }
  const staffOf = user.role === "user" ? await findStaffPartnerId(context.db, user.id) : null;
  const partner = staffOf ? await findPartnerById(context.db, staffOf) : null;
  return { user, partner, memberRole: partner ? ("staff" as const) : null };
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
