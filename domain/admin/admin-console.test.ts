// The admin console's domain: every action does its work and leaves an audit entry.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  consultations,
  contactMessages,
  mailMessages,
  newsletterSubscribers,
  partnerProfiles,
  partners,
  users,
  vouchers,
} from "#db/schema.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { createCustomer, createPartner, createPartners } from "#domain/demo/factories.server";
import { rememberPartnerLanguage } from "#domain/partners/partner-language.server";
import { searchCustomers, searchOrders, voidVoucher } from "./admin-records.server";
import { listInbox, replyToInboxItem, setInboxStatus } from "#domain/inbox/inbox.server";
import { createMailer } from "#domain/platform/mail.server";
import { newsletterCsv } from "#domain/platform/outbox.server";
import { decidePartner, listPartnersForAdmin } from "#domain/partners/partner-moderation.server";
import { refundVoucherAsAdmin, REFUND_DAYS } from "#domain/vouchers/refunds.server";
import { setupTestShop } from "../../tests/support/buy-vouchers";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const outbox = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");

async function admin() {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  return row!.id;
}

async function auditFor(subjectId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
}

async function boughtVoucher() {
  const email = `admin-test-${crypto.randomUUID()}@example.no`;
  const account = await createCustomer(t.db, { name: "Per Hansen", email });
  const order = await shop.buy(t.db, {
    lines: [{ dealId: 12, packageKind: "basic", quantity: 1 }],
    email,
    userId: account.id,
    language: "no",
  });
  if (!order.ok) throw new Error(order.reason);
  const [voucher] = await t.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
  return { email, voucher: voucher!, userId: account.id };
}

const decide = (adminId: string, partnerId: string, decision: { approve: true } | { approve: false; reason: string }) =>
  decidePartner(t.db, outbox, {
    adminId,
    partnerId,
    decision,
    dashboardUrl: "https://x.test/business/dashboard",
  });

let orgCounter = 0;
async function pendingPartner(name: string, createdAt = new Date()) {
  const [row] = await t.db
    .insert(partners)
    .values({
      name,
      orgNumber: `98${String(++orgCounter).padStart(7, "0")}`,
      email: `post-${crypto.randomUUID()}@example.no`,
      phone: "+4722334455",
      city: "Bergen",
      address: "Torget 1",
      descriptionNo: "Test",
      status: "pending",
      createdAt,
    })
    .returning({ id: partners.id, email: partners.email });
  return row!;
}

