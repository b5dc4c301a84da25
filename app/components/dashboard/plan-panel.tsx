import { Check } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Form } from "react-router";
import { BUSINESS_PLANS, type BusinessPlanId } from "#domain/partners/business-plans";
import { FormBanner } from "~/components/auth/auth-card";
import { CsrfInput } from "~/components/csrf-input";
import { Fieldset } from "~/components/form/form-fieldset";
import { RadioCard } from "~/components/form/radio-card";
import { formatDate, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

/** The partner's plan, its trial and a form to change plan (the server refuses one that is too small). */
export function PlanPanel(props: {
  plan: BusinessPlanId;
  trialEndsAt: Date | null;
  dealsOnPlan: number;
  lang: Language;
  result?: { ok: boolean; message: string };
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { lang } = props;
  const current = BUSINESS_PLANS.find((plan) => plan.id === props.plan)!;
  return (
    <section aria-labelledby="plan-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="plan-title" className="text-xl font-semibold">
        {t("dashboard.plan.title")}
      </h2>
      <p className="mt-2 font-medium text-slate-900" data-testid="current-plan">
        {t("dashboard.plan.current", { plan: t(`home.plans.${current.id}`) })}
      </p>
      <p className="mt-1 text-slate-700">
        {props.trialEndsAt
          ? t("dashboard.plan.trialEnds", { date: formatDate(props.trialEndsAt, lang) })
          : t("dashboard.plan.noTrial")}
      </p>
      <p className="mt-1 text-slate-700">
        {t("dashboard.plan.dealsOnPlan", { count: props.dealsOnPlan, max: current.maxDeals })}
      </p>
      <div className="mt-4">
        <FormBanner tone={props.result?.ok ? "success" : "error"} message={props.result?.message} />
      </div>
      <Form method="post" className="mt-4">
        <CsrfInput />
        <input type="hidden" name="intent" value="changePlan" />
        <Fieldset legend={t("dashboard.plan.choose")}>
          <div className="grid gap-4 md:grid-cols-3">
            {BUSINESS_PLANS.map((plan) => (
              <RadioCard key={plan.id} name="plan" value={plan.id} defaultChecked={plan.id === props.plan}>
                <span className="block font-semibold">{t(`home.plans.${plan.id}`)}</span>
                <span className="mt-2 block text-lg font-bold text-slate-900">
                  {t("dashboard.plan.perMonth", { price: formatPrice(plan.priceOre, lang) })}
                </span>
                <span className="block text-sm text-slate-600 line-through">
                  {t("dashboard.plan.was", { price: formatPrice(plan.wasOre, lang) })}
                </span>
                <span className="mt-2 block text-sm text-slate-800">
                  {t("dashboard.plan.maxDeals", { count: plan.maxDeals })}
                </span>
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-center gap-1">
                      <Check aria-hidden="true" className="size-4 text-emerald-700" />
                      {t(`home.planFeatures.${feature}`)}
                    </li>
                  ))}
                </ul>
              </RadioCard>
            ))}
          </div>
        </Fieldset>
        <button
          type="submit"
          disabled={props.busy}
          className="mt-4 rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
        >
          {t("dashboard.plan.change")}
        </button>
      </Form>
    </section>
  );
}
