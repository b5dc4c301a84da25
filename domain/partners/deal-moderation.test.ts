// Moderation by version on a real database: an admin's approval applies exactly the version the
// admin reviewed, is refused when the partner submitted a newer one since, and an edit of a live
// deal leaves the approved content and prices on sale (deal page, cart) until it is approved, also
// when the edit and the approval arrive at the same moment.
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog, dealRevisions, deals, mailMessages } from "#db/schema.server";
import { getDeal } from "#domain/catalog/catalog.server";
import { priceCart } from "#domain/checkout/checkout.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { storeImage } from "#domain/platform/images.server";
import { createMailer } from "#domain/platform/mail.server";
import { createPartner } from "#domain/demo/factories.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { osloDay, parseDealInput } from "./deal-input.server";
import { decideDeal, listDealsForReview } from "./deal-moderation.server";
import { rememberPartnerLanguage } from "./partner-language.server";
import { liveSnapshot, pendingRevision } from "./deal-revisions.server";
import { createDeal, getDealForEdit, updateDeal, type PartnerRef } from "./partner-deals.server";

const test = setupTestDatabase({ seeded: true });
const now = new Date();
const day = (offsetDays: number) => osloDay(new Date(now.getTime() + offsetDays * 86_400_000));
const outbox = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");

const fields = (changes: Record<string, string> = {}): Record<string, string> => ({
  title: "Ansiktsbehandling 60 min",
  description: "Rens, peeling og maske.",
  categoryId: "beauty-spa",
  city: "Oslo",
  address: "Karl Johans gate 1",
  finePrint: "Bestill time på forhånd.",
  originalPrice: "199",
  discountedPrice: "99",
  basicEnabled: "on",
  premiumEnabled: "on",
  startsAt: day(0),
  endsAt: day(30),
  originalPriceConfirmed: "on",
  ...changes,
});