describe("partner verification", () => {
  it("approves and rejects with the reason kept, the business told, and both audited", async () => {
    const adminId = await admin();
    const [pending] = await createPartners(t.db, [
      { name: "Testbakeriet AS", email: "post@testbakeriet.no", city: "Bergen", status: "pending" },
    ]);
    const rejected = await decide(adminId, pending!.id, { approve: false, reason: "Mangler firmaattest" });
    expect(rejected).toMatchObject({ ok: true, partner: { name: "Testbakeriet AS", email: "post@testbakeriet.no" } });
    const [profile] = await t.db.select().from(partnerProfiles).where(eq(partnerProfiles.partnerId, pending!.id));
    expect(profile?.rejectionReason).toBe("Mangler firmaattest");

    expect(await decide(adminId, pending!.id, { approve: true })).toMatchObject({ ok: true });
    const [after] = await t.db.select().from(partners).where(eq(partners.id, pending!.id));
    expect(after?.status).toBe("approved");
    expect((await auditFor(pending!.id)).map((e) => [e.action, e.actorUserId, e.details])).toEqual([
      ["partner.reject", adminId, { from: "pending", to: "rejected", reason: "Mangler firmaattest" }],
      ["partner.approve", adminId, { from: "rejected", to: "approved" }],
    ]);
    // The business is told each decision (no owner account here: its own address).
    const mails = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, "post@testbakeriet.no"))
      .orderBy(mailMessages.createdAt);
    expect(mails.map((m) => m.subject)).toEqual([
      "Registreringen av Testbakeriet AS ble ikke godkjent",
      "Testbakeriet AS er godkjent på MagicDeals",
    ]);
    expect(mails[0]!.text).toContain("Mangler firmaattest");
    expect(mails[1]!.text).toContain("https://x.test/business/dashboard");
    expect(await decide(adminId, "not-a-uuid", { approve: true })).toEqual({ ok: false, reason: "notFound" });
    expect(await decide(adminId, crypto.randomUUID(), { approve: true })).toEqual({ ok: false, reason: "notFound" });
  });

  it("writes the decision e-mail in the partner's language, not the admin's", async () => {
    const adminId = await admin();
    const english = await createPartner(t.db, { name: "English Bakery AS", status: "pending" });
    await rememberPartnerLanguage(t.db, english.userId, "en");
    const norwegian = await createPartner(t.db, { name: "Norsk Bakeri AS", status: "pending" });
    expect(await decide(adminId, english.partnerId, { approve: false, reason: "Mangler firmaattest" })).toMatchObject({
      ok: true,
    });
    expect(await decide(adminId, english.partnerId, { approve: true })).toMatchObject({ ok: true });
    expect(await decide(adminId, norwegian.partnerId, { approve: true })).toMatchObject({ ok: true });
    const subjects = async (to: string) =>
      (await t.db.select().from(mailMessages).where(eq(mailMessages.to, to)).orderBy(mailMessages.createdAt)).map(
        (m) => m.subject,
      );
    expect(await subjects(english.email)).toEqual([
      "The registration of English Bakery AS was not approved",
      "English Bakery AS is approved on MagicDeals",
    ]);
    expect(await subjects(norwegian.email)).toEqual(["Norsk Bakeri AS er godkjent på MagicDeals"]);
  });

  it("makes one decision and sends one e-mail when two admins approve at once", async () => {
    const adminId = await admin();
    const partner = await pendingPartner("Samtidig Sag AS");
    const results = await Promise.all([
      decide(adminId, partner.id, { approve: true }),
      decide(adminId, partner.id, { approve: true }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results).toContainEqual({ ok: false, reason: "alreadyDecided" });
    expect((await auditFor(partner.id)).map((e) => e.action)).toEqual(["partner.approve"]);
    expect(await t.db.$count(mailMessages, eq(mailMessages.to, partner.email))).toBe(1);
  });

  it("lists waiting businesses first, then the newest", async () => {
    const day = 86_400_000;
    const old = await pendingPartner("Aaa Eldst AS", new Date(Date.now() - 3 * day));
    const newer = await pendingPartner("Zzz Nyest AS", new Date(Date.now() - day));
    const decided = await pendingPartner("Aab Avgjort AS", new Date());
    await decide(await admin(), decided.id, { approve: true });
    const ids = (await listPartnersForAdmin(t.db)).map((p) => p.id);
    const position = (id: string) => ids.indexOf(id);
    expect(position(newer.id)).toBeLessThan(position(old.id));
    expect(position(old.id)).toBeLessThan(position(decided.id));
    // Every waiting business comes before every decided one.
    const statuses = (await listPartnersForAdmin(t.db)).map((p) => p.status);
    expect(statuses.lastIndexOf("pending")).toBeLessThan(statuses.indexOf("approved"));
  });
});

