import { useTranslation } from "~/hooks/translation";
import { Fieldset } from "~/components/form/form-fieldset";
import type { FieldFiller } from "~/components/form/field-values";
import { NumberField } from "~/components/form/number-field";

/** How many vouchers may be sold, in all and to one customer (both optional). */
export function StockFieldset({ field }: { field: FieldFiller }) {
  const { t } = useTranslation();
  return (
    <Fieldset boxed legend={t("dealEditor.form.limitsSection")}>
      <div className="grid gap-4 md:grid-cols-2">
        <NumberField label={t("dealEditor.form.unitsCap")} {...field("unitsCap")} />
        <NumberField label={t("dealEditor.form.perCustomerLimit")} {...field("perCustomerLimit")} />
      </div>
    </Fieldset>
  );
}
