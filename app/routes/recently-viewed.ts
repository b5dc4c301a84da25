import { data } from "react-router";
import { z } from "zod";
import { getDealCards } from "#domain/catalog/catalog.server";
import { recentlyViewedCards, recordViews, viewedIdsSchema } from "#domain/catalog/recently-viewed.server";
import { translator } from "#i18n/dictionaries.server";
import { isLanguage, type Language } from "#i18n/languages";
import { formFields } from "#i18n/form-errors.server";
import { getCurrentUser } from "~/guards/auth.server";
import { languageFromRequest } from "~/requests/language.server";
import { readForm } from "~/requests/form.server";
import type { Route } from "./+types/recently-viewed";

/**
 * The page's language, which the page says (`lang`): this address has no English form, and an
 * English page's visitor may have no language cookie.
 */
function languageOf(request: Request, said: string | null | undefined): Language {
  return isLanguage(said) ? said : languageFromRequest(request);
}

/** GET /recently-viewed?ids=3,2,1: cards for a guest's browser-stored list, live deals only, in its order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const lang = languageOf(request, query.get("lang"));
  const ids = viewedIdsSchema.safeParse(query.get("ids") ?? "");
  if (!ids.success) return data({ deals: [], message: translator(lang)("wishlist.idsInvalid") }, { status: 400 });
  return { deals: await getDealCards(context.db, lang, ids.data) };
}

const views = z.object({ ids: viewedIdsSchema, lang: z.string().optional() });

/**
 * POST /recently-viewed (ids=3,2,1): a signed-in customer's views, newest first (the deal just
 * opened, or the browser's list from before signing in), kept in the account; answers the
 * account's list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser(request, context);
  const fields = formFields(await readForm(request));
  const lang = languageOf(request, fields.lang);
  const headers = { "Cache-Control": "private, no-store" };
  if (!user) return Response.json({ ok: false, reason: "signedOut" }, { status: 401, headers });
  const input = views.safeParse(fields);
  if (!input.success) return Response.json({ ok: false, reason: "invalid" }, { status: 400, headers });
  await recordViews(context.db, user.id, input.data.ids);
  return Response.json({ ok: true, deals: await recentlyViewedCards(context.db, lang, user.id) }, { headers });
}
