// Vipps MobilePay's webhook authentication, as its Webhooks API documents it
// (developer.vippsmobilepay.com/docs/APIs/webhooks-api/request-authentication): the body's
// SHA-256 (base64) is in x-ms-content-sha256, and Authorization carries
//   HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=<base64>
// over "POST\n<path and query>\n<x-ms-date>;<host>;<content hash>" with the webhook's secret.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export interface VippsSignedRequest {
  /** The webhook URL as registered with Vipps: its path, query and host are signed. */
  url: string;
  date: string;
  body: string;
}

export function vippsContentHash(body: string): string {
  return createHash("sha256").update(body, "utf8").digest("base64");
}

export function vippsAuthorization(secret: string, request: VippsSignedRequest): string {
  const url = new URL(request.url);
  const signed = `POST\n${url.pathname}${url.search}\n${request.date};${url.host};${vippsContentHash(request.body)}`;
  const signature = createHmac("sha256", secret).update(signed, "utf8").digest("base64");
  return `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`;
}

/** Whether the headers prove the body came from Vipps for this webhook URL. */
export function vippsSignatureValid(
  secret: string,
  request: VippsSignedRequest & { contentHash: string | undefined; authorization: string | undefined },
): boolean {
  if (!request.authorization || request.contentHash !== vippsContentHash(request.body)) return false;
  const expected = Buffer.from(vippsAuthorization(secret, request));
  const given = Buffer.from(request.authorization);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
