import type { TFunction } from "#i18n/translate";

/** The editor's fields in the order the page shows them, for the error summary's list. */
export const DEAL_FIELD_ORDER = [
  "title",
  "description",
  "finePrint",
  "titleEn",
  "descriptionEn",
  "categoryId",
  "city",
  "address",
  "locations",
  "originalPrice",
  "discountedPrice",
  "originalPriceConfirmed",
  "packages",
  "basicPrice",
  "basicDays",
  "premiumPrice",
  "premiumDays",
  "groupPrice",
  "groupDays",
  "groupMin",
  "unitsCap",
  "perCustomerLimit",
  "startsAt",
  "endsAt",
  "image",
];

/**
 * The editor's field names for its error summary, where the message alone ("Fill in this field")
 * does not say which field it is about. Messages that name their subject have none.
 */
export function dealFieldLabels(t: TFunction): Record<string, string> {
  const labels: Record<string, string> = {
    title: t("dealEditor.form.title"),
    description: t("dealEditor.form.description"),
    finePrint: t("dealEditor.form.finePrint"),
    titleEn: t("dealEditor.form.titleEn"),
    descriptionEn: t("dealEditor.form.descriptionEn"),
    categoryId: t("dealEditor.form.category"),
    city: t("dealEditor.form.city"),
    address: t("dealEditor.form.address"),
    originalPrice: t("dealEditor.form.originalPrice"),
    discountedPrice: t("dealEditor.form.discountedPrice"),
    groupMin: t("dealEditor.form.groupMin"),
    unitsCap: t("dealEditor.form.unitsCap"),
    perCustomerLimit: t("dealEditor.form.perCustomerLimit"),
    startsAt: t("dealEditor.form.startsAt"),
    endsAt: t("dealEditor.form.endsAt"),
  };
  for (const kind of ["basic", "premium", "group"] as const) {
    const name = t(`deal.packages.${kind}`);
    labels[`${kind}Price`] = t("dealEditor.form.packagePrice", { name });
    labels[`${kind}Days`] = t("dealEditor.form.packageDays", { name });
  }
  return labels;
}