describe("vouchers for customer service", () => {
  it("finds the order by number or e-mail and by customer", async () => {
    const { email, userId } = await boughtVoucher();
    const [byEmail] = await searchOrders(t.db, { query: email.toUpperCase() });
    expect(byEmail?.vouchers).toHaveLength(1);
    const [byNumber] = await searchOrders(t.db, { query: byEmail!.number });
    expect(byNumber?.id).toBe(byEmail!.id);
    expect((await searchOrders(t.db, { userId })).map((o) => o.id)).toEqual([byEmail!.id]);
    expect((await searchCustomers(t.db, email))[0]).toMatchObject({ email, orderCount: 1 });
    // LIKE wildcards in the query are taken literally.
    expect(await searchOrders(t.db, { query: "%" })).toEqual([]);
  });

  it("refunds after the 14-day window when an admin does it, with the reason audited", async () => {
    const { voucher } = await boughtVoucher();
    const later = new Date(Date.now() + (REFUND_DAYS + 30) * 86_400_000);
    const result = await refundVoucherAsAdmin(
      t.db,
      shop.services,
      { voucherId: voucher.id, adminId: await admin(), reason: "Bedriften har lagt ned" },
      later,
    );
    expect(result).toMatchObject({ ok: true });
    const [after] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after?.status).toBe("refunded");
    expect(await auditFor(voucher.id)).toMatchObject([
      { action: "voucher.refund", details: { reason: "Bedriften har lagt ned" } },
    ]);
  });

  it("cancels an active voucher once, even when two admins click at once", async () => {
    const { voucher } = await boughtVoucher();
    const adminId = await admin();
    const results = await Promise.all(
      [1, 2].map(() => voidVoucher(t.db, { voucherId: voucher.id, adminId, reason: "Svindel" })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: "notActive" });
    expect((await auditFor(voucher.id)).map((e) => e.action)).toEqual(["voucher.void"]);
  });
});

describe("inbox", () => {
  it("answers a contact message by e-mail and marks it handled; a consultation can be marked handled", async () => {
    const adminId = await admin();
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: "Åse", email: "ase@example.no", message: "Hei! Når åpner dere i Tromsø?", language: "no" })
      .returning({ id: contactMessages.id });
    const [booking] = await t.db
      .insert(consultations)
      .values({
        businessName: "Fjordkafé",
        contactName: "Ola",
        email: "ola@example.no",
        phone: "+4791234567",
        date: "2030-01-07",
        slot: "10:00",
        message: "Nettbutikk",
        language: "no",
      })
      .returning({ id: consultations.id });
    expect((await listInbox(t.db, "new")).map((i) => i.id)).toEqual(expect.arrayContaining([message!.id, booking!.id]));

    const sent = await replyToInboxItem(t.db, outbox, {
      kind: "message",
      id: message!.id,
      adminId,
      reply: "Vi åpner i Tromsø i mars.\n\nVelkommen innom!",
      language: "no",
    });
    expect(sent).toEqual({ to: "ase@example.no" });
    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, "ase@example.no")));
    expect(mail).toMatchObject({ subject: "Svar fra MagicDeals", language: "no", status: "outbox" });
    expect(mail!.text).toContain("Hei Åse,\n\nVi åpner i Tromsø i mars.\n\nVelkommen innom!");
    expect(
      await replyToInboxItem(t.db, outbox, {
        kind: "message",
        id: crypto.randomUUID(),
        adminId,
        reply: "Hei",
        language: "no",
      }),
    ).toBeNull();
    expect(await setInboxStatus(t.db, { kind: "consultation", id: booking!.id, status: "handled", adminId })).toBe(
      true,
    );
    const handled = (await listInbox(t.db, "handled")).map((i) => i.id);
    expect(handled).toEqual(expect.arrayContaining([message!.id, booking!.id]));
    expect((await auditFor(message!.id)).map((e) => e.action)).toEqual(["inbox.reply"]);
  });
});

describe("newsletter export", () => {
  it("writes confirmed subscribers as CSV with quoted cells and defuses spreadsheet formulas", async () => {
    const confirmedAt = new Date();
    await t.db.insert(newsletterSubscribers).values([
      { email: "kari@example.no", language: "no", confirmedAt },
      { email: "=cmd|' /C calc'!A0@example.no", language: "en", confirmedAt },
      // Never confirmed (double opt-in): not a subscriber.
      { email: "ubekreftet@example.no", language: "no" },
    ]);
    const csv = await newsletterCsv(t.db);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,language,subscribed_at");
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^kari@example\.no,no,\d{4}-/)]));
    expect(csv).toContain("'=cmd|' /C calc'!A0@example.no,en,");
    expect(csv).not.toMatch(/(^|\n)=/);
    expect(csv).not.toContain("ubekreftet@example.no");
  });
});
