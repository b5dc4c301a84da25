import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { setupTestDatabase } from "../../tests/support/test-database";
import { dealAlertSubscriptions, mailMessages, users } from "#db/schema.server";
import { getDealAlerts } from "#domain/inbox/deal-alerts.server";
import { createMailer } from "#domain/platform/mail.server";
import { loadAccountSettings, settingsSchema, updateSettings } from "./account-settings.server";
import { authenticate, getUser, registerAccount } from "./accounts.server";
import { confirmEmail } from "./email-verification.server";
import { createResetToken, isResetTokenUsable } from "./password-reset.server";
import { createSession, findSessionUser } from "./sessions.server";

const t = setupTestDatabase({ seeded: false });
const mailer = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
const ctx = { language: "no" as const, origin: "https://magicdeals.test", support: "hjelp@magicdeals.test" };

let counter = 0;
const newEmail = (name = "bruker") => `${name}.${++counter}@example.no`;

async function newUser(password = "riktig-passord", email = newEmail()) {
  const result = await registerAccount(t.db, { name: "Kari Nordmann", email, password });
  if (!result.ok) throw new Error(`Could not register ${email}`);
  return result.user;
}

const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const mailsTo = (email: string) => t.db.select().from(mailMessages).where(eq(mailMessages.to, email));
const linkToken = (text: string | undefined) => /\/verify-email\/([A-Za-z0-9_-]+)/.exec(text ?? "")?.[1];

/** A settings form as the browser posts it: unchecked checkboxes are absent. */
function settings(fields: Record<string, string>) {
  return settingsSchema.parse({ name: "Kari Nordmann", ...fields });
}
const save = (userId: string, input: ReturnType<typeof settings>, keepSessionToken?: string) =>
  updateSettings(t.db, mailer, userId, input, { ...ctx, keepSessionToken });

