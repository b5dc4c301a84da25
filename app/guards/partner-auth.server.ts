// The business area's gate: pages send anyone who is not a partner to /business/login;
// the JSON API answers 401 (not signed in) or 403 (signed in, not a partner) instead, and
// also takes a partner API key (Authorization: Bearer) when the partner is approved and its plan
// includes the API. A rejected (suspended) partner gets nothing: its pages send it to
// /business/login, which tells it so, and the API answers 403. A pending partner keeps its
// limited "waiting for approval" area (it prepares deals; they go public once it is approved).
import { data, redirect, type AppLoadContext } from "react-router";
import { planIncludes } from "#domain/partners/business-plans";
import { partnerIdForApiKey } from "#domain/partners/partner-api-keys.server";
import { findPartnerById, findPartnerOwnedBy, type PartnerAccount } from "#domain/partners/partners.server";
import type { SessionUser } from "#domain/accounts/sessions.server";
import { getCurrentUser } from "./auth.server";

export interface SignedInPartner {
  user: SessionUser;
  partner: PartnerAccount;
}

async function findSignedInPartner(request: Request, context: AppLoadContext) {
  const user = await getCurrentUser(request, context);
  if (!user) return { user: null, partner: null };
  const partner = user.role === "business" ? await findPartnerOwnedBy(context.db, user.id) : null;
  return { user, partner };
}

/** For business pages: the partner, or a redirect to the business sign-in that comes back here. */
export async function requirePartner(request: Request, context: AppLoadContext): Promise<SignedInPartner> {
  const { user, partner } = await findSignedInPartner(request, context);
  if (!user || !partner || partner.status === "rejected") {
    const url = new URL(request.url);
    throw redirect(`/business/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
  }
  return { user, partner };
}

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

/** For /api/business/*: the partner, or a JSON 401/403. */
export async function requirePartnerForApi(request: Request, context: AppLoadContext): Promise<ApiPartner> {
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
  const { user, partner } = await findSignedInPartner(request, context);
  if (!user) throw data({ error: "unauthorized", message: "Sign in as a partner" }, { status: 401 });
  if (!partner) throw data({ error: "forbidden", message: "Only partner accounts can use this API" }, { status: 403 });
  if (partner.status === "rejected")
    throw data({ error: "forbidden", message: "The partner account is suspended" }, { status: 403 });
  return { user, partner };
}
