// Password hashing with argon2id (OWASP's first choice), parameters from @node-rs/argon2's defaults.
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  // 2 is Algorithm.Argon2id, a const enum that isolated modules cannot import.
  return hash(password, { algorithm: 2 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed hash is a failed sign-in, not a crash
  }
}
