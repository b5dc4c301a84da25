import { data } from "react-router";
import { cartLinesSchema, priceCart, vatIncluded } from "#domain/checkout/checkout.server";
import { checkPromoCode, type PricedPromo } from "#domain/checkout/promo-codes.server";
import { translator } from "#i18n/dictionaries.server";
import { getCurrentUser } from "~/guards/auth.server";
import { languageFromRequest } from "~/requests/language.server";
import { promoProblemText } from "~/route-helpers/promo-code.server";
import type { Route } from "./+types/cart-prices";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * GET /cart/prices?lines=[…]&promo=CODE: the server's prices for a browser-stored cart (never the
 * client's), and what a promo code takes off them. The checkout checks and counts the code again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const params = new URL(request.url).searchParams;
  const raw = params.get("lines");
  if (raw === null) return { priced: null };
  // Lines naming no deal (a bad id), package or quantity are refused, not priced without them.
  const lines = cartLinesSchema.safeParse(parseJson(raw.slice(0, 20_000)));
  if (!lines.success)
    return data({ priced: null, message: translator(lang)("cartPage.linesInvalid") }, { status: 400 });
  const priced = await priceCart(context.db, lang, lines.data);
  const code = params.get("promo")?.slice(0, 100).trim();
  if (!code) return { priced: { ...priced, promo: null } };
  // A signed-in customer's own limits are checked now; a guest's once the checkout has the e-mail.
  const user = await getCurrentUser(request, context);
  const check = await checkPromoCode(context.db, {
    code,
    totalOre: priced.totalOre,
    customer: { userId: user?.id ?? null, email: user?.email ?? null },
  });
  const after = priced.totalOre - (check.ok ? check.discountOre : 0);
  const promo: PricedPromo = check.ok
    ? { ok: true, code: check.code, discountOre: check.discountOre, totalOre: after, vatOre: vatIncluded(after) }
    : { ok: false, code, message: promoProblemText(check.problem, lang) };
  return { priced: { ...priced, promo } };
}
