import { useTranslation } from "~/hooks/translation";
import { CheckboxField } from "~/components/form/checkbox-field";
import type { FieldFiller } from "~/components/form/field-values";

/**
 * The partner's confirmation that the ordinary price has really been charged: markedsføringsloven
 * allows a "before" price only then. Every save asks again: an edit does not start ticked.
 */
export function OriginalPriceConfirmation({ field }: { field: FieldFiller }) {
  const { t } = useTranslation();
  const { name, defaultValue, error } = field("originalPriceConfirmed");
  return (
    <CheckboxField
      label={t("dealEditor.form.confirmOriginal")}
      name={name}
      required
      defaultChecked={defaultValue === "on"}
      error={error}
    />
  );
}
