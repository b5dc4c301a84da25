// The deal editor's form: its fieldsets in the order a partner fills them in, the error summary
// above after a failed save, and the prices shared by the discount and the packages' defaults.
import { useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { ErrorSummary } from "~/components/form/error-summary";
import { fieldsFrom } from "~/components/form/field-values";
import { useFormErrors } from "~/components/form/use-form-errors";
import { DatesFieldset } from "./dates-fieldset";
import { GalleryFieldset, type KeptPhoto, type RefusedFile } from "./gallery-fieldset";
import { PackagesFieldset, type PackageRuleView } from "./packages-fieldset";
import { PlaceFieldset } from "./place-fieldset";
import { locationBoxId, LocationsFieldset, type LocationChoice } from "./locations-fieldset";
import { kronerOf, PricesFieldset } from "./prices-fieldset";
import { StockFieldset } from "./stock-fieldset";
import { DEAL_FIELD_ORDER, dealFieldLabels } from "./summary-fields";
import { TextsFieldset } from "./texts-fieldset";
import { cardFieldsOf, LiveCardPreview } from "./live-card-preview";

export interface EditedDealView {
  id: number;
  status: "draft" | "pending" | "published" | "paused" | "rejected" | "ended";
  imageSrc: string;
}

export function DealEditorForm({
  deal,
  categories,
  locations,
  rules,
  values,
  gallery,
  refusedFiles,
  errors,
  message,
}: {
  /** The deal being edited; null for a new one. */
  deal: EditedDealView | null;
  categories: readonly { id: string; name: string }[];
  /** The partner's locations to choose from. */
  locations: readonly LocationChoice[];
  rules: readonly PackageRuleView[];
  /** The deal's values, or what was typed when a save failed. */
  values: Record<string, string>;
  /** The photos stored so far (the deal's, or kept from a failed save), cover first. */
  gallery: readonly KeptPhoto[];
  /** Files the last save refused, each with its reason. */
  refusedFiles: readonly RefusedFile[];
  /** The last failed save's field errors (its own object: each new one is shown in full). */
  errors: Record<string, string> | undefined;
  /** Why the last save failed. */
  message?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const previewing = busy && navigation.formData?.get("intent") === "preview";
  const [prices, setPrices] = useState(() => ({
    original: kronerOf(values.originalPrice),
    discounted: kronerOf(values.discountedPrice),
  }));
  const live = deal?.status === "published" || deal?.status === "paused";
  // A new, draft or rejected deal goes to an admin when saved; "Forhåndsvis" saves it without.
  const sends = deal === null || deal.status === "draft" || deal.status === "rejected";
  const { errors: shown, onInput } = useFormErrors(errors);
  const [cardFields, setCardFields] = useState(() => cardFieldsOf(values));
  const [cover, setCover] = useState<string | null>(gallery[0]?.src ?? null);
  const onFormInput = (event: FormEvent<HTMLFormElement>) => {
    onInput(event);
    const typed = new FormData(event.currentTarget);
    setCardFields(cardFieldsOf(Object.fromEntries([...typed].map(([k, v]) => [k, typeof v === "string" ? v : ""]))));
  };
  const field = fieldsFrom(values, shown);
  // A failed save sends the photos back (new ones now stored): the gallery starts again from them.
  const [galleryShown, setGalleryShown] = useState(gallery);
  const [galleryVersion, setGalleryVersion] = useState(0);
  if (galleryShown !== gallery) {
    setGalleryShown(gallery);
    setGalleryVersion((v) => v + 1);
  }

  return (
    <>
      <div className="mt-3">
        <ErrorSummary
          title={message}
          listTitle={t("form.summaryTitle")}
          errors={shown}
          labels={dealFieldLabels(t)}
          order={DEAL_FIELD_ORDER}
          targets={{
            packages: "field-basicEnabled",
            ...(locations[0] ? { locations: locationBoxId(locations[0].id) } : {}),
          }}
          answer={errors}
        />
      </div>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Form method="post" encType="multipart/form-data" noValidate className="space-y-6" onInput={onFormInput}>
          <TextsFieldset field={field} />
          <PlaceFieldset field={field} categories={categories} prefilled={deal === null} />
          <LocationsFieldset locations={locations} values={values} error={shown.locations} />
          <PricesFieldset field={field} prices={prices} onChange={setPrices} live={live} />
          <PackagesFieldset field={field} rules={rules} discountedKroner={prices.discounted} />
          <StockFieldset field={field} />
          <DatesFieldset field={field} />
          <GalleryFieldset
            key={galleryVersion}
            gallery={gallery}
            error={field("image").error}
            refusedFiles={refusedFiles}
            onCoverChange={setCover}
          />
          <div className="flex flex-wrap items-center gap-3">
            {live ? (
              <Link
                to={`/business/deals/${deal.id}/preview`}
                className="rounded-md border border-slate-400 px-6 py-3 font-semibold text-slate-900 hover:bg-slate-50"
              >
                {t("dealEditor.preview.openLive")}
              </Link>
            ) : (
              <button
                type="submit"
                name="intent"
                value="preview"
                disabled={busy}
                className="rounded-md border border-slate-400 px-6 py-3 font-semibold text-slate-900 hover:bg-slate-50 disabled:text-slate-500"
              >
                {previewing ? t("dealEditor.preview.opening") : t("dealEditor.preview.open")}
              </button>
            )}
            <button
              type="submit"
              name="intent"
              value="save"
              disabled={busy}
              className="rounded-md bg-rose-600 px-6 py-3 font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
            >
              {busy && !previewing
                ? t("dealEditor.form.saving")
                : t(sends ? "dealEditor.preview.submit" : "dealEditor.form.save")}
            </button>
          </div>
        </Form>
        <aside className="lg:sticky lg:top-24">
          <LiveCardPreview dealId={deal?.id ?? 0} fields={cardFields} prices={prices} cover={cover} />
        </aside>
      </div>
    </>
  );
}
