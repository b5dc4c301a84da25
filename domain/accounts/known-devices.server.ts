// Devices that signed in to an account before. A successful sign-in leaves a signed entry in the
// browser's device cookie; with it, the browser gets its own throttle for that account instead of
// its address's, so failures from elsewhere (even from behind the same address, a mobile
// network's shared one) never keep the owner out. An entry proves only that this browser signed
// in to this address once: the password is still checked every time.
import { randomBytes } from "node:crypto";
import type { Signer } from "#domain/platform/signing.server";
import { normalizeEmail } from "./accounts.server";

const PURPOSE = "known-device";
/** One browser may be shared by a family: a few accounts each. */
const MAX_ENTRIES = 5;
export const KNOWN_DEVICE_DAYS = 365;
const ENTRY = /^([A-Za-z0-9_-]{16})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

interface Entry {
  nonce: string;
  issuedAt: number;
  signature: string;
}

function entries(cookie: string | undefined): Entry[] {
  return (cookie ?? "")
    .split("~")
    .slice(0, MAX_ENTRIES * 2)
    .flatMap((raw) => {
      const match = ENTRY.exec(raw);
      return match ? [{ nonce: match[1]!, issuedAt: parseInt(match[2]!, 36), signature: match[3]! }] : [];
    });
}

// The address is inside the signature, not in the cookie: the cookie does not say whose it is.
const signed = (email: string, nonce: string, issuedAt: number) =>
  `${normalizeEmail(email)}\n${nonce}\n${issuedAt.toString(36)}`;

const fresh = (entry: Entry, now: Date) =>
  entry.issuedAt * 1000 > now.getTime() - KNOWN_DEVICE_DAYS * 86_400_000 && entry.issuedAt * 1000 <= now.getTime();

/** This browser's id for the account with `email`, when its cookie holds a valid entry for it. */
export function knownDevice(signer: Signer, cookie: string | undefined, email: string, now = new Date()) {
  const entry = entries(cookie).find(
    (e) => fresh(e, now) && signer.verify(PURPOSE, signed(email, e.nonce, e.issuedAt), e.signature),
  );
  return entry ? { id: entry.nonce, since: new Date(entry.issuedAt * 1000) } : null;
}

/** The device cookie's new value after a successful sign-in to `email`: its entry first, renewed. */
export function rememberDevice(signer: Signer, cookie: string | undefined, email: string, now = new Date()): string {
  const mine = knownDevice(signer, cookie, email, now);
  const nonce = mine?.id ?? randomBytes(12).toString("base64url");
  const issuedAt = Math.floor(now.getTime() / 1000);
  const entry = `${nonce}.${issuedAt.toString(36)}.${signer.sign(PURPOSE, signed(email, nonce, issuedAt))}`;
  // Others' entries cannot be checked without their addresses: kept while fresh, oldest dropped.
  const others = entries(cookie)
    .filter((e) => e.nonce !== nonce && fresh(e, now))
    .map((e) => `${e.nonce}.${e.issuedAt.toString(36)}.${e.signature}`);
  return [entry, ...others].slice(0, MAX_ENTRIES).join("~");
}

/** The device cookie's new value after the account with `email` was deleted: its entry gone, others kept. */
export function forgetDevice(signer: Signer, cookie: string | undefined, email: string, now = new Date()): string {
  return entries(cookie)
    .filter((e) => fresh(e, now) && !signer.verify(PURPOSE, signed(email, e.nonce, e.issuedAt), e.signature))
    .map((e) => `${e.nonce}.${e.issuedAt.toString(36)}.${e.signature}`)
    .join("~");
}
