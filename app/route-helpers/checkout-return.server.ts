// The address a payment provider sends the buyer back to: signed, so only the buyer whose
// checkout made the hold (and the provider it was given to) can come back to it.
import type { AppLoadContext } from "react-router";

const PURPOSE = "checkout-return";

export function checkoutReturnPath(context: AppLoadContext, holdId: string): string {
  return `/checkout/return?hold=${holdId}&sig=${context.signer.sign(PURPOSE, holdId)}`;
}

export function checkoutReturnUrl(context: AppLoadContext, holdId: string): string {
  return new URL(checkoutReturnPath(context, holdId), context.origin).href;
}

export function verifiedReturnHold(context: AppLoadContext, holdId: string, signature: string): boolean {
  return context.signer.verify(PURPOSE, holdId, signature);
}
