import { useTranslation } from "~/hooks/translation";
import { SelectField } from "~/components/form/select-field";
import { BUSINESS_PLANS, type BusinessPlanId } from "#domain/partners/business-plans";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

/** The plan a new partner starts on, with its monthly price after the trial. */
export function PlanSelect({
  value,
  error,
  onChange,
}: {
  value: BusinessPlanId;
  error?: string;
  onChange: (plan: BusinessPlanId) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <SelectField
      label={t("business.register.plan")}
      name="plan"
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value as BusinessPlanId)}
    >
      {BUSINESS_PLANS.map((plan) => (
        <option key={plan.id} value={plan.id}>
          {t("business.register.planOption", {
            plan: t(`home.plans.${plan.id}`),
            price: formatPrice(plan.priceOre, lang),
          })}
        </option>
      ))}
    </SelectField>
  );
}
