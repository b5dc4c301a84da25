// A deal's photos through the editor's save, on a real database: the partner's order with the
// first as the cover, at most eight, a live deal's new photos waiting for an admin, and photos
// only on the partner's own deals.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { deals } from "#db/schema.server";
import { loadGallery } from "#domain/catalog/deal-gallery.server";
import { getDeal } from "#domain/catalog/catalog.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { createPartner } from "#domain/demo/factories.server";
import { createMailer } from "#domain/platform/mail.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { osloDay } from "./deal-input.server";
import { validDealFields } from "./deal-form-fields.fixture";
import { saveDealForm, type DealForm } from "./deal-form.server";
import { decideDeal } from "./deal-moderation.server";
import { liveSnapshot, pendingRevision } from "./deal-revisions.server";
import { snapshotChanges } from "./deal-snapshot.server";
import { getDealForEdit, updateDeal, type PartnerRef } from "./partner-deals.server";
import { parseDealInput } from "./deal-input.server";

const test = setupTestDatabase({ seeded: true });
const day = (offsetDays: number) => osloDay(new Date(Date.now() + offsetDays * 86_400_000));
const fields = (title: string) => ({ ...validDealFields(day(0), day(30)), title });

/** A small PNG of one colour (each colour a different stored image). */
const png = async (name: string, background: string) => ({
  name,
  bytes: new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer(),
  ),
});

async function partner(): Promise<PartnerRef> {
  const created = await createPartner(test.db);
  return { id: created.partnerId, userId: created.userId };
}

async function dealTitled(title: string) {
  const [deal] = await test.db.select().from(deals).where(eq(deals.title, title));
  return deal;
}

async function approveWaiting(dealId: number) {
  const admin = await registerAccount(
    test.db,
    { name: "Admin", email: `admin-${crypto.randomUUID()}@example.no`, password: "passord-123" },
    "admin",
  );
  if (!admin.ok) throw new Error("no admin");
  const decided = await decideDeal(test.db, createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>"), {
    adminId: admin.user.id,
    revisionId: (await pendingRevision(test.db, dealId))!.id,
    decision: { approve: true },
    origin: "https://magicdeals.test",
  });
  expect(decided).toMatchObject({ ok: true });
}

const keep = (photos: { src: string; altNo: string; altEn: string }[]): DealForm["photos"] =>
  photos.map((p) => ({ ref: p.src, altNo: p.altNo, altEn: p.altEn }));

