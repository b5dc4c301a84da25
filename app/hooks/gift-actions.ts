// A cart line as a gift (the deal page's gift form, the cart's): apart from ./shop.ts, which
// every page loads, so that only those pages load it (decision 044).
import type { GiftDetails } from "#domain/vouchers/gift-input";
import { addToGuestCart, type CartLine } from "~/browser-storage/guest-cart";
import { setGuestCartGift } from "~/browser-storage/guest-cart-lines";
import { useMe } from "./me";
import { serverShop } from "./shop";

/** What POST /cart/gift answers: the checked gift, or the problems with its fields. */
export type GiftAnswer = { ok: true; gift: GiftDetails | null } | { ok: false; errors: Record<string, string> };

async function postGift(fields: Record<string, string>): Promise<GiftAnswer> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  try {
    const response = await fetch("/cart/gift", { method: "POST", body, headers: { Accept: "application/json" } });
    const answer = (await response.json()) as {
      ok: boolean;
      gift?: GiftDetails | null;
      errors?: Record<string, string>;
    };
    if (answer.ok) return { ok: true, gift: answer.gift ?? null };
    return { ok: false, errors: answer.errors ?? {} };
  } catch {
    return { ok: false, errors: {} };
  }
}

/**
 * A cart line as a gift: the server checks the gift's fields (and saves a signed-in user's);
 * a guest's browser stores the checked gift with its line.
 */
export function useGiftActions() {
  const me = useMe();
  const signedIn = serverShop(me);
  const { refresh } = me;
  return {
    /** From the deal page: the line added to the cart with its gift. */
    add: async (line: CartLine, gift: Record<string, string>): Promise<GiftAnswer> => {
      const answer = await postGift({
        ...gift,
        intent: "add",
        dealId: String(line.id),
        packageKind: line.selectedPackage,
        quantity: String(line.quantity),
      });
      if (answer.ok && answer.gift) {
        if (signedIn) await refresh();
        else addToGuestCart({ ...line, gift: answer.gift });
      }
      return answer;
    },
    /** From the cart: a line made a gift (fields) or not a gift any more (null). */
    set: async (id: number, kind: string, gift: Record<string, string> | null): Promise<GiftAnswer> => {
      const answer = await postGift({
        ...(gift ?? {}),
        intent: gift ? "set" : "remove",
        dealId: String(id),
        packageKind: kind,
      });
      if (answer.ok) {
        if (signedIn) await refresh();
        else setGuestCartGift(id, kind, answer.gift);
      }
      return answer;
    },
  };
}
