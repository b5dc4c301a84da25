// Random tokens for cookies and e-mailed links, and the hashes we store instead of them.
import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps: a stolen table cannot be turned back into working tokens. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
