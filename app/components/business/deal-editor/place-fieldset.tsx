import { useTranslation } from "~/hooks/translation";
import { Fieldset } from "~/components/form/form-fieldset";
import type { FieldFiller } from "~/components/form/field-values";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";

/** The deal's category and where the voucher is used. */
export function PlaceFieldset({
  field,
  categories,
  prefilled,
}: {
  field: FieldFiller;
  categories: readonly { id: string; name: string }[];
  /** A new deal: city, address and category come from the partner's profile and latest deal. */
  prefilled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset
      boxed
      legend={t("dealEditor.form.placeSection")}
      name="place"
      hint={prefilled ? t("dealEditor.form.prefilledFromProfile") : undefined}
    >
      <SelectField label={t("dealEditor.form.category")} required {...field("categoryId")}>
        <option value="">{t("dealEditor.form.chooseCategory")}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("dealEditor.form.city")}
        required
        maxLength={80}
        autoComplete="address-level2"
        {...field("city")}
      />
      <TextField
        label={t("dealEditor.form.address")}
        required
        maxLength={200}
        autoComplete="street-address"
        {...field("address")}
      />
    </Fieldset>
  );
}
