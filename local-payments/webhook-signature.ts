// How the local payment service signs its webhooks, and how a receiver checks them: the scheme
// real providers use (Stripe's is the same shape). The header is
//   LocalPayments-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// The timestamp is signed too, and a receiver refuses one outside its window, so a captured
// webhook cannot be replayed later.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "localpayments-signature";
/** How far a webhook's timestamp may be from the receiver's clock. */
export const REPLAY_WINDOW_SECONDS = 300;

export function signatureHeader(secret: string, body: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  return `t=${nowSeconds},v1=${hmac(secret, `${nowSeconds}.${body}`)}`;
}

export type SignatureCheck = "valid" | "bad_signature" | "stale";

export function checkSignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return "bad_signature";
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1");
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return "bad_signature";
  const expected = hmac(secret, `${timestamp}.${body}`);
  if (!timingSafeEqual(Buffer.from(given, "hex"), Buffer.from(expected, "hex"))) return "bad_signature";
  return Math.abs(nowSeconds - timestamp) > REPLAY_WINDOW_SECONDS ? "stale" : "valid";
}

function hmac(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}
