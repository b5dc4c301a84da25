// Common passwords (category "input"): the three doors where a password is chosen, sign-up, the
// reset link and the settings' new password, refuse one of the most common passwords with 400 and
// a message in the visitor's language, and nothing changes; an uncommon one goes through.
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { authenticate, findUserByEmail, registerAccount } from "../../domain/accounts/accounts.server";
import { createResetToken } from "../../domain/accounts/password-reset.server";
import { translator } from "../../i18n/dictionaries.server";
import { setupAppDatabase } from "../support/app-database";
import { HttpClient } from "../support/http-client";
import { sessionFor } from "../support/accounts";
import { tryCases } from "../support/security-summary";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();
type Lang = "no" | "en";

const COMMON = ["password", "Password1", "12345678", "qwertyuiop", "iloveyou"];
let ipCounter = 0;
const client = (lang: Lang, cookies: Array<[string, string]> = []) =>
  new HttpClient(
    baseUrl,
    new Map([["language", lang], ...cookies]),
    `198.18.${150 + (++ipCounter % 50)}.${Math.floor(Math.random() * 250)}`,
  );

async function customer(password: string) {
  const email = `kunde+${randomUUID()}@example.no`;
  const result = await registerAccount(app.db, { name: "Passe Passord", email, password });
  if (!result.ok) throw new Error("no customer");
  return { id: result.user.id, email };
}

describe("passwords", () => {
  it("refuses a common password at sign-up, at a reset and in the settings, in the visitor's language", async () => {
    const cases = COMMON.flatMap((password, i) =>
      (["register", "reset", "settings"] as const).map((door) => ({
        door,
        password,
        lang: (i % 2 ? "en" : "no") as Lang,
      })),
    );
    const failures = await tryCases("input", cases, async ({ door, password, lang }) => {
      const label = `${door} with "${password}" (${lang})`;
      const message = translator(lang)("form.passwordCommon");
      const oldPassword = `gammelt-${randomUUID()}`;
      let response: Response;
      let email = `ny+${randomUUID()}@example.no`;
      if (door === "register") {
        const visitor = client(lang);
        response = await visitor.postForm("/register", {
          name: "Ny Kunde",
          email,
          password,
          confirmPassword: password,
          redirectTo: "/",
        });
      } else if (door === "reset") {
        email = (await customer(oldPassword)).email;
        const token = (await createResetToken(app.db, email))!.token;
        const visitor = client(lang);
        response = await visitor.postForm(`/reset-password/${token}`, { password, confirmPassword: password });
      } else {
        const person = await customer(oldPassword);
        email = person.email;
        const visitor = client(lang, [["session", await sessionFor(app.db, person.id)]]);
        response = await visitor.postForm("/account/settings", {
          name: "Passe Passord",
          email,
          currentPassword: oldPassword,
          newPassword: password,
          confirmPassword: password,
        });
      }
      const html = await response.text();
      if (response.status !== 400) throw new Error(`${label}: status ${response.status}`);
      if (!html.includes(message)) throw new Error(`${label}: no "${message}" on the page`);
      if (door === "register" && (await findUserByEmail(app.db, email)))
        throw new Error(`${label}: the account was made`);
      if (door !== "register" && !(await authenticate(app.db, email, oldPassword)))
        throw new Error(`${label}: the password was changed`);
    });
    expect(failures).toEqual([]);
  });

  it("takes an uncommon password at sign-up (so the refusals above mean something)", async () => {
    const visitor = client("no");
    const password = `fjordlys-${randomUUID().slice(0, 8)}`;
    const email = `ny+${randomUUID()}@example.no`;
    const response = await visitor.postForm("/register", {
      name: "Ny Kunde",
      email,
      password,
      confirmPassword: password,
      redirectTo: "/",
    });
    // Sign-up answers alike for known and new addresses and signs nobody in (decision 015).
    expect(response.status).toBe(200);
    expect(await authenticate(app.db, email, password)).not.toBeNull();
  });
});