describe("a deal's gallery", () => {
  it("is saved in the partner's order, the first photo the cover on cards and the deal page", async () => {
    const owner = await partner();
    const files = [await png("rød.png", "#c33"), await png("grønn.png", "#3c3"), await png("blå.png", "#33c")];
    const saved = await saveDealForm(test.db, owner, null, {
      fields: fields("Tre bilder"),
      photos: [
        { ref: "new:2", altNo: "Blått basseng", altEn: "Blue pool" },
        { ref: "new:0", altNo: "Rødt rom", altEn: "" },
        { ref: "new:1", altNo: "", altEn: "" },
      ],
      files,
    });
    expect(saved).toMatchObject({ ok: true, saved: "created" });
    const deal = (await dealTitled("Tre bilder"))!;
    const gallery = await loadGallery(test.db, deal.id);
    expect(gallery.map((p) => p.altNo)).toEqual(["Blått basseng", "Rødt rom", ""]);
    expect(new Set(gallery.map((p) => p.src)).size).toBe(3);
    // The cover is mirrored on the deal's row, which cards and listings read.
    expect(deal).toMatchObject({ imageSrc: gallery[0]!.src, imageAltNo: "Blått basseng", imageAltEn: "Blue pool" });

    await approveWaiting(deal.id);
    const shown = await getDeal(test.db, "en", deal.id);
    expect(shown?.image).toEqual({ src: gallery[0]!.src, alt: "Blue pool" });
    // Blank alt texts read as the deal's title (the English one falls back to Norwegian first).
    expect(shown?.gallery.map((p) => p.alt)).toEqual(["Blue pool", "Rødt rom", "Tre bilder"]);
  });

  it("takes at most eight photos: a ninth is refused by name and the eight are kept for the next try", async () => {
    const owner = await partner();
    const files = await Promise.all(
      Array.from({ length: 9 }, (_, i) => png(`bilde-${i + 1}.png`, `#${(i + 1).toString(16).repeat(3)}`)),
    );
    const result = await saveDealForm(test.db, owner, null, { fields: fields("Ni bilder"), photos: [], files });
    if (result.ok || result.reason === "notFound") throw new Error("expected a refusal");
    expect(result).toMatchObject({
      reason: "invalid",
      errors: { image: "galleryTooMany" },
      fileProblems: [{ name: "bilde-9.png", reason: "galleryTooMany" }],
    });
    expect(result.gallery).toHaveLength(8);
    expect(await dealTitled("Ni bilder")).toBeUndefined();

    const retried = await saveDealForm(test.db, owner, null, {
      fields: fields("Ni bilder"),
      photos: keep(result.gallery),
      files: [],
    });
    expect(retried).toMatchObject({ ok: true, saved: "created" });
    expect(await loadGallery(test.db, (await dealTitled("Ni bilder"))!.id)).toHaveLength(8);
  });

  it("on a live deal waits for an admin: buyers see the approved photos until the new ones are approved", async () => {
    const owner = await partner();
    await saveDealForm(test.db, owner, null, {
      fields: fields("Live galleri"),
      photos: [],
      files: [await png("første.png", "#c93")],
    });
    const { id } = (await dealTitled("Live galleri"))!;
    await approveWaiting(id);
    const approved = await loadGallery(test.db, id);

    const editing = await getDealForEdit(test.db, owner.id, id);
    const edited = await saveDealForm(test.db, owner, editing, {
      fields: fields("Live galleri"),
      photos: [{ ref: "new:0", altNo: "Nytt forsidebilde", altEn: "New cover" }, ...keep(editing!.gallery)],
      files: [await png("ny.png", "#39c")],
    });
    expect(edited).toMatchObject({ ok: true, saved: "awaitingReview" });
    // The admin is shown the new cover and the new list of photos.
    const changes = snapshotChanges((await liveSnapshot(test.db, id))!, (await pendingRevision(test.db, id))!.snapshot);
    expect(changes.map((c) => c.field)).toEqual(expect.arrayContaining(["imageSrc", "gallery"]));
    expect(await loadGallery(test.db, id)).toEqual(approved);
    expect((await getDeal(test.db, "no", id))?.gallery).toHaveLength(1);
    expect((await dealTitled("Live galleri"))!.imageSrc).toBe(approved[0]!.src);
    // The partner goes on editing the version that waits.
    expect((await getDealForEdit(test.db, owner.id, id))?.gallery).toHaveLength(2);

    await approveWaiting(id);
    const live = await loadGallery(test.db, id);
    expect(live.map((p) => p.altNo)).toEqual(["Nytt forsidebilde", ""]);
    expect(live[1]!.src).toBe(approved[0]!.src);
    expect((await dealTitled("Live galleri"))!.imageSrc).toBe(live[0]!.src);
  });

  it("lets no partner put photos on another partner's deal, nor use another partner's uploads", async () => {
    const owner = await partner();
    const intruder = await partner();
    await saveDealForm(test.db, owner, null, {
      fields: fields("Eierens tilbud"),
      photos: [],
      files: [await png("eier.png", "#963")],
    });
    const { id } = (await dealTitled("Eierens tilbud"))!;
    const before = await loadGallery(test.db, id);

    expect(await getDealForEdit(test.db, intruder.id, id)).toBeNull();
    const parsed = parseDealInput(fields("Kapret"), ["beauty-spa"], new Date());
    if (!parsed.ok) throw new Error("fixture does not parse");
    const intruderUpload = await saveDealForm(test.db, intruder, null, {
      fields: { ...fields("Inntrengerens utkast"), discountedPrice: "9999" },
      photos: [],
      files: [await png("inntrenger.png", "#369")],
    });
    if (intruderUpload.ok || intruderUpload.reason === "notFound") throw new Error("expected a field error");
    expect(
      await updateDeal(test.db, intruder, id, parsed.input, [
        { src: intruderUpload.gallery[0]!.src, altNo: "", altEn: "" },
      ]),
    ).toEqual({ ok: false, reason: "notFound" });
    expect(await loadGallery(test.db, id)).toEqual(before);

    // The owner's upload, named by its address in the intruder's own deal, is dropped.
    const borrowed = await saveDealForm(test.db, intruder, null, {
      fields: fields("Lånte bilder"),
      photos: keep(before),
      files: [],
    });
    expect(borrowed).toMatchObject({ ok: false, errors: { image: "imageRequired" }, gallery: [] });
  });
});
