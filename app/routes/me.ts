// Who is signed in, for the shared catalogue pages: they are the same for everyone (and cached),
// so the header's name, the cart and wishlist badges and the hearts come from here once the page
// has loaded (app/hooks/me.tsx). Never stored by any cache: it answers for one session.
import { currentUserAndShopSummary } from "~/route-helpers/shop-state.server";
import { clearSignedInHintCookie, hasSignedInHintCookie } from "~/requests/signed-in-hint.server";
import type { Route } from "./+types/me";

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store", Vary: "Cookie" });
  const signedIn = await currentUserAndShopSummary(request, context);
  if (!signedIn) {
    // The session ended (signed out elsewhere, expired, password reset): so does the hint.
    if (hasSignedInHintCookie(request)) headers.append("Set-Cookie", clearSignedInHintCookie(context.secureCookies));
    return Response.json(null, { headers });
  }
  const { user, shop } = signedIn;
  return Response.json({ name: user.name, role: user.role, ...shop }, { headers });
}