function input(changes: Record<string, string> = {}) {
  const parsed = parseDealInput(fields(changes), ["beauty-spa", "dining"], now);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

async function picture(background: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
  const stored = await storeImage(test.db, png, null);
  if (!stored.ok) throw new Error("no image");
  return stored.hash;
}

async function partner(): Promise<PartnerRef & { email: string }> {
  const created = await createPartner(test.db);
  return { id: created.partnerId, userId: created.userId, email: created.email };
}

async function admin() {
  const account = await registerAccount(
    test.db,
    { name: "Admin", email: `admin-${crypto.randomUUID()}@example.no`, password: "passord-123" },
    "admin",
  );
  if (!account.ok) throw new Error("no admin");
  return account.user.id;
}

const decide = (adminId: string, revisionId: number, reason?: string) =>
  decideDeal(test.db, outbox, {
    adminId,
    revisionId,
    decision: reason === undefined ? { approve: true } : { approve: false, reason },
    origin: "https://x.test",
  });

/** What the admin's page shows for the deal: the version waiting, as listed. */
async function opened(dealId: number) {
  const shown = (await listDealsForReview(test.db)).find((d) => d.dealId === dealId);
  if (!shown) throw new Error("not on the admin's page");
  return shown;
}

/** A deal of a new partner, approved and on sale at 99 kr. */
async function liveDeal() {
  const owner = await partner();
  const created = await createDeal(test.db, owner, input(), await picture("#c33"));
  if (!created.ok) throw new Error(created.reason);
  const adminId = await admin();
  expect(await decide(adminId, (await opened(created.dealId)).revisionId)).toEqual({ ok: true, edit: false });
  return { owner, dealId: created.dealId, adminId };
}

const basicCart = (dealId: number) => priceCart(test.db, "no", [{ dealId, packageKind: "basic", quantity: 1 }]);

describe("approving a version", () => {
  it("refuses to approve a new deal the partner changed after the admin opened it, and applies the version approved", async () => {
    const owner = await partner();
    const created = await createDeal(test.db, owner, input(), await picture("#c33"));
    if (!created.ok) throw new Error(created.reason);
    const adminId = await admin();
    const shown = await opened(created.dealId);
    expect(shown.snapshot).toMatchObject({
      discountedPriceOre: 9_900,
      packages: [{ kind: "basic", priceOre: 9_900 }, {}],
    });

    // The partner raises the basic package to 9 999 kr while the admin looks at 99 kr.
    const raised = input({ basicPrice: "9999" });
    expect(await updateDeal(test.db, owner, created.dealId, raised, null)).toMatchObject({ ok: true });
    expect(await decide(adminId, shown.revisionId)).toEqual({ ok: false, reason: "changedSinceOpened" });
    expect(await getDeal(test.db, "no", created.dealId)).toBeUndefined();

    const again = await opened(created.dealId);
    expect(again.number).toBe(2);
    expect(again.snapshot.packages.find((p) => p.kind === "basic")?.priceOre).toBe(999_900);
    expect(await decide(adminId, again.revisionId)).toEqual({ ok: true, edit: false });
    const live = await getDeal(test.db, "no", created.dealId);
    expect(live?.packages.find((p) => p.kind === "basic")?.priceOre).toBe(999_900);
  });

  it("refuses a version that caps sales below what is already sold, and keeps the deal as it is", async () => {
    const { owner, dealId, adminId } = await liveDeal();
    await test.db.update(deals).set({ unitsSold: 5 }).where(eq(deals.id, dealId));
    await updateDeal(test.db, owner, dealId, input({ unitsCap: "3" }), null);
    const shown = await opened(dealId);
    expect(await decide(adminId, shown.revisionId)).toEqual({ ok: false, reason: "capBelowSold", cap: 3, sold: 5 });
    expect((await liveSnapshot(test.db, dealId))?.unitsCap).toBeNull();
    expect((await pendingRevision(test.db, dealId))?.id).toBe(shown.revisionId);
  });

  it("applies exactly the snapshot reviewed: texts, place, picture, dates, limits and every package", async () => {
    const { owner, dealId, adminId } = await liveDeal();
    const newPicture = await picture("#3c3");
    const edit = input({
      title: "Ansiktsbehandling 90 min",
      titleEn: "Facial 90 min",
      description: "Rens, peeling, maske og massasje.",
      finePrint: "Avbestilling senest 24 timer før.",
      categoryId: "dining",
      city: "Bergen",
      address: "Bryggen 1",
      originalPrice: "1500",
      discountedPrice: "700",
      premiumEnabled: "",
      groupEnabled: "on",
      groupPrice: "650",
      groupMin: "6",
      basicDays: "90",
      unitsCap: "40",
      perCustomerLimit: "2",
      endsAt: day(45),
    });
    expect(await updateDeal(test.db, owner, dealId, edit, newPicture)).toMatchObject({
      ok: true,
      awaitingReview: true,
    });
    const shown = await opened(dealId);
    expect(await decide(adminId, shown.revisionId)).toEqual({ ok: true, edit: true });

    expect(await liveSnapshot(test.db, dealId)).toEqual(shown.snapshot);
    expect(shown.snapshot).toMatchObject({
      title: "Ansiktsbehandling 90 min",
      imageSrc: `/uploads/${newPicture}.webp`,
      categoryId: "dining",
      unitsCap: 40,
      perCustomerLimit: 2,
      packages: [
        { kind: "basic", priceOre: 70_000, validityDays: 90, minQuantity: 1 },
        { kind: "group", priceOre: 65_000, validityDays: 45, minQuantity: 6 },
      ],
    });
    const [revision] = await test.db.select().from(dealRevisions).where(eq(dealRevisions.id, shown.revisionId));
    expect(revision).toMatchObject({ status: "approved", decidedByUserId: adminId });
    const [audit] = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "deal.revision.approve"), eq(auditLog.subjectId, String(dealId))));
    expect(audit?.actorUserId).toBe(adminId);
    expect(audit?.details).toMatchObject({ revisionId: shown.revisionId, revision: 2 });
  });
});

