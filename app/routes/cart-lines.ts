import { z } from "zod";
import {
  addToCart,
  addToCartSchema,
  clearCart,
  setCartQuantity,
  setQuantitySchema,
} from "#domain/checkout/cart.server";
import { getCurrentUser } from "~/guards/auth.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import type { Route } from "./+types/cart-lines";

const intent = z.enum(["add", "set", "remove", "clear"]);

/** POST /cart/lines: changes a signed-in user's server cart (guests keep theirs in the browser). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser(request, context);
  const fields = formFields(await readForm(request));
  if (!user) return Response.json({ ok: false, reason: "signedOut" }, { status: 401 });
  const what = intent.safeParse(fields.intent);
  if (!what.success) return Response.json({ ok: false, reason: "invalid" }, { status: 400 });
  switch (what.data) {
    case "add": {
      const line = addToCartSchema.safeParse(fields);
      if (!line.success) return Response.json({ ok: false, reason: "invalid" }, { status: 400 });
      const added = await addToCart(context.db, user.id, line.data);
      return Response.json({ ok: added, reason: added ? undefined : "unavailable" }, { status: added ? 200 : 409 });
    }
    case "set":
    case "remove": {
      // Remove is setting 0 (spec §4).
      const line = setQuantitySchema.safeParse(what.data === "set" ? fields : { ...fields, quantity: "0" });
      if (!line.success) return Response.json({ ok: false, reason: "invalid" }, { status: 400 });
      await setCartQuantity(context.db, user.id, line.data, line.data.quantity);
      return Response.json({ ok: true });
    }
    case "clear":
      await clearCart(context.db, user.id);
      return Response.json({ ok: true });
  }
}
