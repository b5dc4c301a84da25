// A deal's photos (deal_images): read in order for the deal page and the editor, and replaced whole
// when a version is applied. The cover (position 0) is mirrored in deals.image_src and image_alt_*,
// so cards, search and carts keep reading one column. A deal with no rows has its image_src as its
// only photo: the seed and every deal from before galleries work unchanged, with no data copied.
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction, Transaction } from "#db/connection.server";
import { preparedQuery } from "#db/prepared-queries.server";
import { dealImages, deals } from "#db/schema.server";

export const MAX_GALLERY_PHOTOS = 8;

export const galleryPhotoSchema = z.object({ src: z.string().min(1), altNo: z.string(), altEn: z.string() }).strict();
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

export const gallerySchema = z.array(galleryPhotoSchema).min(1).max(MAX_GALLERY_PHOTOS);

/** The deal's photos, cover first, as stored (blank alt texts stay blank). */
export async function loadGallery(db: DatabaseOrTransaction, dealId: number): Promise<GalleryPhoto[]> {
  const rows = await galleryRows(db, dealId);
  if (rows.length > 0) return rows;
  const [deal] = await db
    .select({ src: deals.imageSrc, altNo: deals.imageAltNo, altEn: deals.imageAltEn })
    .from(deals)
    .where(eq(deals.id, dealId));
  return deal ? galleryOrCover(rows, deal) : [];
}

const photoColumns = { src: dealImages.src, altNo: dealImages.altNo, altEn: dealImages.altEn };

/** The deal_images rows alone. */
async function galleryRows(db: DatabaseOrTransaction, dealId: number): Promise<GalleryPhoto[]> {
  return db
    .select(photoColumns)
    .from(dealImages)
    .where(eq(dealImages.dealId, dealId))
    .orderBy(asc(dealImages.position));
}

const dealPagePhotosQuery = preparedQuery((db) =>
  db
    .select(photoColumns)
    .from(dealImages)
    .where(eq(dealImages.dealId, sql.placeholder("dealId")))
    .orderBy(asc(dealImages.position))
    .prepare("deal_page_photos"),
);

/** The deal_images rows alone, as a prepared statement: for the deal page, which reads the deal's row anyway. */
export async function dealPagePhotos(db: Database, dealId: number): Promise<GalleryPhoto[]> {
  return dealPagePhotosQuery(db).execute({ dealId });
}

/**
 * The stored photos, or for a deal from before galleries its one picture, with the text
 * alternative it was stored with (the demo's describe their drawing; a partner's was the title).
 */
export function galleryOrCover(rows: GalleryPhoto[], cover: GalleryPhoto): GalleryPhoto[] {
  return rows.length > 0 ? rows : [{ src: cover.src, altNo: cover.altNo, altEn: cover.altEn }];
}

/** Makes the deal's photos exactly `photos` (in the caller's transaction), the cover mirrored on the deal. */
export async function replaceGallery(
  tx: Transaction,
  dealId: number,
  photos: readonly GalleryPhoto[],
  title: { no: string; en: string | null },
): Promise<void> {
  const cover = gallerySchema.parse(photos)[0]!;
  await tx.delete(dealImages).where(eq(dealImages.dealId, dealId));
  await tx.insert(dealImages).values(photos.map((p, position) => ({ dealId, position, ...p })));
  await tx
    .update(deals)
    .set({
      imageSrc: cover.src,
      imageAltNo: cover.altNo || title.no,
      imageAltEn: cover.altEn || title.en || title.no,
    })
    .where(eq(deals.id, dealId));
}

/** A photo's text alternative in `lang`: its own, else the deal's title. */
export function photoAlt(photo: GalleryPhoto, lang: "no" | "en", title: string): string {
  return (lang === "en" ? photo.altEn || photo.altNo : photo.altNo) || title;
}
