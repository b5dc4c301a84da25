// Loading and saving for the deal editor (business-deal-editor.tsx), for the partner that owns the
// deal only. A bad field is named next to it and nothing typed is lost: photos already stored
// travel back as the gallery's hidden fields, and each refused file is named with its reason.
import { data, redirect } from "react-router";
import { PACKAGE_RULES } from "#domain/catalog/packages.server";
import { osloDay } from "#domain/partners/deal-input.server";
import { saveDealForm } from "#domain/partners/deal-form.server";
import { dealLocationChoices } from "#domain/partners/locations.server";
import { getDealForEdit, listCategoryOptions, newDealDefaults } from "#domain/partners/partner-deals.server";
import { businessPlan } from "#domain/partners/business-plans";
import { countDealsOnPlan } from "#domain/partners/partner-plans.server";
import type { PartnerAccount } from "#domain/partners/partners.server";
import type { Language } from "#i18n/languages";
import { parseId } from "#domain/platform/ids";
import { MAX_GALLERY_PHOTOS } from "#domain/catalog/deal-gallery.server";
import type { DealForm } from "#domain/partners/deal-form.server";
import { MAX_IMAGE_BYTES } from "#domain/platform/images.server";
import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import { formFields } from "#i18n/form-errors.server";
import { requirePartner } from "~/guards/partner-auth.server";
import { pageHead } from "~/rendering/page-head.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/business-deal-editor";

const notFound = () => data(null, { status: 404 });

async function ownDeal(context: Route.LoaderArgs["context"], partnerId: string, param: string | undefined) {
  if (param === undefined) return null;
  // Another partner's deal answers exactly like a deal that does not exist.
  const id = parseId(param);
  const deal = id === null ? null : await getDealForEdit(context.db, partnerId, id);
  if (!deal) throw notFound();
  return deal;
}

export async function loadDealEditor({ request, context, params }: Route.LoaderArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const deal = await ownDeal(context, partner.id, params.dealId);
  const choices = await dealLocationChoices(context.db, partner.id, deal?.id ?? null);
  const values = {
    ...(deal?.values ?? (await newDealValues(context, partner.id))),
    ...choices.values,
  };
  return {
    deal: deal && {
      id: deal.id,
      status: deal.status,
      imageSrc: deal.imageSrc,
      rejectionReason: deal.rejectionReason,
      review: deal.review,
    },
    values,
    locations: choices.locations,
    gallery: deal?.gallery ?? [],
    categories: await listCategoryOptions(context.db, lang),
    rules: PACKAGE_RULES.map((r) => ({ ...r })),
    partnerPending: partner.status !== "approved",
    planFull: deal ? null : await planFull(context, partner, lang),
    head: pageHead(lang, (t) => t(deal ? "dealEditor.form.editTitle" : "dealEditor.form.newTitle")),
  };
}

/** A new deal's form: the partner's place and latest category, all packages, on sale for 30 days from today. */
async function newDealValues(context: Route.LoaderArgs["context"], partnerId: string): Promise<Record<string, string>> {
  const today = new Date();
  return {
    ...(await newDealDefaults(context.db, partnerId)),
    basicEnabled: "on",
    premiumEnabled: "on",
    groupEnabled: "on",
    startsAt: osloDay(today),
    endsAt: osloDay(new Date(today.getTime() + 30 * 86_400_000)),
  };
}

/** The plan's room when it is full: the page says so before the partner types a whole deal. */
async function planFull(context: Route.LoaderArgs["context"], partner: PartnerAccount, lang: Language) {
  const { maxDeals } = businessPlan(partner.plan);
  const count = await countDealsOnPlan(context.db, partner.id);
  return count >= maxDeals ? { count, max: maxDeals, plan: translator(lang)(`home.plans.${partner.plan}`) } : null;
}

/**
 * The chosen files (`photos`, and `image` as forms before galleries named it). A browser sends an
 * empty, unnamed part when none was chosen; an empty file that was chosen is checked (and refused).
 */
async function chosenFiles(form: FormData): Promise<DealForm["files"]> {
  const parts = [...form.getAll("photos"), ...form.getAll("image")];
  const files = parts.filter((part): part is File => part instanceof File && (part.size > 0 || part.name !== ""));
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}

/** The gallery as listed in the form: parallel fields, one entry per photo, cover first. */
function postedPhotos(form: FormData): DealForm["photos"] {
  const text = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  const [refs, altsNo, altsEn] = [text("photoRef"), text("photoAltNo"), text("photoAltEn")];
  // A form from before galleries names its one kept upload by hash.
  const legacy = text("imageHash")[0];
  if (refs.length === 0 && legacy && /^[0-9a-f]{32}$/.test(legacy)) refs.push(`/uploads/${legacy}.webp`);
  return refs
    .slice(0, 4 * MAX_GALLERY_PHOTOS)
    .map((ref, i) => ({ ref, altNo: altsNo[i] ?? "", altEn: altsEn[i] ?? "" }));
}

export async function saveDealEditor({ request, context, params }: Route.ActionArgs) {
  const { user, partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const existing = await ownDeal(context, partner.id, params.dealId);
  // Room for a full gallery and one image past the allowed size, so a too-large one still gets its message.
  const form = await readForm(request, { maxBytes: (MAX_GALLERY_PHOTOS + 2) * MAX_IMAGE_BYTES + 256 * 1024 });
  // "Forhåndsvis" saves without sending a new, draft or rejected deal to an admin, then shows it.
  const preview = form.get("intent") === "preview";
  const posted = { fields: formFields(form), photos: postedPhotos(form), files: await chosenFiles(form) };
  const partnerRef = { id: partner.id, userId: user.id };
  const result = await saveDealForm(context.db, partnerRef, existing, posted, new Date(), { draft: preview });
  if (result.ok && preview) return redirect(`/business/deals/${result.dealId}/preview`);
  if (result.ok) return redirect(`/business/deals?saved=${result.saved}`);
  if (result.reason === "notFound") throw notFound();

  const errors =
    result.reason === "invalid"
      ? Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(`dealEditor.errors.${key}`)]))
      : {};
  const fileProblems = result.fileProblems.map((p) => ({
    name: p.name,
    message: t(`dealEditor.errors.${p.reason}`, { count: MAX_GALLERY_PHOTOS }),
  }));
  const message =
    result.reason === "planLimit"
      ? t("dealEditor.refused.planLimit", { count: result.maxDeals })
      : result.reason === "trialEnded"
        ? t("dealEditor.refused.trialEnded", { date: formatDate(result.trialEndedAt, lang) })
        : t(result.reason === "ended" ? "dealEditor.refused.ended" : "dealEditor.form.failed");
  return data({ message, errors, values: result.values, gallery: result.gallery, fileProblems }, { status: 400 });
}
