// The deal editor's save as one workflow on a real database: a new deal's image, an image kept
// from a failed try, a published deal's edit waiting for review, an ended deal.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dealPackages, deals } from "#db/schema.server";
import { createPartner } from "#domain/demo/factories.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { osloDay } from "./deal-input.server";
import { validDealFields } from "./deal-form-fields.fixture";
import { saveDealForm } from "./deal-form.server";
import { changeDealStatus, getDealForEdit, submitDraft, type PartnerRef } from "./partner-deals.server";
import { decideDeal, listDealsForReview } from "./deal-moderation.server";
import { pendingRevision } from "./deal-revisions.server";
import { createMailer } from "#domain/platform/mail.server";
import { registerAccount } from "#domain/accounts/accounts.server";

const test = setupTestDatabase({ seeded: true });
const day = (offsetDays: number) => osloDay(new Date(Date.now() + offsetDays * 86_400_000));

const fields = (title: string) => ({ ...validDealFields(day(0), day(30)), title });

const photo = async () =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#36c" } })
      .png()
      .toBuffer(),
  );

async function partner(): Promise<PartnerRef> {
  const created = await createPartner(test.db);
  return { id: created.partnerId, userId: created.userId };
}

async function dealTitled(title: string) {
  const [deal] = await test.db.select().from(deals).where(eq(deals.title, title));
  return deal;
}