function messages(result: { success: boolean; error?: z.ZodError }): Record<string, string> {
  expect(result.success).toBe(false);
  const out: Record<string, string> = {};
  for (const issue of result.error!.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe("settingsSchema", () => {
  it("checks the settings form: optional new password, at least 8 characters and confirmed", () => {
    expect(settingsSchema.parse({ name: "Kari", email: "kari@example.no" })).toMatchObject({
      currentPassword: "",
      newPassword: "",
      confirmPassword: "",
    });
    const base = { name: "Kari", email: "kari@example.no" };
    expect(messages(settingsSchema.safeParse({ ...base, newPassword: "kort", confirmPassword: "kort" }))).toEqual({
      newPassword: "passwordTooShort",
    });
    expect(messages(settingsSchema.safeParse({ ...base, newPassword: "nytt-passord" }))).toEqual({
      confirmPassword: "passwordMismatch",
    });
    expect(messages(settingsSchema.safeParse({ ...base, email: "nei" }))).toEqual({ email: "invalidEmail" });
  });
});

describe("updateSettings", () => {
  const saved = { ok: true, passwordChanged: false, emailPending: null };

  it("saves the name and the three checkboxes, an absent checkbox meaning off", async () => {
    const user = await newUser();
    const on = { notifyDealAlerts: "on", notifyNewsletter: "on", notifyVoucherReminders: "on" };
    expect(await save(user.id, settings({ name: " Kari N. ", email: user.email, ...on }))).toEqual(saved);
    expect(await row(user.id)).toMatchObject({
      name: "Kari N.",
      notifyDealAlerts: true,
      notifyNewsletter: true,
      notifyVoucherReminders: true,
    });
    await save(user.id, settings({ email: user.email }));
    expect(await row(user.id)).toMatchObject({
      notifyDealAlerts: false,
      notifyNewsletter: false,
      notifyVoucherReminders: false,
    });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it("needs the right current password to change the e-mail, and changes nothing without it", async () => {
    const user = await newUser("riktig-passord");
    const before = await row(user.id);
    const target = newEmail("ny-adresse");
    for (const currentPassword of [undefined, "", "feil-passord"]) {
      const input = settings({ name: "Nytt Navn", email: target, notifyNewsletter: "on" });
      if (currentPassword !== undefined) input.currentPassword = currentPassword;
      expect(await save(user.id, input)).toEqual({
        ok: false,
        field: "currentPassword",
        reason: "currentPasswordWrong",
      });
      expect(await row(user.id)).toEqual(before);
    }
    expect(await mailsTo(target)).toEqual([]);
  });

  it("uses a new e-mail only once the link sent to it is followed, then ends other sessions and links and tells the old address", async () => {
    const user = await newUser("riktig-passord");
    const here = await createSession(t.db, user.id, false);
    const elsewhere = await createSession(t.db, user.id, false);
    const reset = await createResetToken(t.db, user.email);
    const target = newEmail("ny-adresse");

    const result = await save(user.id, settings({ email: target.toUpperCase(), currentPassword: "riktig-passord" }));
    expect(result).toEqual({ ok: true, passwordChanged: false, emailPending: target });
    expect((await row(user.id)).email).toBe(user.email);
    expect(await authenticate(t.db, target, "riktig-passord")).toBeNull();
    const token = linkToken((await mailsTo(target))[0]?.text);
    expect(token).toBeTruthy();

    const confirmed = await confirmEmail(t.db, mailer, token!, { ...ctx, keepSessionToken: here.token });
    expect(confirmed).toEqual({ ok: true, kind: "changed", email: target, ordersAttached: 0 });
    expect(await row(user.id)).toMatchObject({ email: target, emailVerifiedAt: expect.any(Date) });
    expect(await authenticate(t.db, target, "riktig-passord")).toMatchObject({ id: user.id });
    expect(await findSessionUser(t.db, here.token)).toMatchObject({ id: user.id });
    expect(await findSessionUser(t.db, elsewhere.token)).toBeNull();
    expect(await isResetTokenUsable(t.db, reset!.token)).toBe(false);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual(["E-postadressen på kontoen din er endret"]);
    // The link works once.
    expect(await confirmEmail(t.db, mailer, token!, ctx)).toEqual({ ok: false, reason: "invalid" });
  });

  it("does not ask for the password or send a link when only the case of the e-mail differs", async () => {
    const user = await newUser();
    expect(await save(user.id, settings({ email: user.email.toUpperCase() }))).toEqual(saved);
    expect((await row(user.id)).email).toBe(user.email);
  });

  it("changes the password with the current one, ending other sessions and links and telling the address", async () => {
    const user = await newUser("gammelt-passord");
    const before = await row(user.id);
    const change = { email: user.email, newPassword: "helt-nytt-passord", confirmPassword: "helt-nytt-passord" };
    for (const currentPassword of ["", "feil-passord", "helt-nytt-passord"]) {
      expect(await save(user.id, settings({ ...change, currentPassword }))).toMatchObject({ ok: false });
      expect(await row(user.id)).toEqual(before);
    }
    const here = await createSession(t.db, user.id, false);
    const elsewhere = await createSession(t.db, user.id, true);
    const reset = await createResetToken(t.db, user.email);

    expect(await save(user.id, settings({ ...change, currentPassword: "gammelt-passord" }), here.token)).toEqual({
      ok: true,
      passwordChanged: true,
      emailPending: null,
    });
    expect(await authenticate(t.db, user.email, "helt-nytt-passord")).toEqual(user);
    expect(await authenticate(t.db, user.email, "gammelt-passord")).toBeNull();
    expect(await findSessionUser(t.db, here.token)).toMatchObject({ id: user.id });
    expect(await findSessionUser(t.db, elsewhere.token)).toBeNull();
    expect(await isResetTokenUsable(t.db, reset!.token)).toBe(false);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual(["Passordet ditt er endret"]);
  });

  it("answers a change to another account's address like any other, telling that address instead (a few times an hour)", async () => {
    const other = await newUser();
    const user = await newUser("riktig-passord");
    const before = await row(user.id);
    const input = settings({
      name: "Endret",
      email: ` ${other.email.toUpperCase()} `,
      currentPassword: "riktig-passord",
    });
    for (let i = 0; i < 4; i++) {
      expect(await save(user.id, input)).toEqual({ ok: true, passwordChanged: false, emailPending: other.email });
    }
    expect(await row(user.id)).toEqual({ ...before, name: "Endret", notifyVoucherReminders: false });
    const toOther = await mailsTo(other.email);
    expect(toOther.map((m) => m.subject)).toEqual(Array(3).fill("Noen prøvde å bruke e-postadressen din"));
    expect(toOther.every((m) => !linkToken(m.text))).toBe(true);
  });

  it("lets exactly one of two accounts take the same new e-mail when both follow their links at once", async () => {
    const [a, b] = [await newUser("passord-a-123"), await newUser("passord-b-123")];
    const target = newEmail("kapplop");
    await save(a.id, settings({ email: target, currentPassword: "passord-a-123" }));
    await save(b.id, settings({ email: target, currentPassword: "passord-b-123" }));
    const tokens = (await mailsTo(target)).map((m) => linkToken(m.text)!);
    expect(tokens).toHaveLength(2);
    const results = await Promise.all(tokens.map((token) => confirmEmail(t.db, mailer, token, ctx)));
    expect(results).toContainEqual({ ok: true, kind: "changed", email: target, ordersAttached: 0 });
    expect(results).toContainEqual({ ok: false, reason: "taken" });
    expect(await t.db.select().from(users).where(eq(users.email, target))).toHaveLength(1);
  });
});

describe("loadAccountSettings", () => {
  /** What the settings page read before, in two queries. */
  async function twoQueries(id: string) {
    const [user, dealAlerts] = await Promise.all([getUser(t.db, id), getDealAlerts(t.db, id)]);
    return {
      name: user!.name,
      email: user!.email,
      notifyDealAlerts: user!.notifyDealAlerts,
      notifyVoucherReminders: user!.notifyVoucherReminders,
      notifyNewsletter: user!.notifyNewsletter,
      dealAlerts,
    };
  }

  it("says what getUser and getDealAlerts say: no alerts, alerts waiting for their link, confirmed ones", async () => {
    const user = await newUser();
    expect(await loadAccountSettings(t.db, user.id)).toEqual(await twoQueries(user.id));
    expect((await loadAccountSettings(t.db, user.id))?.dealAlerts).toBeNull();

    await t.db.update(users).set({ notifyDealAlerts: true, notifyNewsletter: true }).where(eq(users.id, user.id));
    await t.db
      .insert(dealAlertSubscriptions)
      .values({ userId: user.id, cities: ["Bergen", "Tromsø"], categoryIds: ["beauty-spa"] });
    const waiting = await loadAccountSettings(t.db, user.id);
    expect(waiting).toEqual(await twoQueries(user.id));
    expect(waiting?.dealAlerts).toEqual({
      cities: ["Bergen", "Tromsø"],
      categoryIds: ["beauty-spa"],
      confirmed: false,
    });

    await t.db
      .update(dealAlertSubscriptions)
      .set({ confirmedAt: new Date(), cities: [], categoryIds: [] })
      .where(eq(dealAlertSubscriptions.userId, user.id));
    const confirmed = await loadAccountSettings(t.db, user.id);
    expect(confirmed).toEqual(await twoQueries(user.id));
    expect(confirmed?.dealAlerts).toEqual({ cities: [], categoryIds: [], confirmed: true });
  });

  it("finds no account for an unknown id", async () => {
    expect(await loadAccountSettings(t.db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });
});
