import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { connect } from "#db/connection.server";
import { auditLog, dealPackages, dealPriceChanges, deals, mailMessages, users } from "#db/schema.server";
import { translator } from "#i18n/dictionaries.server";
import { createPartner, createUser } from "#domain/demo/factories.server";
import { getDeal, searchDeals } from "#domain/catalog/catalog.server";
import { priceCart } from "#domain/checkout/checkout.server";
import { dealFiltersSchema } from "#domain/catalog/deal-filters.server";
import { osloDay, parseDealInput, type DealInput } from "./deal-input.server";
import { validDealFields } from "./deal-form-fields.fixture";
import { storeImage } from "#domain/platform/images.server";
import sharp from "sharp";
import { createMailer } from "#domain/platform/mail.server";
import {
  changeDealStatus,
  createDeal,
  getDealForEdit,
  listDealsWithPendingPrices,
  updateDeal,
  type PartnerRef,
} from "./partner-deals.server";
import { decideDeal } from "./deal-moderation.server";
import { latestRevision } from "./deal-revisions.server";

const test = setupTestDatabase({ seeded: true });
const now = new Date();
const day = (offsetDays: number) => osloDay(new Date(now.getTime() + offsetDays * 86_400_000));
const CATEGORIES = ["beauty-spa", "restaurants"];

const validFields = () => validDealFields(day(0), day(30));

function parsed(fields: Record<string, string>): DealInput {
  const result = parseDealInput(fields, CATEGORIES, now);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.input;
}

async function makePartner(status: "approved" | "pending", plan: "starter" | "growth" = "growth") {
  const partner = await createPartner(test.db, { status, plan });
  return { id: partner.partnerId, userId: partner.userId } satisfies PartnerRef;
}

/** A new deal of the partner's, by the rules (pending, within the plan); its id. */
async function newDeal(partner: PartnerRef, fields: Record<string, string> = validFields()): Promise<number> {
  const created = await createDeal(test.db, partner, parsed(fields), await image());
  if (!created.ok) throw new Error(`not created: ${created.reason}`);
  return created.dealId;
}

const outbox = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
/** The admin decides on the deal's newest version (the one its page shows while it waits). */
const revisionOf = async (dealId: number) => (await latestRevision(test.db, dealId))?.id ?? 0;
const approveDeal = async (dealId: number, adminId: string) =>
  decideDeal(test.db, outbox, {
    adminId,
    revisionId: await revisionOf(dealId),
    decision: { approve: true },
    origin: "https://x.test",
  });
const rejectDeal = async (dealId: number, adminId: string, reason: string) =>
  decideDeal(test.db, outbox, {
    adminId,
    revisionId: await revisionOf(dealId),
    decision: { approve: false, reason },
    origin: "https://x.test",
  });
const pauseDeal = (partner: PartnerRef, dealId: number) => changeDealStatus(test.db, partner, dealId, "pause");
const resumeDeal = (partner: PartnerRef, dealId: number) => changeDealStatus(test.db, partner, dealId, "resume");
const endDeal = (partner: PartnerRef, dealId: number) => changeDealStatus(test.db, partner, dealId, "end");

let imageHash = "";
async function image() {
  if (imageHash) return imageHash;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
  const stored = await storeImage(test.db, png, null);
  if (!stored.ok) throw new Error("no image");
  imageHash = stored.hash;
  return imageHash;
}

const adminId = async () => (await createUser(test.db, { role: "admin", name: "Admin" })).id;

