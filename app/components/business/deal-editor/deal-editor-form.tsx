// The deal editor's form: its fieldsets in the order a partner fills them in, the error summary
// above after a failed save, and the prices shared by the discount and the packages' defaults.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
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

export interface EditedDealView {
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
  const busy = useNavigation().state === "submitting";
  const [prices, setPrices] = useState(() => ({
    original: kronerOf(values.originalPrice),
    discounted: kronerOf(values.discountedPrice),
  }));
  const live = deal?.status === "published" || deal?.status === "paused";
  const { errors: shown, onInput } = useFormErrors(errors);
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
      <Form method="post" encType="multipart/form-data" noValidate className="mt-6 space-y-6" onInput={onInput}>
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
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-rose-600 px-6 py-3 font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
        >
          {busy ? t("dealEditor.form.saving") : t("dealEditor.form.save")}
        </button>
      </Form>
    </>
  );
}
