// Create New Deal (/business/deals/new) and edit (/business/deals/:dealId/edit), for the
// partner that owns the deal only. A bad field is named next to it and nothing typed is lost:
// an image already stored travels back in a hidden field.
import { useState } from "react";
import { useTranslation } from "~/hooks/translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { osloDay, parseDealInput } from "#domain/partners/deal-input.server";
import { imageUrl, MAX_IMAGE_BYTES, storeImage } from "#domain/platform/images.server";
import { PACKAGE_RULES } from "#domain/catalog/packages.server";
import { parseId } from "#domain/platform/ids";
import { isPublicStatus } from "#domain/catalog/deal-status";
import {
  createDeal,
  getDealForEdit,
  imageExists,
  listCategoryOptions,
  updateDeal,
} from "#domain/partners/partner-deals.server";
import { FormBanner } from "~/components/auth/auth-card";
import { DealPackagesFieldset } from "~/components/business/deal-packages-fieldset";
import { CsrfInput } from "~/components/csrf-input";
import { FormField } from "~/components/form-field";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { requirePartner } from "~/guards/partner-auth.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type dealEditorNo from "#i18n/locales/dealEditor.no";
import type { Route } from "./+types/business-deal-editor";

type ErrorKey = keyof typeof dealEditorNo.errors;

const PACKAGE_FIELD = /^(basic|premium|group)(Enabled|Price|Days)$|^groupMin$/;
const notFound = () => data(null, { status: 404 });

async function ownDeal(context: Route.LoaderArgs["context"], partnerId: string, param: string | undefined) {
  if (param === undefined) return null;
  // Another partner's deal answers exactly like a deal that does not exist.
  const id = parseId(param);
  const deal = id === null ? null : await getDealForEdit(context.db, partnerId, id);
  if (!deal) throw notFound();
  return deal;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const deal = await ownDeal(context, partner.id, params.dealId);
  const today = new Date();
  const values = deal?.values ?? {
    basicEnabled: "on",
    premiumEnabled: "on",
    groupEnabled: "on",
    startsAt: osloDay(today),
    endsAt: osloDay(new Date(today.getTime() + 30 * 86_400_000)),
  };
  return {
    deal: deal && {
      id: deal.id,
      status: deal.status,
      imageSrc: deal.imageSrc,
      rejectionReason: deal.rejectionReason,
      pricePending: deal.pricePending,
    },
    values,
    categories: await listCategoryOptions(context.db, lang),
    rules: PACKAGE_RULES.map((r) => ({ ...r })),
    partnerPending: partner.status !== "approved",
    head: pageHead(lang, (t) => t(deal ? "dealEditor.form.editTitle" : "dealEditor.form.newTitle")),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const existing = await ownDeal(context, partner.id, params.dealId);
  // Room for an image up to twice the allowed size, so a too-large one still gets its field message.
  const form = await readForm(request, context, { maxBytes: 2 * MAX_IMAGE_BYTES + 256 * 1024 });
  // A published deal's packages are locked (disabled fields are not sent): keep the stored ones.
  const locked = existing !== null && isPublicStatus(existing.status);
  const storedPackages = Object.entries(existing?.values ?? {}).filter(([key]) => PACKAGE_FIELD.test(key));
  const fields = { ...formFields(form), ...(locked ? Object.fromEntries(storedPackages) : {}) };

  const problems: Record<string, string> = {};
  let imageHash = fields.imageHash && (await imageExists(context.db, fields.imageHash)) ? fields.imageHash : null;
  const file = form.get("image");
  // A browser sends an empty, unnamed part when no file was chosen; an empty file that was chosen is refused.
  if (file instanceof File && (file.size > 0 || file.name !== "")) {
    const stored = await storeImage(context.db, new Uint8Array(await file.arrayBuffer()), user.id);
    if (stored.ok) imageHash = stored.hash;
    else problems.image = stored.reason;
  }
  if (!existing && !imageHash && !problems.image) problems.image = "imageRequired";

  const categories = await listCategoryOptions(context.db, lang);
  const parsed = parseDealInput(
    fields,
    categories.map((c) => c.id),
    new Date(),
  );
  const failed = (keys: Record<string, string>, message = t("dealEditor.form.failed")) => {
    const errors = Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [field, t(`dealEditor.errors.${key as ErrorKey}`)]),
    );
    const { _csrf: _, ...typed } = fields;
    const kept: Record<string, string> = imageHash
      ? { imageHash, keptImageSrc: imageUrl(imageHash) }
      : { imageHash: "" };
    return data({ message, errors, values: { ...typed, ...kept } }, { status: 400 });
  };
  if (!parsed.ok || Object.keys(problems).length > 0)
    return failed({ ...(parsed.ok ? {} : parsed.errors), ...problems });

  const partnerRef = { id: partner.id, userId: user.id };
  const result = existing
    ? await updateDeal(context.db, partnerRef, existing.id, parsed.input, imageHash)
    : await createDeal(context.db, partnerRef, parsed.input, imageHash!);
  if (!result.ok) {
    if (result.reason === "notFound") throw notFound();
    if (result.reason === "planLimit") return failed({}, t("dealEditor.refused.planLimit", { count: result.maxDeals }));
    return failed({}, t("dealEditor.refused.ended"));
  }
  if (!("priceChange" in result)) return redirect("/business/deals?saved=created");
  return redirect(
    `/business/deals?saved=${result.priceChange === "awaitingApproval" ? "priceAwaitingApproval" : "updated"}`,
  );
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

