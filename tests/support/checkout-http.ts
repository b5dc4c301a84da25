// What a buyer without JavaScript does after POST /checkout: the page answered with the payment
// step (the local payment service's card frame, or a link to its Vipps page); the buyer pays
// there, on the service's own origin, and follows the link back to the shop's return address,
// which settles the hold into the order. For HTTP-level tests of the real checkout.
const unescape = (html: string) =>
  html.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

/** The form fields a checkout POST needs besides the lines and key: card, the terms accepted. */
export const CHECKOUT_BY_CARD = { method: "card", terms: "on" } as const;

/**
 * Pays the hold a POST /checkout answered with (its HTML), by the test card at the local payment
 * service, and returns the path of the shop's return address for the caller's own client to
 * GET (with the buyer's cookies): that request writes the order.
 */
export async function payCheckoutAnswer(html: string, cardNumber = "4242424242424242"): Promise<string> {
  const src = /<iframe[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`The checkout answered no card frame:\n${html.slice(0, 500)}`);
  const paid = await postTestCard(new URL(unescape(src)), cardNumber);
  const result = await paid.text();
  const back = /<a href="([^"]+)" target="_top"/.exec(result)?.[1];
  if (!back) throw new Error(`The payment service showed no way back:\n${result.slice(0, 500)}`);
  const url = new URL(unescape(back));
  return `${url.pathname}${url.search}`;
}

/** The test card posted in the local payment service's card frame (its address), as the frame's form does. */
export function postTestCard(frameUrl: URL, cardNumber = "4242424242424242"): Promise<Response> {
  return fetch(new URL(frameUrl.pathname, frameUrl.origin), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      cardNumber,
      expiryDate: "12/39",
      cvv: "123",
      cardholderName: "Kari Kjøper",
      lang: frameUrl.searchParams.get("lang") ?? "no",
    }),
  });
}
