import { z } from "zod";
import { addToCart, addToCartSchema, cartKeySchema, setCartGift } from "#domain/checkout/cart.server";
import { giftSchema } from "#domain/vouchers/gift-input";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { getCurrentUser } from "~/guards/auth.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/cart-gift";

const intent = z.enum(["add", "set", "remove"]);

/**
 * POST /cart/gift: a cart line as a gift, from the deal page ("add") or the cart ("set", "remove").
 * The gift's fields are checked here for everyone, with messages in the visitor's language; a
 * signed-in user's server cart changes here, a guest's browser keeps the checked gift itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const fields = formFields(await readForm(request));
  const what = intent.safeParse(fields.intent);
  const key = (what.data === "add" ? addToCartSchema : cartKeySchema).safeParse(fields);
  if (!what.success || !key.success) return Response.json({ ok: false, reason: "invalid" }, { status: 400 });
  const gift = what.data === "remove" ? null : giftSchema().safeParse(fields);
  if (gift && !gift.success)
    return Response.json({ ok: false, errors: fieldErrors(gift.error, lang) }, { status: 400 });
  const details = gift?.data ?? null;
  const user = await getCurrentUser(request, context);
  if (user) {
    const done =
      what.data === "add"
        ? await addToCart(context.db, user.id, {
            ...(key.data as z.infer<typeof addToCartSchema>),
            gift: details ?? undefined,
          })
        : await setCartGift(context.db, user.id, key.data, details);
    if (!done) return Response.json({ ok: false, reason: "unavailable" }, { status: 409 });
  }
  return Response.json({ ok: true, gift: details });
}
