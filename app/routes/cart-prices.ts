import { cartLinesSchema, priceCart } from "#domain/checkout/checkout.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/cart-prices";

/** GET /cart/prices?lines=[…]: the server's prices for a browser-stored cart (never the client's). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("lines") ?? "[]";
  let json: unknown;
  try {
    json = JSON.parse(raw.slice(0, 20_000));
  } catch {
    json = [];
  }
  const lines = cartLinesSchema.safeParse(json);
  if (!lines.success) return { priced: null };
  return { priced: await priceCart(context.db, languageFromRequest(request), lines.data) };
}

export type CartPricesData = Awaited<ReturnType<typeof loader>>;
