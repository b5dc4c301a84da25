// Buyers for the fault suite: registered customers (through the real sign-up form, their cart on
// the server) and guests, each with one checkout attempt (idempotency key, lines, card) that
// can be sent, and sent again, over the real checkout form.
import { randomUUID } from "node:crypto";
import type { CartLineInput } from "../../domain/checkout/checkout.server";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "./checkout-http";
import { HttpClient } from "./http-client";

export interface Buyer {
  index: number;
  registered: boolean;
  email: string;
  client: HttpClient;
  lines: CartLineInput[];
  /** The checkout page's idempotency key: the same for a retry of the same attempt. */
  idempotencyKey: string;
}

export interface CheckoutAnswer {
  /** 0 when the connection failed (the process was killed). */
  status: number;
  body: string;
}

/** Registers `email` through /register and signs in through /login (a session cookie, or it throws). */
async function register(client: HttpClient, email: string): Promise<void> {
  const password = `faults-${randomUUID()}`;
  const response = await client.postForm("/register", {
    name: "Kari Feil",
    email,
    password,
    confirmPassword: password,
    redirectTo: "/",
  });
  if (response.status !== 200) throw new Error(`Sign-up of ${email}: ${response.status}`);
  const signedIn = await client.postForm("/login", { email, password, redirectTo: "/" });
  if (signedIn.status !== 302) throw new Error(`Sign-in of ${email}: ${signedIn.status}`);
}

/** Puts `lines` in a signed-in buyer's server cart through /cart/lines. */
async function fillServerCart(client: HttpClient, lines: CartLineInput[]): Promise<void> {
  for (const line of lines) {
    const response = await client.postForm("/cart/lines", {
      intent: "add",
      dealId: String(line.dealId),
      packageKind: line.packageKind,
      quantity: String(line.quantity),
    });
    if (response.status !== 200) throw new Error(`Cart line for ${line.dealId}: ${response.status}`);
  }
}

/** `count` buyers, every `registeredEvery`-th a registered customer, with 1–3 lines over `dealIds`. */
export async function makeBuyers(
  baseUrl: string,
  options: { count: number; registeredEvery: number; dealIds: number[]; prefix: string },
): Promise<Buyer[]> {
  const buyers = Array.from({ length: options.count }, (_, index): Buyer => {
    const lineCount = 1 + (index % 3);
    const lines: CartLineInput[] = Array.from({ length: lineCount }, (_, l) => ({
      dealId: options.dealIds[(index + l) % options.dealIds.length]!,
      packageKind: l === 1 ? "premium" : "basic",
      quantity: 1 + ((index + l) % 3),
    }));
    return {
      index,
      registered: index % options.registeredEvery === 0,
      email: `${options.prefix}+${index}-${randomUUID().slice(0, 8)}@example.no`,
      client: new HttpClient(baseUrl),
      lines,
      idempotencyKey: randomUUID(),
    };
  });
  // A few at a time: sign-up hashes passwords with argon2, which is heavy on two cores.
  const queue = buyers.filter((b) => b.registered);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let buyer = queue.shift(); buyer; buyer = queue.shift()) {
        await register(buyer.client, buyer.email);
        await fillServerCart(buyer.client, buyer.lines);
      }
    }),
  );
  return buyers;
}

/**
 * The checkout as a buyer without JavaScript goes through it, over `client`: the form posted to
 * /checkout, the card paid at the payment service, and the return address followed (which writes
 * the order). A repeat of a finished or started checkout (the same key) answers a link to the
 * return instead of the card frame. Answers the last response the shop gave.
 */
export async function postCheckout(buyer: Buyer, client: HttpClient): Promise<CheckoutAnswer> {
  try {
    const response = await client.postForm("/checkout", {
      idempotencyKey: buyer.idempotencyKey,
      lines: JSON.stringify(buyer.lines),
      ...(buyer.registered ? {} : { email: buyer.email }),
      ...CHECKOUT_BY_CARD,
    });
    const body = await response.text();
    if (response.status !== 200) return { status: response.status, body };
    const back = body.includes("<iframe")
      ? await payCheckoutAnswer(body)
      : /href="(\/checkout\/return[^"]+)"/.exec(body)?.[1]?.replaceAll("&amp;", "&");
    if (!back) return { status: 500, body: `no way to pay: ${body.slice(0, 300)}` };
    const returned = await client.get(back);
    return { status: returned.status, body: await returned.text() };
  } catch (error) {
    return {
      status: 0,
      body: error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error),
    };
  }
}

/** Buyers as `makeBuyers` makes them, each of whom has bought (their vouchers exist). */
export async function buyersWhoBought(baseUrl: string, options: Parameters<typeof makeBuyers>[1]): Promise<Buyer[]> {
  const buyers = await makeBuyers(baseUrl, options);
  for (const buyer of buyers) {
    const answer = await postCheckout(buyer, buyer.client);
    if (answer.status !== 200)
      throw new Error(`${options.prefix} buyer ${buyer.index}: ${answer.status} ${answer.body}`);
  }
  return buyers;
}
