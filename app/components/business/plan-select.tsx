import { useTranslation } from "~/hooks/translation";
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
    <div>
      <label htmlFor="field-plan" className="block text-sm font-medium text-slate-800">
        {t("business.register.plan")}
      </label>
      <select
        id="field-plan"
        name="plan"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "field-plan-error" : undefined}
        onChange={(event) => onChange(event.currentTarget.value as BusinessPlanId)}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
      >
        {BUSINESS_PLANS.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {t("business.register.planOption", {
              plan: t(`home.plans.${plan.id}`),
              price: formatPrice(plan.priceOre, lang),
            })}
          </option>
        ))}
      </select>
      {error ? (
        <p id="field-plan-error" className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
