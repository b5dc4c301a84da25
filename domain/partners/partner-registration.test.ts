import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mailMessages, partnerProfiles, partners, users } from "#db/schema.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { authenticate } from "#domain/accounts/accounts.server";
import { loadImage } from "#domain/platform/images.server";
import { createMailer } from "#domain/platform/mail.server";
import { partnerRegistrationSchema, registerPartner, type PartnerRegistration } from "./partner-registration.server";
import { partnerBusinessSchema } from "./partner-business";
import { PARTNER_AGREEMENT_VERSION } from "./partner-agreement";
import { randomOrgNumber } from "#domain/demo/factories.server";

const database = setupTestDatabase({ seeded: false });
const mailer = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
const ctx = { language: "no" as const, origin: "https://magicdeals.test", support: "hjelp@magicdeals.test" };
const register = (input: PartnerRegistration, logo: Uint8Array | null, now?: Date) =>
  registerPartner(database.db, mailer, input, logo, ctx, now);
const mailsTo = (email: string) =>
  database.db.select().from(mailMessages).where(eq(mailMessages.to, email.toLowerCase()));

function typed(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Fjellbris Kafé",
    orgNumber: randomOrgNumber().replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3"),
    email: `Post+${randomUUID()}@Fjellbris.example.no`,
    phone: "22 33 44 55",
    website: "fjellbris.example.no",
    description: "Kafé på toppen av Fløyen med utsikt over Bergen.",
    city: "Bergen",
    address: "Fløyfjellet 2, 5014 Bergen",
    contactPerson: "Ingrid Fjell",
    plan: "growth",
    password: "hemmelig-passord",
    confirmPassword: "hemmelig-passord",
    acceptAgreement: true,
    ...overrides,
  };
}

const parse = (overrides: Record<string, unknown> = {}): PartnerRegistration =>
  partnerRegistrationSchema.parse(typed(overrides));

function problems(overrides: Record<string, unknown>) {
  const result = partnerRegistrationSchema.safeParse(typed(overrides));
  if (result.success) return {};
  // The first message per field, as the form shows it.
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0] ?? "form")] ??= issue.message;
  return found;
}

describe("partnerRegistrationSchema", () => {
  it("normalises what people type", () => {
    const input = parse({ orgNumber: "948 824 132", phone: "0047 22 33 44 55", website: "fjellbris.example.no" });
    expect(input.orgNumber).toBe("948824132");
    expect(input.phone).toBe("+4722334455");
    expect(input.website).toBe("https://fjellbris.example.no/");
    expect(parse({ website: "" }).website).toBeNull();
    expect(parse({ website: "http://fjellbris.example.no/meny" }).website).toBe("http://fjellbris.example.no/meny");
  });

  it("names every wrong field with its message key", () => {
    expect(problems({ orgNumber: "948824133" })).toEqual({ orgNumber: "orgNumberInvalid" });
    expect(problems({ orgNumber: "94882413" })).toEqual({ orgNumber: "orgNumberInvalid" });
    expect(problems({ phone: "+46 22334455" })).toEqual({ phone: "phoneInvalid" });
    expect(problems({ website: "ftp://fjellbris.example.no" })).toEqual({ website: "websiteInvalid" });
    expect(problems({ website: "ikke en adresse" })).toEqual({ website: "websiteInvalid" });
    expect(problems({ email: "post@" })).toEqual({ email: "invalidEmail" });
    expect(problems({ plan: "gold" })).toEqual({ plan: "planInvalid" });
    expect(problems({ password: "kort", confirmPassword: "kort" })).toEqual({ password: "passwordTooShort" });
    expect(problems({ password: "password1", confirmPassword: "password1" })).toEqual({ password: "passwordCommon" });
    expect(problems({ confirmPassword: "noe annet" })).toEqual({ confirmPassword: "passwordMismatch" });
    const empty = Object.fromEntries(Object.keys(typed()).map((key) => [key, ""]));
    expect(problems({ ...empty, website: "", plan: "starter" })).toEqual({
      name: "required",
      orgNumber: "required",
      email: "required",
      phone: "required",
      description: "required",
      city: "required",
      address: "required",
      contactPerson: "required",
      password: "required",
      confirmPassword: "required",
      acceptAgreement: "agreementRequired",
    });
    expect(problems({ extra: "x" })).toEqual({ form: expect.any(String) });
  });

  it("asks for the partner agreement: a JSON true or a ticked checkbox, nothing else", () => {
    expect(problems({ acceptAgreement: undefined })).toEqual({ acceptAgreement: "agreementRequired" });
    expect(problems({ acceptAgreement: false })).toEqual({ acceptAgreement: "agreementRequired" });
    expect(problems({ acceptAgreement: "off" })).toEqual({ acceptAgreement: "agreementRequired" });
    expect(problems({ acceptAgreement: "on" })).toEqual({});
  });

  it("step 1 is checked on its own", () => {
    const result = partnerBusinessSchema.safeParse({ name: "A", orgNumber: "1", email: "a@b.no", phone: "1" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["orgNumber", "orgNumberInvalid"],
      ["phone", "phoneInvalid"],
    ]);
  });
});