describe("deal input", () => {
  it("accepts a complete form, with packages priced by the rules when left blank", () => {
    const input = parsed(validFields());
    expect(input.originalPriceOre).toBe(120_000);
    expect(input.discountedPriceOre).toBe(60_000);
    expect(input.packages).toEqual([
      { kind: "basic", priceOre: 60_000, validityDays: 30, minQuantity: 1 },
      { kind: "premium", priceOre: 90_000, validityDays: 60, minQuantity: 1 },
      { kind: "group", priceOre: 48_000, validityDays: 45, minQuantity: 4 },
    ]);
    expect(input.endsAt.getTime()).toBeGreaterThan(input.startsAt.getTime());
  });

  it("keeps adjusted package prices and validity, and leaves out packages switched off", () => {
    const input = parsed({
      ...validFields(),
      premiumEnabled: "",
      groupPrice: "450",
      groupDays: "90",
      groupMin: "6",
    });
    expect(input.packages).toEqual([
      { kind: "basic", priceOre: 60_000, validityDays: 30, minQuantity: 1 },
      { kind: "group", priceOre: 45_000, validityDays: 90, minQuantity: 6 },
    ]);
  });

  it("names every bad field", () => {
    const result = parseDealInput(
      {
        title: " ",
        description: "x",
        categoryId: "nope",
        city: "Oslo",
        address: "",
        finePrint: "x",
        originalPrice: "500",
        discountedPrice: "600",
        unitsCap: "-3",
        startsAt: day(5),
        endsAt: day(2),
      },
      CATEGORIES,
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        title: "required",
        address: "required",
        categoryId: "categoryUnknown",
        discountedPrice: "discountNotBelow",
        packages: "packageRequired",
        unitsCap: "amountInvalid",
        endsAt: "endBeforeStart",
        originalPriceConfirmed: "confirmRequired",
      },
    });
  });

  it("refuses an end date in the past and prices that are not whole kroner", () => {
    const result = parseDealInput(
      { ...validFields(), startsAt: day(-10), endsAt: day(-1), originalPrice: "12,5x" },
      CATEGORIES,
      now,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toMatchObject({ endsAt: "endInPast", originalPrice: "priceInvalid" });
  });
});

