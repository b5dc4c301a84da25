import { z } from "zod";
import { addToWishlist, removeFromWishlist, wishlistDealIdSchema } from "#domain/catalog/wishlist.server";
import { getCurrentUser } from "~/guards/auth.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import type { Route } from "./+types/wishlist-items";

// The page says which state it wants (not "toggle"), so a double click cannot flip it back.
const change = z.object({ intent: z.enum(["add", "remove"]), dealId: wishlistDealIdSchema });

/** POST /wishlist/items: adds or removes a deal in a signed-in user's server wishlist. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser(request, context);
  const fields = formFields(await readForm(request));
  if (!user) return Response.json({ ok: false, reason: "signedOut" }, { status: 401 });
  const input = change.safeParse(fields);
  if (!input.success) return Response.json({ ok: false, reason: "invalid" }, { status: 400 });
  if (input.data.intent === "add") await addToWishlist(context.db, user.id, input.data.dealId);
  else await removeFromWishlist(context.db, user.id, input.data.dealId);
  return Response.json({ ok: true });
}