const kronerOf = (value: string | undefined) => {
  const n = Number((value ?? "").replace(/[\s\u00a0]/g, ""));
  return Number.isInteger(n) && n > 0 ? n : null;
};

export default function BusinessDealEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { deal, categories, rules } = loaderData;
  const values: Record<string, string> = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const [original, setOriginal] = useState(kronerOf(values.originalPrice));
  const [discounted, setDiscounted] = useState(kronerOf(values.discountedPrice));
  const discount =
    original && discounted && discounted < original ? Math.round((1 - discounted / original) * 100) : null;
  const live = deal !== null && isPublicStatus(deal.status);
  const keptImage = values.imageHash ? (values.keptImageSrc ?? null) : null;
  const shownImage = keptImage ?? deal?.imageSrc ?? null;
  const section = "space-y-4 rounded-xl border border-slate-200 p-5";
  const legend = "px-1 text-lg font-semibold";

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <Link to="/business/deals" className="text-sm text-rose-800 underline">
        {t("dealEditor.form.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t(deal ? "dealEditor.form.editTitle" : "dealEditor.form.newTitle")}</h1>
      {deal ? <p className="mt-1 text-slate-700">{t(`dealEditor.status.${deal.status}`)}</p> : null}
      <div className="mt-4 space-y-3">
        {loaderData.partnerPending ? <FormBanner message={t("dealEditor.partnerPending")} /> : null}
        {deal?.status === "rejected" && deal.rejectionReason ? (
          <FormBanner message={t("dealEditor.list.rejected", { reason: deal.rejectionReason })} />
        ) : null}
        <FormBanner message={actionData?.message} />
      </div>

      <Form method="post" encType="multipart/form-data" noValidate className="mt-6 space-y-6">
        <CsrfInput />
        <input type="hidden" name="imageHash" value={values.imageHash ?? ""} />

        <fieldset className={section}>
          <legend className={legend}>{t("dealEditor.form.textsSection")}</legend>
          <FormField
            label={t("dealEditor.form.title")}
            name="title"
            required
            maxLength={120}
            defaultValue={values.title}
            error={errors.title}
          />
          <FormField
            label={t("dealEditor.form.description")}
            name="description"
            multiline
            rows={5}
            required
            maxLength={5000}
            defaultValue={values.description}
            error={errors.description}
          />
          <FormField
            label={t("dealEditor.form.finePrint")}
            name="finePrint"
            multiline
            rows={3}
            required
            maxLength={5000}
            defaultValue={values.finePrint}
            error={errors.finePrint}
          />
          <FormField
            label={t("dealEditor.form.titleEn")}
            name="titleEn"
            lang="en"
            maxLength={120}
            defaultValue={values.titleEn}
            error={errors.titleEn}
          />
          <FormField
            label={t("dealEditor.form.descriptionEn")}
            name="descriptionEn"
            lang="en"
            multiline
            rows={4}
            maxLength={5000}
            defaultValue={values.descriptionEn}
            error={errors.descriptionEn}
          />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{t("dealEditor.form.placeSection")}</legend>
          <div>
            <label htmlFor="field-categoryId" className="block text-sm font-medium text-slate-800">
              {t("dealEditor.form.category")}
            </label>
            <select
              id="field-categoryId"
              name="categoryId"
              required
              defaultValue={values.categoryId ?? ""}
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={errors.categoryId ? "field-categoryId-error" : undefined}
              className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 ${errors.categoryId ? "border-rose-600" : "border-slate-300"}`}
            >
              <option value="">{t("dealEditor.form.chooseCategory")}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors.categoryId ? (
              <p id="field-categoryId-error" className="mt-1 text-sm text-rose-700">
                {errors.categoryId}
              </p>
            ) : null}
          </div>
          <FormField
            label={t("dealEditor.form.city")}
            name="city"
            required
            maxLength={80}
            autoComplete="address-level2"
            defaultValue={values.city}
            error={errors.city}
          />
          <FormField
            label={t("dealEditor.form.address")}
            name="address"
            required
            maxLength={200}
            autoComplete="street-address"
            defaultValue={values.address}
            error={errors.address}
          />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{t("dealEditor.form.pricesSection")}</legend>
          {live ? <p className="text-sm text-slate-700">{t("dealEditor.form.livePriceNote")}</p> : null}
          {deal?.pricePending ? (
            <p className="text-sm font-medium text-amber-900">{t("dealEditor.form.pricePending")}</p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              label={t("dealEditor.form.originalPrice")}
              name="originalPrice"
              inputMode="numeric"
              required
              defaultValue={values.originalPrice}
              error={errors.originalPrice}
              onChange={(e) => setOriginal(kronerOf(e.currentTarget.value))}
            />
            <FormField
              label={t("dealEditor.form.discountedPrice")}
              name="discountedPrice"
              inputMode="numeric"
              required
              defaultValue={values.discountedPrice}
              error={errors.discountedPrice}
              onChange={(e) => setDiscounted(kronerOf(e.currentTarget.value))}
            />
          </div>
          <p aria-live="polite" className="font-semibold text-rose-800" data-testid="discount">
            {discount !== null ? t("dealEditor.form.discount", { percent: discount }) : null}
          </p>
          <div>
            <div className="flex items-start gap-2">
              <input
                type="checkbox"
                id="field-originalPriceConfirmed"
                name="originalPriceConfirmed"
                required
                defaultChecked={values.originalPriceConfirmed === "on"}
                aria-invalid={errors.originalPriceConfirmed ? true : undefined}
                aria-describedby={errors.originalPriceConfirmed ? "field-originalPriceConfirmed-error" : undefined}
                className="mt-1 size-4"
              />
              <label htmlFor="field-originalPriceConfirmed" className="text-sm text-slate-800">
                {t("dealEditor.form.confirmOriginal")}
              </label>
            </div>
            {errors.originalPriceConfirmed ? (
              <p id="field-originalPriceConfirmed-error" className="mt-1 text-sm text-rose-700">
                {errors.originalPriceConfirmed}
              </p>
            ) : null}
          </div>
        </fieldset>

        <DealPackagesFieldset
          values={values}
          errors={errors}
          discountedKroner={discounted}
          locked={live}
          rules={rules}
        />

        <fieldset className={section}>
          <legend className={legend}>{t("dealEditor.form.limitsSection")}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              label={t("dealEditor.form.unitsCap")}
              name="unitsCap"
              inputMode="numeric"
              defaultValue={values.unitsCap}
              error={errors.unitsCap}
            />
            <FormField
              label={t("dealEditor.form.perCustomerLimit")}
              name="perCustomerLimit"
              inputMode="numeric"
              defaultValue={values.perCustomerLimit}
              error={errors.perCustomerLimit}
            />
          </div>
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{t("dealEditor.form.datesSection")}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              label={t("dealEditor.form.startsAt")}
              name="startsAt"
              type="date"
              required
              defaultValue={values.startsAt}
              error={errors.startsAt}
            />
            <FormField
              label={t("dealEditor.form.endsAt")}
              name="endsAt"
              type="date"
              required
              defaultValue={values.endsAt}
              error={errors.endsAt}
            />
          </div>
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{t("dealEditor.form.imageSection")}</legend>
          {shownImage ? (
            <figure>
              <img src={shownImage} alt="" className="h-40 rounded-md object-cover" data-testid="deal-image-preview" />
              <figcaption className="mt-1 text-sm text-slate-700">
                {keptImage ? t("dealEditor.form.imageKept") : t("dealEditor.form.imageCurrent")}
              </figcaption>
            </figure>
          ) : null}
          <div>
            <label htmlFor="field-image" className="block text-sm font-medium text-slate-800">
              {t("dealEditor.form.image")}
            </label>
            <input
              id="field-image"
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={errors.image ? true : undefined}
              aria-describedby={errors.image ? "field-image-help field-image-error" : "field-image-help"}
              className="mt-1 block w-full text-sm"
            />
            <p id="field-image-help" className="mt-1 text-xs text-slate-700">
              {t("dealEditor.form.imageHelp")}
            </p>
            {errors.image ? (
              <p id="field-image-error" className="mt-1 text-sm text-rose-700">
                {errors.image}
              </p>
            ) : null}
          </div>
        </fieldset>

        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-rose-600 px-6 py-3 font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
        >
          {busy ? t("dealEditor.form.saving") : t("dealEditor.form.save")}
        </button>
      </Form>
    </div>
  );
}
