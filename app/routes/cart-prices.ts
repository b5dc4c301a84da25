import { data } from "react-router";
import { cartLinesSchema, priceCart } from "#domain/checkout/checkout.server";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/cart-prices";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** GET /cart/prices?lines=[…]: the server's prices for a browser-stored cart (never the client's). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const raw = new URL(request.url).searchParams.get("lines");
  if (raw === null) return { priced: null };
  // Lines naming no deal (a bad id), package or quantity are refused, not priced without them.
  const lines = cartLinesSchema.safeParse(parseJson(raw.slice(0, 20_000)));
  if (!lines.success)
    return data({ priced: null, message: translator(lang)("cartPage.linesInvalid") }, { status: 400 });
  return { priced: await priceCart(context.db, lang, lines.data) };
}
