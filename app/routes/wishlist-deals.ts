import { data } from "react-router";
import { z } from "zod";
import { getDealCards } from "#domain/catalog/catalog.server";
import { idSchema } from "#domain/platform/ids";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/wishlist-deals";

/** More than a wishlist holds; the rest of a longer list is not looked up. */
const MAX_IDS = 200;
// Every id given must be one: a list with a bad id is refused, not answered without it.
const idListSchema = z.array(idSchema);

/** GET /wishlist/deals?ids=1,2,3: current cards for the deals in a browser-stored wishlist. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const text = new URL(request.url).searchParams.get("ids") ?? "";
  const ids = idListSchema.safeParse(text === "" ? [] : text.split(",").slice(0, MAX_IDS));
  if (!ids.success) return data({ deals: [], message: translator(lang)("wishlist.idsInvalid") }, { status: 400 });
  return { deals: await getDealCards(context.db, lang, ids.data) };
}
