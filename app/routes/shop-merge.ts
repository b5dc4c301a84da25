import { z } from "zod";
import { guestCartSchema, mergeGuestCart } from "#domain/checkout/cart.server";
import { guestWishlistSchema, mergeGuestWishlist } from "#domain/catalog/wishlist.server";
import { getCurrentUser } from "~/guards/auth.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import type { Route } from "./+types/shop-merge";

const mergeForm = z.object({ mergeId: z.uuid(), cart: z.string().max(20_000), wishlist: z.string().max(5_000) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /cart/merge: after sign-in the page sends the guest cart and wishlist from browser
 * storage; they join the server copies. The browser clears its copies only after this answered
 * ok, and the merge id makes a repeat of the same cart add nothing (domain/checkout/cart.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser(request, context);
  const fields = formFields(await readForm(request));
  if (!user) return Response.json({ ok: false, reason: "signedOut" }, { status: 401 });
  const form = mergeForm.safeParse(fields);
  const cart = guestCartSchema.safeParse(parseJson(form.data?.cart ?? ""));
  const wishlist = guestWishlistSchema.safeParse(parseJson(form.data?.wishlist ?? ""));
  if (!form.success || !cart.success || !wishlist.success)
    return Response.json({ ok: false, reason: "invalid" }, { status: 400 });
  const merged = await mergeGuestCart(context.db, user.id, form.data.mergeId, cart.data);
  await mergeGuestWishlist(context.db, user.id, wishlist.data);
  return Response.json({ ok: true, merged });
}
