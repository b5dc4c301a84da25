// Saving the deal editor's form: the fields checked (deal-input.server.ts), the photos kept or
// uploaded in the partner's order, and the deal created or edited (each a version an admin
// reviews). One workflow, so a second caller cannot skip a step such as requiring a new deal's photo.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { images } from "#db/schema.server";
import { MAX_GALLERY_PHOTOS, type GalleryPhoto } from "#domain/catalog/deal-gallery.server";
import { imageUrl, storeImage, type ImageProblem } from "#domain/platform/images.server";
import { parseDealInput, type DealInputError } from "./deal-input.server";
import { chosenLocationIds, listLocations, LOCATIONS_SHOWN_FIELD } from "./locations.server";
import {
  createDeal,
  type getDealForEdit,
  listCategoryOptions,
  updateDeal,
  type PartnerRef,
} from "./partner-deals.server";

export type DealFormError = DealInputError | ImageProblem | "imageRequired" | "galleryTooMany" | "locationRequired";
export type EditableDeal = NonNullable<Awaited<ReturnType<typeof getDealForEdit>>>;

/** One photo as the form lists it: `ref` is a photo's src kept from before, or `new:<i>` for files[i]. */
export interface PostedPhoto {
  ref: string;
  altNo: string;
  altEn: string;
}

export interface DealForm {
  /** The posted text fields. */
  fields: Record<string, string>;
  /** The photos in the partner's order, cover first. */
  photos: PostedPhoto[];
  /** Newly chosen files; one no entry of `photos` names goes after the listed ones. */
  files: { name: string; bytes: Uint8Array }[];
}

export interface FileProblem {
  name: string;
  reason: ImageProblem | "galleryTooMany";
}

/** A failure keeps what was typed (`values`) and the photos, new ones stored, for the next try. */
interface Kept {
  values: Record<string, string>;
  gallery: GalleryPhoto[];
  fileProblems: FileProblem[];
}

export type DealFormResult =
  | { ok: true; saved: "created" | "updated" | "awaitingReview" | "draft"; dealId: number }
  | ({ ok: false; reason: "invalid"; errors: Record<string, DealFormError> } & Kept)
  | ({ ok: false; reason: "ended" } & Kept)
  | ({ ok: false; reason: "planLimit"; maxDeals: number } & Kept)
  | ({ ok: false; reason: "trialEnded"; trialEndedAt: Date } & Kept)
  | { ok: false; reason: "notFound" };

const UPLOAD_SRC = /^\/uploads\/([0-9a-f]{32})\.webp$/;

/**
 * The srcs this partner may put in the deal's gallery: the deal's own photos (as last submitted)
 * and pictures its own account uploaded. Another partner's upload, or any other address, is dropped.
 */
async function allowedSrcs(
  db: Database,
  partner: PartnerRef,
  existing: EditableDeal | null,
  refs: readonly string[],
): Promise<Set<string>> {
  const allowed = new Set(existing?.gallery.map((p) => p.src) ?? []);
  const hashes = refs.flatMap((ref) => UPLOAD_SRC.exec(ref)?.[1] ?? []);
  if (hashes.length > 0) {
    const own = await db
      .select({ hash: images.hash })
      .from(images)
      .where(and(inArray(images.hash, hashes), eq(images.uploadedByUserId, partner.userId)));
    for (const row of own) allowed.add(imageUrl(row.hash));
  }
  return allowed;
}

