// Deal alerts on PostgreSQL: double opt-in, one digest a day across copies, only the chosen
// cities and categories and only deals new since the last digest, and the one-click unsubscribe.
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMailer, TEST_ORIGIN } from "../../tests/support/shop-services";
import { setupTestDatabase } from "../../tests/support/test-database";
import { createCustomer, createDeal, createPartner } from "#domain/demo/factories.server";
import { createSigner } from "#domain/platform/signing.server";
import { addLocation, locationSchema, replaceDealLocations } from "#domain/partners/locations.server";
import { mailMessages } from "#db/schema.server";
import {
  applyDealAlertChoice,
  confirmDealAlerts,
  sendDealAlertDigests,
  unsubscribeDealAlerts,
  type DealAlertChoice,
} from "./deal-alerts.server";

const t = setupTestDatabase({ seeded: true });
const mailer = outboxMailer();
const signer = createSigner("test secret for deal alerts");
const DAY = 86_400_000;
let counter = 0;

async function customerWithAlerts(choice: DealAlertChoice, language: "no" | "en" = "no") {
  const customer = await createCustomer(t.db, { name: "Kari", email: `varsler.${++counter}@example.no` });
  await t.db.transaction((tx) =>
    applyDealAlertChoice(tx, mailer, signer, customer, { on: true, ...choice }, { language, origin: TEST_ORIGIN }),
  );
  return customer;
}

const mailsTo = (email: string) =>
  t.db
    .select({ subject: mailMessages.subject, text: mailMessages.text, headers: mailMessages.headers })
    .from(mailMessages)
    .where(eq(mailMessages.to, email))
    .orderBy(asc(mailMessages.createdAt), asc(mailMessages.id));

const digestsTo = async (email: string) => (await mailsTo(email)).filter((m) => m.subject.includes("nye tilbud"));