describe("saving the deal form", () => {
  it("asks a new deal for an image, and keeps an uploaded one when another field is wrong", async () => {
    const owner = await partner();
    expect(
      await saveDealForm(test.db, owner, null, { fields: fields("Uten bilde"), photos: [], files: [] }),
    ).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { image: "imageRequired" },
    });

    const failed = await saveDealForm(test.db, owner, null, {
      fields: { ...fields("Med bilde"), discountedPrice: "1300" },
      photos: [],
      files: [{ name: "bilde.png", bytes: await photo() }],
    });
    if (failed.ok || failed.reason !== "invalid") throw new Error("expected a field error");
    expect(failed.errors).toEqual({ discountedPrice: "discountNotBelow" });
    const kept = failed.gallery[0]!.src;
    expect(kept).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(failed.values.title).toBe("Med bilde");

    const saved = await saveDealForm(test.db, owner, null, {
      fields: fields("Med bilde"),
      photos: [{ ref: kept, altNo: "", altEn: "" }],
      files: [],
    });
    expect(saved).toMatchObject({ ok: true, saved: "created" });
    expect(await dealTitled("Med bilde")).toMatchObject({
      status: "pending",
      partnerId: owner.id,
      imageSrc: kept,
    });
  });

  it("keeps no photo that is not stored, and names an unreadable file at the image field", async () => {
    const owner = await partner();
    const unknown = await saveDealForm(test.db, owner, null, {
      fields: fields("Falsk bilde"),
      photos: [{ ref: `/uploads/${"0".repeat(32)}.webp`, altNo: "", altEn: "" }],
      files: [],
    });
    expect(unknown).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { image: "imageRequired" },
      gallery: [],
    });
    const unreadable = await saveDealForm(test.db, owner, null, {
      fields: fields("Ikke et bilde"),
      photos: [],
      files: [{ name: "notat.txt", bytes: new TextEncoder().encode("ikke et bilde") }],
    });
    expect(unreadable).toMatchObject({
      ok: false,
      errors: { image: "imageUnreadable" },
      fileProblems: [{ name: "notat.txt", reason: "imageUnreadable" }],
    });
    expect(await dealTitled("Ikke et bilde")).toBeUndefined();
  });

  it("holds a published deal's edit, packages included, for review, and refuses an ended deal", async () => {
    const owner = await partner();
    await saveDealForm(test.db, owner, null, {
      fields: fields("Publisert"),
      photos: [],
      files: [{ name: "bilde.png", bytes: await photo() }],
    });
    const { id } = (await dealTitled("Publisert"))!;
    const admin = await registerAccount(
      test.db,
      { name: "Admin", email: `admin-${crypto.randomUUID()}@example.no`, password: "passord-123" },
      "admin",
    );
    if (!admin.ok) throw new Error("no admin");
    expect(
      await decideDeal(test.db, createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>"), {
        adminId: admin.user.id,
        revisionId: (await pendingRevision(test.db, id))!.id,
        decision: { approve: true },
        origin: "https://magicdeals.test",
      }),
    ).toMatchObject({ ok: true });

    const published = await getDealForEdit(test.db, owner.id, id);
    const posted = { ...fields("Publisert, ny tekst"), premiumEnabled: "", groupEnabled: "", basicPrice: "1" };
    const keptPhotos = published!.gallery.map((p) => ({ ref: p.src, altNo: p.altNo, altEn: p.altEn }));
    expect(await saveDealForm(test.db, owner, published, { fields: posted, photos: keptPhotos, files: [] })).toEqual({
      ok: true,
      saved: "awaitingReview",
      dealId: id,
    });
    // Buyers keep the approved packages and text; the edit waits as a version for an admin.
    const packages = await test.db.select().from(dealPackages).where(eq(dealPackages.dealId, id));
    expect(packages.map((p) => [p.kind, p.priceOre]).sort()).toEqual([
      ["basic", 60_000],
      ["group", 48_000],
      ["premium", 90_000],
    ]);
    expect(await dealTitled("Publisert, ny tekst")).toBeUndefined();
    const waiting = await pendingRevision(test.db, id);
    expect(waiting?.snapshot).toMatchObject({
      title: "Publisert, ny tekst",
      packages: [{ kind: "basic", priceOre: 100 }],
    });
    expect(await getDealForEdit(test.db, owner.id, id)).toMatchObject({
      review: { status: "pending" },
      values: { title: "Publisert, ny tekst", basicPrice: "1" },
    });

    expect(await changeDealStatus(test.db, owner, id, "end")).toMatchObject({ ok: true });
    const ended = await saveDealForm(test.db, owner, published, {
      fields: fields("Etter slutt"),
      photos: keptPhotos,
      files: [],
    });
    expect(ended).toMatchObject({ ok: false, reason: "ended", values: { title: "Etter slutt" } });
    expect(await dealTitled("Etter slutt")).toBeUndefined();
  });

  it("saves a draft to preview (no admin sees it, on no plan), and Send til godkjenning sends it", async () => {
    const owner = await partner();
    const draft = await saveDealForm(
      test.db,
      owner,
      null,
      { fields: fields("Forhåndsvist utkast"), photos: [], files: [{ name: "bilde.png", bytes: await photo() }] },
      new Date(),
      { draft: true },
    );
    if (!draft.ok) throw new Error(draft.reason);
    expect(draft.saved).toBe("draft");
    expect(await dealTitled("Forhåndsvist utkast")).toMatchObject({ id: draft.dealId, status: "draft" });
    expect((await listDealsForReview(test.db)).some((d) => d.dealId === draft.dealId)).toBe(false);

    // Edited again from the preview: still a draft; then sent, once.
    const edited = await getDealForEdit(test.db, owner.id, draft.dealId);
    const keptPhotos = edited!.gallery.map((p) => ({ ref: p.src, altNo: p.altNo, altEn: p.altEn }));
    const again = await saveDealForm(
      test.db,
      owner,
      edited,
      { fields: { ...fields("Forhåndsvist utkast"), discountedPrice: "700" }, photos: keptPhotos, files: [] },
      new Date(),
      { draft: true },
    );
    expect(again).toEqual({ ok: true, saved: "draft", dealId: draft.dealId });
    expect(await dealTitled("Forhåndsvist utkast")).toMatchObject({ status: "draft", discountedPriceOre: 70_000 });
    const other = await partner();
    expect(await submitDraft(test.db, other, draft.dealId)).toEqual({ ok: false, reason: "notFound" });
    expect(await submitDraft(test.db, owner, draft.dealId)).toEqual({ ok: true });
    expect(await submitDraft(test.db, owner, draft.dealId)).toEqual({ ok: false, reason: "wrongStatus" });
    expect(await dealTitled("Forhåndsvist utkast")).toMatchObject({ status: "pending" });
    expect((await listDealsForReview(test.db)).some((d) => d.dealId === draft.dealId)).toBe(true);
  });
});
