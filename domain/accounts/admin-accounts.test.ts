import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "#db/schema.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { authenticate, registerAccount } from "./accounts.server";
import { makeAdmin } from "./admin-accounts.server";

const test = setupTestDatabase({ seeded: false });
const newEmail = () => `Admin+${randomUUID()}@Example.no`;
const auditFor = (userId: string) => test.db.select().from(auditLog).where(eq(auditLog.subjectId, userId));

describe("makeAdmin", () => {
  it("creates an admin with a generated password that signs in, audited with no actor", async () => {
    const email = newEmail();
    const result = await makeAdmin(test.db, { email, name: "Ada Admin" });
    expect(result.outcome).toBe("created");
    if (result.outcome !== "created") return;
    expect(result.generated).toBe(true);
    expect(result.password.length).toBeGreaterThanOrEqual(20);
    expect(await authenticate(test.db, email, result.password)).toMatchObject({ role: "admin", name: "Ada Admin" });
    expect(await auditFor(result.userId)).toEqual([
      expect.objectContaining({ actorUserId: null, action: "user.makeAdmin", subjectType: "user" }),
    ]);
  });

  it("takes the given password", async () => {
    const email = newEmail();
    const result = await makeAdmin(test.db, { email, password: "eget-passord-123" });
    expect(result).toMatchObject({ outcome: "created", generated: false });
    expect(await authenticate(test.db, email, "eget-passord-123")).toMatchObject({ role: "admin" });
  });

  it("makes an existing customer admin, keeping the password; a second run changes nothing", async () => {
    const email = newEmail();
    const registered = await registerAccount(test.db, { name: "Kari", email, password: "kundepassord" });
    if (!registered.ok) throw new Error("registration failed");
    expect(await makeAdmin(test.db, { email: email.toUpperCase() })).toMatchObject({ outcome: "promoted" });
    expect(await authenticate(test.db, email, "kundepassord")).toMatchObject({ role: "admin", name: "Kari" });
    expect(await makeAdmin(test.db, { email })).toMatchObject({ outcome: "alreadyAdmin" });
    expect(await auditFor(registered.user.id)).toHaveLength(1);
  });

  it("creates one account when run many times at once", async () => {
    const email = newEmail();
    const results = await Promise.all(Array.from({ length: 6 }, () => makeAdmin(test.db, { email })));
    expect(results.filter((r) => r.outcome === "created")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "promoted")).toHaveLength(0);
    const rows = await test.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(await auditFor(rows[0]!.id)).toHaveLength(1);
  });
});

describe("npm run admin:create", () => {
  const run = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", path.join("scripts", "create-admin.ts"), ...args], {
      env: { ...process.env, DATABASE_URL: test.url, ...env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("creates the admin and prints the password once", async () => {
    const email = newEmail();
    const { code, stdout } = await run(["--email", email, "--name", "Nora Drift"]);
    expect(code).toBe(0);
    expect(stdout).toContain(`Created the admin account ${email.toLowerCase()}.`);
    const password = /Password \(shown only now[^:]*\): (\S+)/.exec(stdout)?.[1];
    expect(await authenticate(test.db, email, password ?? "")).toMatchObject({ role: "admin", name: "Nora Drift" });
    const again = await run(["--email", email]);
    expect(again.stdout).toContain("is already an admin");
  });

  it("says clearly what is wrong with the input", async () => {
    const bad = await run(["--email", "ikke-en-adresse"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('"ikke-en-adresse" is not a valid e-mail address.');
    const missing = await run([]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Give the admin's e-mail address.");
    const shortPassword = await run(["--email", newEmail()], { ADMIN_PASSWORD: "kort" });
    expect(shortPassword.stderr).toContain("ADMIN_PASSWORD must be 8 to 200 characters.");
  });
});
