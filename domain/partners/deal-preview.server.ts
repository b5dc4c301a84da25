// "Forhåndsvis": the deal page as customers will see it, for its own partner only, before it goes
// to an admin (a draft) or while a version waits (pending, or an edit of a live deal). It shows the
// version the partner submitted last: on a live deal that is the waiting version, not what is on
// sale. Another partner's deal, or a deal that does not exist, is null (the page answers 404).
import { and, eq } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { deals } from "#db/schema.server";
import { getDeal, type DealDetail } from "#domain/catalog/catalog.server";
import { isPublicStatus, type DealStatus } from "#domain/catalog/deal-status";
import { photoAlt } from "#domain/catalog/deal-gallery.server";
import { offersPackage } from "#domain/catalog/packages.server";
import { isId } from "#domain/platform/ids";
import { listDealReviews, type ReviewPage } from "#domain/reviews/reviews.server";
import type { Language } from "#i18n/languages";
import { discountPercent } from "./deal-input.server";
import { pendingRevision } from "./deal-revisions.server";
import { galleryOf, sortedPackages, type DealSnapshot } from "./deal-snapshot.server";

export interface DealPreview {
  deal: DealDetail;
  status: DealStatus;
  /** The partner may still send it to an admin ("Send til godkjenning"): a draft or rejected deal. */
  canSubmit: boolean;
  reviews: ReviewPage;
}

/** The deal page's content with the version `snapshot` put in place of the approved one. */
function withVersion(deal: DealDetail, snapshot: DealSnapshot, lang: Language): DealDetail {
  const gallery = galleryOf(snapshot).map((p) => ({ src: p.src, alt: photoAlt(p, lang, snapshot.title) }));
  return {
    ...deal,
    title: lang === "en" ? (snapshot.titleEn ?? snapshot.title) : snapshot.title,
    description: lang === "en" ? (snapshot.descriptionEn ?? snapshot.description) : snapshot.description,
    finePrint: snapshot.finePrint,
    city: snapshot.city,
    originalPriceOre: snapshot.originalPriceOre,
    discountedPriceOre: snapshot.discountedPriceOre,
    discountPercent: discountPercent(snapshot.originalPriceOre, snapshot.discountedPriceOre),
    beforePriceBasis: "ordinary",
    endsAt: snapshot.endsAt,
    image: gallery[0]!,
    gallery,
    packages: sortedPackages(snapshot.packages.filter((p) => offersPackage(snapshot.title, p.kind))),
  };
}

export async function dealPreview(
  db: Database,
  lang: Language,
  partnerId: string,
  dealId: number,
  now = new Date(),
): Promise<DealPreview | null> {
  if (!isId(dealId)) return null;
  const [own] = await db
    .select({ status: deals.status })
    .from(deals)
    .where(and(eq(deals.id, dealId), eq(deals.partnerId, partnerId)));
  if (!own) return null;
  const [deal, waiting, reviews] = await Promise.all([
    getDeal(db, lang, dealId, now, { anyStatus: true }),
    pendingRevision(db, dealId),
    listDealReviews(db, dealId, { sort: "newest", page: 1 }),
  ]);
  if (!deal) return null;
  // A deal never public follows its latest version already; a live one shows the version waiting.
  const shown = waiting && isPublicStatus(own.status) ? withVersion(deal, waiting.snapshot, lang) : deal;
  return {
    // Shown as a buyer would see a deal on sale; the page itself sells nothing.
    deal: { ...shown, buyable: true },
    status: own.status,
    canSubmit: own.status === "draft" || own.status === "rejected",
    reviews,
  };
}
