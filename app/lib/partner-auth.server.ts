// The business area's gate: pages send anyone who is not a partner to /business/login;
// the JSON API answers 401 (not signed in) or 403 (signed in, not a partner) instead.
import { data, redirect, type AppLoadContext } from "react-router";
import { findPartnerOwnedBy, type PartnerAccount } from "../../domain/partners.server";
import type { SessionUser } from "../../domain/sessions.server";
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
  if (!user || !partner) {
    const url = new URL(request.url);
    throw redirect(`/business/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
  }
  return { user, partner };
}

/** For /api/business/*: the partner, or a JSON 401/403. */
export async function requirePartnerForApi(request: Request, context: AppLoadContext): Promise<SignedInPartner> {
  const { user, partner } = await findSignedInPartner(request, context);
  if (!user) throw data({ error: "unauthorized" }, { status: 401 });
  if (!partner) throw data({ error: "forbidden" }, { status: 403 });
  return { user, partner };
}