describe("a partner's deals", () => {
  it("saves a new deal as pending, with its price history, and never shows it before approval", async () => {
    const partner = await makePartner("approved");
    const id = await newDeal(partner);
    const [deal] = await test.db.select().from(deals).where(eq(deals.id, id));
    expect(deal).toMatchObject({ status: "pending", imageSrc: `/uploads/${await image()}.webp`, discountPercent: 50 });
    expect(await test.db.select().from(dealPackages).where(eq(dealPackages.dealId, id))).toHaveLength(3);
    const history = await test.db.select().from(dealPriceChanges).where(eq(dealPriceChanges.dealId, id));
    expect(history).toMatchObject([
      { originalPriceOre: 120_000, discountedPriceOre: 60_000, originalPriceConfirmed: true, status: "pending" },
    ]);
    expect(history[0]?.requestedByUserId).toBe(partner.userId);
    expect(await getDeal(test.db, "no", id)).toBeUndefined();

    const admin = await adminId();
    expect(await approveDeal(id, admin)).toMatchObject({ ok: true });
    expect((await getDeal(test.db, "no", id))?.buyable).toBe(true);
    const [approved] = await test.db.select().from(dealPriceChanges).where(eq(dealPriceChanges.dealId, id));
    expect(approved).toMatchObject({ status: "approved", decidedByUserId: admin });
  });

  it("refuses to publish the deal of a partner still awaiting verification", async () => {
    const partner = await makePartner("pending");
    const id = await newDeal(partner);
    expect(await approveDeal(id, await adminId())).toEqual({ ok: false, reason: "partnerNotApproved" });
    expect(await getDeal(test.db, "no", id)).toBeUndefined();
  });

  it("rejects a deal with a reason, and an edit sends it back for approval", async () => {
    const partner = await makePartner("approved");
    const id = await newDeal(partner);
    expect(await rejectDeal(id, await adminId(), "Bildet mangler rettigheter")).toMatchObject({ ok: true });
    const rejected = await getDealForEdit(test.db, partner.id, id);
    expect(rejected).toMatchObject({ status: "rejected", rejectionReason: "Bildet mangler rettigheter" });
    await updateDeal(test.db, partner, id, parsed({ ...validFields(), title: "Ny tittel" }), null);
    expect(await getDealForEdit(test.db, partner.id, id)).toMatchObject({ status: "pending", rejectionReason: null });
  });

  it("holds an edit of a published deal, texts and price, for the admin, then applies it", async () => {
    const partner = await makePartner("approved");
    const id = await newDeal(partner);
    const admin = await adminId();
    await approveDeal(id, admin);

    const edited = { ...validFields(), title: "Ansiktsbehandling 75 min", discountedPrice: "500" };
    expect(await updateDeal(test.db, partner, id, parsed(edited), null)).toEqual({
      ok: true,
      priceChange: "awaitingApproval",
      awaitingReview: true,
    });
    const shown = await getDeal(test.db, "no", id);
    expect(shown).toMatchObject({ title: "Ansiktsbehandling 60 min", discountedPriceOre: 60_000 });
    const [listed] = await listDealsWithPendingPrices(test.db, partner.id);
    expect(listed?.pendingPrice).toEqual({ originalPriceOre: 120_000, discountedPriceOre: 50_000 });
    expect(listed?.changesPending).toBe(true);
    // The form shows the version waiting, so the partner sees what waits.
    expect((await getDealForEdit(test.db, partner.id, id))?.values.discountedPrice).toBe("500");

    expect(await approveDeal(id, admin)).toEqual({ ok: true, edit: true });
    const after = await getDeal(test.db, "no", id);
    // Cut from 600 kr, which it sold at: the discount is from 600 kr, not the ordinary 1 200 kr.
    expect(after).toMatchObject({
      title: "Ansiktsbehandling 75 min",
      discountedPriceOre: 50_000,
      originalPriceOre: 60_000,
      discountPercent: 17,
      beforePriceBasis: "lowest30",
    });
    expect(after?.packages.map((p) => [p.kind, p.priceOre])).toEqual([
      ["basic", 50_000],
      ["premium", 75_000],
      ["group", 40_000],
    ]);
  });

  it("keeps the old price when the admin rejects a price change, and keeps the history", async () => {
    const partner = await makePartner("approved");
    const id = await newDeal(partner);
    const admin = await adminId();
    await approveDeal(id, admin);
    await updateDeal(test.db, partner, id, parsed({ ...validFields(), discountedPrice: "550" }), null);
    await updateDeal(test.db, partner, id, parsed({ ...validFields(), discountedPrice: "400" }), null);
    const history = await test.db
      .select()
      .from(dealPriceChanges)
      .where(eq(dealPriceChanges.dealId, id))
      .orderBy(dealPriceChanges.id);
    expect(history.map((h) => [h.discountedPriceOre, h.status])).toEqual([
      [60_000, "approved"],
      [55_000, "rejected"], // withdrawn by the newer request
      [40_000, "pending"],
    ]);
    expect(await rejectDeal(id, admin, "Førpris ikke dokumentert")).toEqual({ ok: true, edit: true });
    expect((await getDeal(test.db, "no", id))?.discountedPriceOre).toBe(60_000);
  });

  it("pauses, resumes and ends a deal; paused and ended deals cannot be bought", async () => {
    const partner = await makePartner("approved");
    const id = await newDeal(partner);
    expect(await pauseDeal(partner, id)).toEqual({ ok: false, reason: "wrongStatus" });
    await approveDeal(id, await adminId());

    expect(await pauseDeal(partner, id)).toEqual({ ok: true });
    expect(await getDeal(test.db, "no", id)).toBeUndefined();
    const cart = await priceCart(test.db, "no", [{ dealId: id, packageKind: "basic", quantity: 1 }]);
    expect(cart.problems).toEqual([{ dealId: id, packageKind: "basic", reason: "unavailable" }]);

    expect(await resumeDeal(partner, id)).toEqual({ ok: true });
    expect((await getDeal(test.db, "no", id))?.buyable).toBe(true);
    expect(await endDeal(partner, id)).toEqual({ ok: true });
    expect((await getDeal(test.db, "no", id))?.buyable).toBe(false);
    expect(await resumeDeal(partner, id)).toEqual({ ok: false, reason: "wrongStatus" });
    expect(await updateDeal(test.db, partner, id, parsed(validFields()), null)).toEqual({
      ok: false,
      reason: "ended",
    });
  });

  it("keeps a partner within its plan when deals are created, approved, resumed and sent back", async () => {
    const partner = await makePartner("approved", "starter"); // at most 3 deals on the plan
    const admin = await adminId();
    const ids = [await newDeal(partner), await newDeal(partner), await newDeal(partner)];
    // Waiting deals count: a fourth is refused before anything is stored.
    const before = await test.db.$count(deals, eq(deals.partnerId, partner.id));
    expect(await createDeal(test.db, partner, parsed(validFields()), await image())).toEqual({
      ok: false,
      reason: "planLimit",
      maxDeals: 3,
    });
    expect(await test.db.$count(deals, eq(deals.partnerId, partner.id))).toBe(before);
    for (const id of ids) expect(await approveDeal(id, admin)).toMatchObject({ ok: true });

    // A paused deal does not count, so a fourth fits; resuming the paused one then does not.
    expect(await pauseDeal(partner, ids[0]!)).toEqual({ ok: true });
    const fourth = await newDeal(partner);
    expect(await approveDeal(fourth, admin)).toMatchObject({ ok: true });
    expect(await resumeDeal(partner, ids[0]!)).toEqual({ ok: false, reason: "planLimit", maxDeals: 3 });
    expect(await endDeal(partner, fourth)).toEqual({ ok: true });
    expect(await resumeDeal(partner, ids[0]!)).toEqual({ ok: true });

    // A rejected deal, edited, goes back to the admin only when the plan has room for it.
    expect(await endDeal(partner, ids[1]!)).toEqual({ ok: true });
    const rejected = await newDeal(partner);
    expect(await rejectDeal(rejected, admin, "Mangler bilde av lokalet")).toMatchObject({ ok: true });
    await newDeal(partner);
    expect(await updateDeal(test.db, partner, rejected, parsed(validFields()), null)).toEqual({
      ok: false,
      reason: "planLimit",
      maxDeals: 3,
    });
    expect(await getDealForEdit(test.db, partner.id, rejected)).toMatchObject({ status: "rejected" });
  });

  it("lets exactly the plan's number of deals through when ten are created at once", async () => {
    const partner = await makePartner("approved", "starter");
    const input = parsed(validFields());
    const hash = await image();
    const connection = connect(test.url, { max: 12 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => createDeal(connection.db, partner, input, hash)),
    ).finally(() => connection.close());
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toEqual(Array(7).fill({ ok: false, reason: "planLimit", maxDeals: 3 }));
    expect(await test.db.$count(deals, eq(deals.partnerId, partner.id))).toBe(3);
    // What the deal editor answers the other seven, in either language.
    for (const lang of ["no", "en"] as const)
      expect(translator(lang)("dealEditor.refused.planLimit", { count: 3 })).toMatch(/ 3 /);
  });

  it("records who paused, resumed and ended a deal, and who decided on it", async () => {
    const partner = await makePartner("approved");
    const admin = await adminId();
    const id = await newDeal(partner);
    await approveDeal(id, admin);
    await pauseDeal(partner, id);
    await resumeDeal(partner, id);
    await endDeal(partner, id);
    // Refused moves leave no entry.
    await pauseDeal(partner, id);
    const entries = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "deal"), eq(auditLog.subjectId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorUserId, e.details])).toEqual([
      ["deal.approve", admin, { from: "pending", to: "published", revision: 1, revisionId: expect.any(Number) }],
      ["deal.pause", partner.userId, { from: "published", to: "paused" }],
      ["deal.resume", partner.userId, { from: "paused", to: "published" }],
      ["deal.end", partner.userId, { from: "published", to: "ended" }],
    ]);
  });

  it("tells the partner by e-mail when a deal is approved or rejected, once", async () => {
    const partner = await makePartner("approved");
    const [owner] = await test.db.select().from(users).where(eq(users.id, partner.userId));
    const admin = await adminId();
    const approved = await newDeal(partner, { ...validFields(), title: "Godkjent behandling" });
    const rejected = await newDeal(partner, { ...validFields(), title: "Avvist behandling" });
    // Two admins click at once: one decision, one e-mail.
    const decisions = await Promise.all([approveDeal(approved, admin), approveDeal(approved, admin)]);
    expect(decisions).toContainEqual({ ok: true, edit: false });
    expect(decisions).toContainEqual({ ok: false, reason: "alreadyDecided" });
    expect(await rejectDeal(rejected, admin, "Bildet viser ikke behandlingen")).toMatchObject({ ok: true });
    expect(await rejectDeal(rejected, admin, "Igjen")).toEqual({ ok: false, reason: "alreadyDecided" });

    const mails = await test.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, owner!.email))
      .orderBy(mailMessages.createdAt);
    expect(mails.map((m) => m.subject)).toEqual([
      "Tilbudet «Godkjent behandling» er godkjent",
      "Tilbudet «Avvist behandling» ble ikke godkjent",
    ]);
    expect(mails[0]!.text).toContain(`https://x.test/deal/${approved}`);
    expect(mails[1]!.text).toContain("Begrunnelse: Bildet viser ikke behandlingen");
    expect(mails[1]!.text).toContain(`https://x.test/business/deals/${rejected}/edit`);
  });

  it("keeps partners apart: B can neither see nor change A's deal", async () => {
    const a = await makePartner("approved");
    const b = await makePartner("approved");
    const id = await newDeal(a);
    await approveDeal(id, await adminId());

    expect(await getDealForEdit(test.db, b.id, id)).toBeNull();
    expect((await listDealsWithPendingPrices(test.db, b.id)).map((d) => d.id)).not.toContain(id);
    expect(await updateDeal(test.db, b, id, parsed({ ...validFields(), title: "Kapret" }), null)).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await pauseDeal(b, id)).toEqual({ ok: false, reason: "notFound" });
    expect(await endDeal(b, id)).toEqual({ ok: false, reason: "notFound" });
    expect(await resumeDeal(b, id)).toEqual({ ok: false, reason: "notFound" });
    const [deal] = await test.db.select().from(deals).where(eq(deals.id, id));
    expect(deal).toMatchObject({ title: "Ansiktsbehandling 60 min", status: "published" });
  });

  it("hides a published deal until its start date, in the catalogue and at checkout", async () => {
    const partner = await makePartner("approved");
    const id = await newDeal(partner, {
      ...validFields(),
      title: "Fremtidig stjernetilbud",
      startsAt: day(3),
      endsAt: day(20),
    });
    await approveDeal(id, await adminId());
    expect(await getDeal(test.db, "no", id)).toBeUndefined();
    const search = await searchDeals(test.db, "no", dealFiltersSchema.parse({ q: "stjernetilbud" }));
    expect(search.deals.map((d) => d.id)).not.toContain(id);
    const cart = await priceCart(test.db, "no", [{ dealId: id, packageKind: "basic", quantity: 1 }]);
    expect(cart.problems).toHaveLength(1);

    const later = new Date(now.getTime() + 5 * 86_400_000);
    expect((await getDeal(test.db, "no", id, later))?.buyable).toBe(true);
    const laterCart = await priceCart(test.db, "no", [{ dealId: id, packageKind: "basic", quantity: 1 }], later);
    expect(laterCart.problems).toEqual([]);
  });
});