/** The gallery in the posted order, new files stored; files past the limit or refused are reported by name. */
async function resolveGallery(db: Database, partner: PartnerRef, existing: EditableDeal | null, form: DealForm) {
  const allowed = await allowedSrcs(
    db,
    partner,
    existing,
    form.photos.map((p) => p.ref),
  );
  const named = new Set<number>();
  const listed: { file: number | null; src: string | null; altNo: string; altEn: string }[] = [];
  for (const photo of form.photos) {
    const index = /^new:(\d+)$/.exec(photo.ref)?.[1];
    const alt = { altNo: photo.altNo.trim().slice(0, 200), altEn: photo.altEn.trim().slice(0, 200) };
    if (index !== undefined) {
      const file = Number(index);
      if (file < form.files.length && !named.has(file)) {
        named.add(file);
        listed.push({ file, src: null, ...alt });
      }
    } else if (allowed.has(photo.ref) && !listed.some((l) => l.src === photo.ref))
      listed.push({ file: null, src: photo.ref, ...alt });
  }
  form.files.forEach((_, file) => {
    if (!named.has(file)) listed.push({ file, src: null, altNo: "", altEn: "" });
  });

  const gallery: GalleryPhoto[] = [];
  const fileProblems: FileProblem[] = [];
  for (const entry of listed) {
    const name = entry.file === null ? "" : form.files[entry.file]!.name;
    if (gallery.length >= MAX_GALLERY_PHOTOS) {
      if (entry.file !== null) fileProblems.push({ name, reason: "galleryTooMany" });
      continue;
    }
    if (entry.src) {
      gallery.push({ src: entry.src, altNo: entry.altNo, altEn: entry.altEn });
      continue;
    }
    const stored = await storeImage(db, form.files[entry.file!]!.bytes, partner.userId);
    if (stored.ok) gallery.push({ src: stored.url, altNo: entry.altNo, altEn: entry.altEn });
    else fileProblems.push({ name, reason: stored.reason });
  }
  const tooMany = listed.length > MAX_GALLERY_PHOTOS;
  return { gallery, fileProblems, tooMany };
}

/**
 * Creates the deal (`existing` null) or saves the partner's edit of `existing`, their own deal.
 * `draft`: to preview it first, a new, draft or rejected deal is kept from the admin for now.
 */
export async function saveDealForm(
  db: Database,
  partner: PartnerRef,
  existing: EditableDeal | null,
  form: DealForm,
  now = new Date(),
  { draft = false }: { draft?: boolean } = {},
): Promise<DealFormResult> {
  const values = form.fields;
  const { gallery, fileProblems, tooMany } = await resolveGallery(db, partner, existing, form);
  const kept = { values, gallery, fileProblems };

  const problems: Record<string, DealFormError> = {};
  if (tooMany) problems.image = "galleryTooMany";
  else if (fileProblems[0]) problems.image = fileProblems[0].reason;
  else if (gallery.length === 0) problems.image = "imageRequired";

  // The form's boxes: at least one of the partner's own locations. A caller without them (the API)
  // leaves the deal's locations as they are.
  let locationIds: string[] | undefined;
  if (values[LOCATIONS_SHOWN_FIELD] !== undefined) {
    const own = new Set((await listLocations(db, partner.id)).map((l) => l.id));
    locationIds = chosenLocationIds(values).filter((id) => own.has(id));
    if (locationIds.length === 0) problems.locations = "locationRequired";
  }

  const categories = await listCategoryOptions(db, "no");
  const parsed = parseDealInput(
    values,
    categories.map((c) => c.id),
    now,
  );
  if (!parsed.ok || Object.keys(problems).length > 0) {
    const errors = { ...(parsed.ok ? {} : parsed.errors), ...problems };
    return { ok: false, reason: "invalid", errors, ...kept };
  }

  const input = { ...parsed.input, locationIds };
  const result = existing
    ? await updateDeal(db, partner, existing.id, input, gallery, now, { draft })
    : await createDeal(db, partner, input, gallery, now, { draft });
  if (!result.ok) {
    if (result.reason === "notFound") return { ok: false, reason: "notFound" };
    if (result.reason === "planLimit") return { ok: false, reason: "planLimit", maxDeals: result.maxDeals, ...kept };
    if (result.reason === "trialEnded")
      return { ok: false, reason: "trialEnded", trialEndedAt: result.trialEndedAt, ...kept };
    return { ok: false, reason: "ended", ...kept };
  }
  const dealId = existing ? existing.id : "dealId" in result ? result.dealId : 0;
  if (draft && (!existing || existing.status === "draft" || existing.status === "rejected"))
    return { ok: true, saved: "draft", dealId };
  if (!existing) return { ok: true, saved: "created", dealId };
  const saved = "awaitingReview" in result && result.awaitingReview ? "awaitingReview" : "updated";
  return { ok: true, saved, dealId };
}