async function confirmFromMail(email: string) {
  const mail = (await mailsTo(email)).find((m) => m.subject.startsWith("Bekreft tilbudsvarsler"));
  const token = /\/deal-alerts\/confirm\/([^\s/"<]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`No confirmation link to ${email}`);
  expect(await confirmDealAlerts(t.db, signer, token)).toBe("confirmed");
}

describe("deal alerts", () => {
  it("sends nothing before the e-mailed link confirms the alerts, and the new deals after", async () => {
    const { partnerId } = await createPartner(t.db);
    const kari = await customerWithAlerts({ cities: ["Varselby"], categoryIds: [] });
    const early = await createDeal(t.db, partnerId, { city: "Varselby", title: "Tidlig tilbud i Varselby" });

    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN);
    expect(await digestsTo(kari.email)).toEqual([]);

    await confirmFromMail(kari.email);
    const fresh = await createDeal(t.db, partnerId, { city: "Varselby", title: "Ferskt tilbud i Varselby" });
    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN);
    const [digest, ...more] = await digestsTo(kari.email);
    expect(more).toEqual([]);
    expect(digest!.text).toContain(fresh.title);
    expect(digest!.text).toContain(`/deal/${fresh.id}`);
    expect(digest!.text).not.toContain(early.title);
  });

  it("sends one digest a day although two copies run at once; the next day's has only what is new since", async () => {
    const { partnerId } = await createPartner(t.db);
    const ola = await customerWithAlerts({ cities: ["Dagby"], categoryIds: [] });
    await confirmFromMail(ola.email);
    const first = await createDeal(t.db, partnerId, { city: "Dagby", title: "Første tilbud i Dagby" });

    const now = new Date();
    await Promise.all([
      sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN, now),
      sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN, now),
    ]);
    expect(await digestsTo(ola.email)).toHaveLength(1);

    const second = await createDeal(t.db, partnerId, { city: "Dagby", title: "Andre tilbud i Dagby" });
    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN, new Date());
    expect(await digestsTo(ola.email)).toHaveLength(1);

    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN, new Date(Date.now() + DAY));
    const digests = await digestsTo(ola.email);
    expect(digests).toHaveLength(2);
    expect(digests[1]!.text).toContain(second.title);
    expect(digests[1]!.text).not.toContain(first.title);

    // Nothing new: no mail at all.
    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN, new Date(Date.now() + 2 * DAY));
    expect(await digestsTo(ola.email)).toHaveLength(2);
  });

  it("has only live deals in the chosen cities and categories", async () => {
    const { partnerId } = await createPartner(t.db);
    const per = await customerWithAlerts({ cities: ["Matby", "Annenby"], categoryIds: ["dining"] });
    await confirmFromMail(per.email);
    const match = await createDeal(t.db, partnerId, { city: "Matby", categoryId: "dining", title: "Middag i Matby" });
    const other = await createDeal(t.db, partnerId, {
      city: "Annenby",
      categoryId: "dining",
      title: "Lunsj i Annenby",
    });
    const wrongCity = await createDeal(t.db, partnerId, { city: "Oslo", categoryId: "dining", title: "Middag i Oslo" });
    const wrongCategory = await createDeal(t.db, partnerId, {
      city: "Matby",
      categoryId: "fitness",
      title: "Trening i Matby",
    });
    const notStarted = await createDeal(t.db, partnerId, {
      city: "Matby",
      categoryId: "dining",
      title: "Middag i Matby neste uke",
      startsAt: new Date(Date.now() + 7 * DAY),
    });
    const draft = await createDeal(t.db, partnerId, {
      city: "Matby",
      categoryId: "dining",
      title: "Utkast i Matby",
      status: "draft",
    });

    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN);
    const [digest] = await digestsTo(per.email);
    expect(digest!.subject).toBe("2 nye tilbud for deg");
    expect(digest!.text).toContain(match.title);
    expect(digest!.text).toContain(other.title);
    for (const never of [wrongCity, wrongCategory, notStarted, draft]) expect(digest!.text).not.toContain(never.title);
  });

  it("has a new deal sold at a location in a chosen city, though the deal's own city is another", async () => {
    const { partnerId } = await createPartner(t.db);
    const filial = await addLocation(
      t.db,
      partnerId,
      locationSchema.parse({ name: "Filialen", address: "Torget 2", postalCode: "5003", city: "Filialby" }),
    );
    const elsewhere = await addLocation(
      t.db,
      partnerId,
      locationSchema.parse({ name: "Andre steder", address: "Gata 3", postalCode: "0355", city: "Fjernby" }),
    );
    const siri = await customerWithAlerts({ cities: ["Filialby"], categoryIds: [] });
    await confirmFromMail(siri.email);
    const soldThere = await createDeal(t.db, partnerId, { city: "Hovedby", title: "Hovedbys tilbud, også i Filialby" });
    await t.db.transaction((tx) => replaceDealLocations(tx, partnerId, soldThere.id, [filial.id, elsewhere.id]));
    const notThere = await createDeal(t.db, partnerId, { city: "Hovedby", title: "Bare i Fjernby" });
    await t.db.transaction((tx) => replaceDealLocations(tx, partnerId, notThere.id, [elsewhere.id]));

    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN);
    const [digest, ...more] = await digestsTo(siri.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("1 nye tilbud for deg");
    expect(digest!.text).toContain(soldThere.title);
    expect(digest!.text).not.toContain(notThere.title);
  });

  it("links an English subscriber to the English pages to confirm and to stop", async () => {
    const { partnerId } = await createPartner(t.db);
    const emma = await customerWithAlerts({ cities: ["Engby"], categoryIds: [] }, "en");
    const [confirmation] = await mailsTo(emma.email);
    const confirmToken = /\/en\/deal-alerts\/confirm\/([^\s/"<]+)/.exec(confirmation?.text ?? "")?.[1];
    expect(confirmToken, "an English confirmation link").toBeDefined();
    expect(await confirmDealAlerts(t.db, signer, confirmToken!)).toBe("confirmed");
    await createDeal(t.db, partnerId, { city: "Engby" });
    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN);
    const digest = (await mailsTo(emma.email)).at(-1);
    expect(digest?.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(new RegExp(`^<${TEST_ORIGIN}/en/deal-alerts/unsubscribe/`)) as unknown,
    });
  });

  it("stops with the digest's unsubscribe link, without signing in; a tampered link does nothing", async () => {
    const { partnerId } = await createPartner(t.db);
    const liv = await customerWithAlerts({ cities: ["Avby"], categoryIds: [] });
    await confirmFromMail(liv.email);
    await createDeal(t.db, partnerId, { city: "Avby" });
    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN);
    const [digest] = await digestsTo(liv.email);
    const token = /\/deal-alerts\/unsubscribe\/([^\s/"<]+)/.exec(digest!.text)?.[1];
    if (!token) throw new Error("No unsubscribe link");
    expect(digest!.headers).toMatchObject({
      "List-Unsubscribe": `<${TEST_ORIGIN}/deal-alerts/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(await unsubscribeDealAlerts(t.db, signer, tampered)).toBe("invalid");
    expect(await unsubscribeDealAlerts(t.db, signer, `${crypto.randomUUID()}.${token.split(".")[1]}`)).toBe("invalid");
    await createDeal(t.db, partnerId, { city: "Avby" });
    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN, new Date(Date.now() + DAY));
    expect(await digestsTo(liv.email)).toHaveLength(2);

    expect(await unsubscribeDealAlerts(t.db, signer, token)).toBe("unsubscribed");
    await createDeal(t.db, partnerId, { city: "Avby" });
    await sendDealAlertDigests(t.db, mailer, signer, TEST_ORIGIN, new Date(Date.now() + 2 * DAY));
    expect(await digestsTo(liv.email)).toHaveLength(2);
  });
});
