// Without SESSION_SECRET (a local run), a secret is generated once and kept in DATA_DIR, so forms
// opened before a restart still carry a valid CSRF token (sessions live in the database and do not
// depend on it). Several copies on one DATABASE_URL need SESSION_SECRET.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export async function localSecret(dataDir: string, database: "embedded" | "external"): Promise<string> {
  if (database === "external") {
    console.warn("SESSION_SECRET is not set: using a random one for this process only.");
    return randomBytes(32).toString("base64url");
  }
  const file = path.join(path.resolve(dataDir), "session-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = randomBytes(32).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret + "\n", { mode: 0o600 });
  return secret;
}