describe("an edit of a live deal", () => {
  it("keeps the approved content and price on the deal page and in the cart until an admin approves it", async () => {
    const { owner, dealId, adminId } = await liveDeal();
    const edit = input({ title: "Ansiktsbehandling 60 min – ny", discountedPrice: "150", basicPrice: "9999" });
    expect(await updateDeal(test.db, owner, dealId, edit, await picture("#33c"))).toEqual({
      ok: true,
      priceChange: "awaitingApproval",
      awaitingReview: true,
    });

    const shown = await getDeal(test.db, "no", dealId);
    expect(shown).toMatchObject({ title: "Ansiktsbehandling 60 min", discountedPriceOre: 9_900, buyable: true });
    expect(shown?.image.src).toBe(`/uploads/${await picture("#c33")}.webp`);
    expect((await basicCart(dealId)).totalOre).toBe(9_900);
    expect(await getDealForEdit(test.db, owner.id, dealId)).toMatchObject({
      review: { status: "pending" },
      values: { title: "Ansiktsbehandling 60 min – ny", basicPrice: "9999" },
    });

    // The admin sees every change, old → new, the package price among them.
    const review = await opened(dealId);
    expect(review.changes).toEqual(
      expect.arrayContaining([
        { field: "title", kind: "text", from: "Ansiktsbehandling 60 min", to: "Ansiktsbehandling 60 min – ny" },
        { field: "discountedPriceOre", kind: "money", from: 9_900, to: 15_000 },
        { field: "basic.priceOre", kind: "money", from: 9_900, to: 999_900 },
        expect.objectContaining({ field: "imageSrc", kind: "image" }),
      ]),
    );

    expect(await decide(adminId, review.revisionId)).toEqual({ ok: true, edit: true });
    expect(await getDeal(test.db, "no", dealId)).toMatchObject({
      title: "Ansiktsbehandling 60 min – ny",
      discountedPriceOre: 15_000,
    });
    expect((await basicCart(dealId)).totalOre).toBe(999_900);
    expect((await getDealForEdit(test.db, owner.id, dealId))?.review).toBeNull();
  });

  it("stays as it was when the admin rejects the edit; the partner sees why, by e-mail too", async () => {
    const { owner, dealId, adminId } = await liveDeal();
    await updateDeal(test.db, owner, dealId, input({ discountedPrice: "49", title: "Gratis nesten" }), null);
    const review = await opened(dealId);
    expect(await decide(adminId, review.revisionId, "Førprisen er ikke dokumentert")).toEqual({ ok: true, edit: true });
    expect(await decide(adminId, review.revisionId)).toEqual({ ok: false, reason: "alreadyDecided" });

    expect(await getDeal(test.db, "no", dealId)).toMatchObject({
      title: "Ansiktsbehandling 60 min",
      discountedPriceOre: 9_900,
      buyable: true,
    });
    expect(await getDealForEdit(test.db, owner.id, dealId)).toMatchObject({
      status: "published",
      review: { status: "rejected", reason: "Førprisen er ikke dokumentert" },
      values: { title: "Ansiktsbehandling 60 min" },
    });
    const mails = await test.db.select().from(mailMessages).where(eq(mailMessages.to, owner.email));
    expect(mails.map((m) => m.subject)).toContain("Endringene i «Gratis nesten» ble ikke godkjent");
    expect(mails.find((m) => m.subject.startsWith("Endringene"))?.text).toContain("Førprisen er ikke dokumentert");
  });

  it("never sells an edit nobody approved when the edit and the approval of the version before arrive at once", async () => {
    const { owner, dealId, adminId } = await liveDeal();
    let price = 100;
    for (let round = 0; round < 6; round += 1) {
      price += 10;
      await updateDeal(test.db, owner, dealId, input({ discountedPrice: String(price) }), null);
      const review = await opened(dealId);
      const before = (await liveSnapshot(test.db, dealId))!.discountedPriceOre;
      const newer = price + 5;
      const [decision, edited] = await Promise.all([
        decide(adminId, review.revisionId),
        updateDeal(test.db, owner, dealId, input({ discountedPrice: String(newer) }), null),
      ]);
      expect(edited).toMatchObject({ ok: true, awaitingReview: true });
      const live = (await liveSnapshot(test.db, dealId))!.discountedPriceOre;
      if (decision.ok) expect(live).toBe(review.snapshot.discountedPriceOre);
      else {
        expect(decision).toEqual({ ok: false, reason: "changedSinceOpened" });
        expect(live).toBe(before);
      }
      expect((await basicCart(dealId)).totalOre).toBe(live);
      // The later edit waits, alone, for the next review.
      expect((await pendingRevision(test.db, dealId))?.snapshot.discountedPriceOre).toBe(newer * 100);
      const waiting = await test.db
        .select()
        .from(dealRevisions)
        .where(and(eq(dealRevisions.dealId, dealId), eq(dealRevisions.status, "pending")));
      expect(waiting).toHaveLength(1);
      price = newer;
    }
  });
});

describe("the decision e-mail", () => {
  it("is written in the partner's language, whatever the admin's page is in", async () => {
    const subjects = async (to: string) =>
      (await test.db.select().from(mailMessages).where(eq(mailMessages.to, to)).orderBy(mailMessages.createdAt)).map(
        (m) => m.subject,
      );
    const adminId = await admin();

    const english = await partner();
    await rememberPartnerLanguage(test.db, english.userId, "en");
    const approved = await createDeal(test.db, english, input(), await picture("#c33"));
    const rejected = await createDeal(test.db, english, input({ title: "Fotpleie 45 min" }), await picture("#3c3"));
    if (!approved.ok || !rejected.ok) throw new Error("no deal");
    expect(await decide(adminId, (await opened(approved.dealId)).revisionId)).toEqual({ ok: true, edit: false });
    expect(await decide(adminId, (await opened(rejected.dealId)).revisionId, "Mangler bilde")).toEqual({
      ok: true,
      edit: false,
    });
    expect(await subjects(english.email)).toEqual([
      "Your deal “Ansiktsbehandling 60 min” is approved",
      "Your deal “Fotpleie 45 min” was not approved",
    ]);

    const norwegian = await partner();
    const denied = await createDeal(test.db, norwegian, input(), await picture("#33c"));
    if (!denied.ok) throw new Error(denied.reason);
    await decide(adminId, (await opened(denied.dealId)).revisionId, "Mangler bilde");
    expect(await subjects(norwegian.email)).toEqual(["Tilbudet «Ansiktsbehandling 60 min» ble ikke godkjent"]);
  });
});
