import { getDealCards } from "#domain/catalog/catalog.server";
import { parseId } from "#domain/platform/ids";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/wishlist-deals";

/** GET /wishlist/deals?ids=1,2,3: current cards for the deals in a browser-stored wishlist. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = (new URL(request.url).searchParams.get("ids") ?? "")
    .split(",")
    .slice(0, 200)
    .flatMap((text) => parseId(text) ?? []);
  return { deals: await getDealCards(context.db, languageFromRequest(request), ids) };
}