describe("registerPartner", () => {
  it("creates the business account, the pending partner and its profile with a 3-month trial", async () => {
    const input = parse();
    const now = new Date("2026-11-30T10:00:00Z");
    const result = await register(input, null, now);
    expect(result).toMatchObject({ ok: true, outcome: "created" });
    if (!result.ok || !result.partnerId) return;
    const [owner] = await database.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
    expect(owner).toMatchObject({ role: "business", name: "Ingrid Fjell", emailVerifiedAt: null });
    const [partner] = await database.db.select().from(partners).where(eq(partners.id, result.partnerId));
    expect(partner).toMatchObject({
      ownerUserId: owner!.id,
      name: "Fjellbris Kafé",
      orgNumber: input.orgNumber,
      phone: "+4722334455",
      website: "https://fjellbris.example.no/",
      city: "Bergen",
      status: "pending",
    });
    const [profile] = await database.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.partnerId, result.partnerId));
    expect(profile).toMatchObject({
      plan: "growth",
      contactPerson: "Ingrid Fjell",
      logoHash: null,
      agreementVersion: PARTNER_AGREEMENT_VERSION,
      agreementAcceptedAt: now,
    });
    // Month arithmetic clamps to the end of February.
    expect(profile!.trialEndsAt.toISOString()).toBe("2027-02-28T10:00:00.000Z");
    // The password works for signing in, case-insensitively on the e-mail.
    expect(await authenticate(database.db, input.email.toUpperCase(), "hemmelig-passord")).toMatchObject({
      id: owner!.id,
      role: "business",
    });
    // The address gets a link that confirms it.
    const mails = await mailsTo(input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/https:\/\/magicdeals\.test\/verify-email\/[A-Za-z0-9_-]{43}/);
  });

  it("stores the logo re-encoded as WebP and links it to the profile", async () => {
    const png = await sharp({ create: { width: 2400, height: 800, channels: 4, background: "#e11d48" } })
      .png()
      .toBuffer();
    const result = await register(parse(), png);
    if (!result.ok || !result.partnerId) throw new Error(JSON.stringify(result));
    const [profile] = await database.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.partnerId, result.partnerId));
    const image = await loadImage(database.db, profile!.logoHash!);
    const meta = await sharp(image!.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([1600, 533]);
  });

  it("refuses a logo that is not an image or too large, and creates nothing", async () => {
    const input = parse();
    expect(await register(input, Buffer.from("<svg/>"), new Date())).toEqual({
      ok: false,
      errors: { logo: "imageUnreadable" },
    });
    expect(await register(input, new Uint8Array(5 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      errors: { logo: "imageTooLarge" },
    });
    const [user] = await database.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
    expect(user).toBeUndefined();
  });

  it("creates nothing for a known e-mail (any case) or organisation number, and tells only the address given", async () => {
    const first = parse();
    expect(await register(first, null)).toMatchObject({ ok: true, outcome: "created" });
    const knownEmail = parse({ email: first.email.toUpperCase() });
    expect(await register(knownEmail, null)).toEqual({ ok: true, outcome: "emailTaken", partnerId: null });
    const knownOrg = parse({ orgNumber: first.orgNumber });
    expect(await register(knownOrg, null)).toEqual({ ok: true, outcome: "orgNumberTaken", partnerId: null });
    // Both known: the account's owner hears of it, nothing else happens.
    const both = parse({ email: first.email, orgNumber: first.orgNumber });
    expect(await register(both, null)).toEqual({ ok: true, outcome: "emailTaken", partnerId: null });

    expect(await database.db.select().from(partners).where(eq(partners.orgNumber, first.orgNumber))).toHaveLength(1);
    expect(await database.db.select().from(users).where(eq(users.email, knownOrg.email.toLowerCase()))).toEqual([]);
    const toOwner = await mailsTo(first.email);
    expect(toOwner.map((m) => m.subject)).toEqual([
      "Bekreft e-postadressen din hos MagicDeals",
      "Noen prøvde å registrere seg med e-postadressen din",
      "Noen prøvde å registrere seg med e-postadressen din",
    ]);
    const toNewAddress = await mailsTo(knownOrg.email);
    expect(toNewAddress.map((m) => m.subject)).toEqual(["Vi kunne ikke registrere bedriften"]);
    expect(toNewAddress[0]!.text).toContain(first.orgNumber);
    expect(toNewAddress[0]!.text).not.toContain("/verify-email/");
  });

  it("lets exactly one of many concurrent sign-ups with the same e-mail through", async () => {
    const email = `samtidig+${randomUUID()}@example.no`;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => register(parse({ email: i % 2 ? email : email.toUpperCase() }), null)),
    );
    expect(results.filter((r) => r.ok && r.outcome === "created")).toHaveLength(1);
    expect(results.filter((r) => r.ok && r.outcome === "emailTaken")).toHaveLength(11);
    const rows = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it("lets exactly one of many concurrent sign-ups with the same organisation number through", async () => {
    const orgNumber = randomOrgNumber();
    const results = await Promise.all(Array.from({ length: 12 }, () => register(parse({ orgNumber }), null)));
    expect(results.filter((r) => r.ok && r.outcome === "created")).toHaveLength(1);
    expect(results.filter((r) => r.ok && r.outcome === "orgNumberTaken")).toHaveLength(11);
    // The losers' accounts were rolled back with their partner rows.
    const owners = await database.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(partners, eq(partners.ownerUserId, users.id))
      .where(eq(partners.orgNumber, orgNumber));
    expect(owners).toHaveLength(1);
    const orphans = await database.db.execute(
      "SELECT count(*)::int AS n FROM users u WHERE u.role = 'business' AND NOT EXISTS (SELECT 1 FROM partners p WHERE p.owner_user_id = u.id)",
    );
    expect(orphans.rows[0]).toEqual({ n: 0 });
  });
});
