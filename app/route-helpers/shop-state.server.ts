// What the pages need of a signed-in user's server cart and wishlist (header badges, hearts,
// the cart and checkout pages): read by the root loader on personal pages, summed up for /me.
// Each is read with the session's user in one round trip (every signed-in page load asks both).
import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/accounts/sessions.server";
import type { ServerCartLine } from "#domain/checkout/cart.server";
import {
  cartAndWishlist,
  cartCountAndWishlist,
  sessionUserAndShop,
  sessionUserAndShopSummary,
} from "#domain/checkout/shop-state.server";
import { sessionPartnerAndShop } from "#domain/partners/partner-session.server";
import type { Language } from "#i18n/languages";
import { currentUserAnd } from "~/guards/auth.server";
import { shareSignedInMember } from "~/guards/partner-auth.server";

export interface ShopState {
  cart: ServerCartLine[];
  wishlistIds: number[];
}

/** The signed-in user with their cart and saved deals (a personal page's root loader), or null. */
export function currentUserAndShop(
  request: Request,
  context: AppLoadContext,
  lang: Language,
): Promise<{ user: SessionUser; shop: ShopState } | null> {
  return currentUserAnd(request, context, {
    together: (token) => sessionUserAndShop(context.db, token, lang),
    alone: (user) => cartAndWishlist(context.db, user.id, lang),
  });
}

/**
 * currentUserAndShop for a page of the business area, whose guard asks for the account's partner:
 * the partner comes in the same statement and requirePartner takes it from there.
 */
export function currentUserShopAndPartner(
  request: Request,
  context: AppLoadContext,
  lang: Language,
): Promise<{ user: SessionUser; shop: ShopState } | null> {
  return currentUserAnd(request, context, {
    together: (token) => {
      const session = sessionPartnerAndShop(context.db, token, lang);
      shareSignedInMember(context, token, session);
      return session.then((found) => found && { user: found.user, shop: found.shop });
    },
    alone: (user) => cartAndWishlist(context.db, user.id, lang),
  });
}

/** The signed-in user with what the header and hearts need on a shared page (/me), or null. */
export function currentUserAndShopSummary(
  request: Request,
  context: AppLoadContext,
): Promise<{ user: SessionUser; shop: { cartCount: number; wishlistIds: number[] } } | null> {
  return currentUserAnd(request, context, {
    together: (token) => sessionUserAndShopSummary(context.db, token),
    alone: (user) => cartCountAndWishlist(context.db, user.id),
  });
}
