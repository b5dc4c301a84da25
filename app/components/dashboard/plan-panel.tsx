import { useTranslation } from "~/hooks/translation";
import { Form } from "react-router";
import { BUSINESS_PLANS, type BusinessPlanId } from "#domain/partners/business-plans";
import { FormBanner } from "~/components/auth/auth-card";
import { Fieldset } from "~/components/form/form-fieldset";
import { RadioCard } from "~/components/form/radio-card";
import { formatDate, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { SubmitButton } from "~/components/form/submit-button";
import { RepeatedIcon, RepeatedIconSymbols } from "~/components/icons/repeated-icons";

/** The plans' features are ticked about ten times: one drawn tick, each copy pointing at it. */
const TICK: readonly ["check"] = ["check"];

/**
 * The partner's plan, its trial, a form to confirm the plan (needed to keep selling after the
 * trial) and one to change plan (the server refuses one that is too small).
 */
export function PlanPanel(props: {
  plan: BusinessPlanId;
  trialEndsAt: Date | null;
  planConfirmedAt: Date | null;
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
        {props.planConfirmedAt
          ? t("dashboard.plan.confirmedOn", { date: formatDate(props.planConfirmedAt, lang) })
          : props.trialEndsAt
            ? t("dashboard.plan.trialEnds", { date: formatDate(props.trialEndsAt, lang) })
            : t("dashboard.plan.noTrial")}
      </p>
      <p className="mt-1 text-slate-700">
        {t("dashboard.plan.dealsOnPlan", { count: props.dealsOnPlan, max: current.maxDeals })}
      </p>
      <div className="mt-4">
        <FormBanner tone={props.result?.ok ? "success" : "error"} message={props.result?.message} />
      </div>
      {props.planConfirmedAt ? null : (
        <Form method="post" className="mt-4 rounded-xl bg-slate-50 p-4" data-testid="confirm-plan">
          <input type="hidden" name="intent" value="confirmPlan" />
          {/* The plan (and price) shown here: the server confirms only that one. */}
          <input type="hidden" name="plan" value={current.id} />
          <p className="text-slate-900">
            {t("dashboard.plan.confirmText", {
              plan: t(`home.plans.${current.id}`),
              price: formatPrice(current.priceOre, lang),
            })}
          </p>
          <SubmitButton busy={props.busy} className="mt-3">
            {t("dashboard.plan.confirmButton")}
          </SubmitButton>
        </Form>
      )}
      <Form method="post" className="mt-4">
        <RepeatedIconSymbols names={TICK} />
        <input type="hidden" name="intent" value="changePlan" />
        <Fieldset legend={t("dashboard.plan.choose")}>
          <div className="grid gap-4 md:grid-cols-3">
            {BUSINESS_PLANS.map((plan) => (
              <RadioCard key={plan.id} name="plan" value={plan.id} defaultChecked={plan.id === props.plan}>
                <span className="block font-semibold">{t(`home.plans.${plan.id}`)}</span>
                <span className="mt-2 block text-lg font-bold text-slate-900">
                  {t("dashboard.plan.perMonth", { price: formatPrice(plan.priceOre, lang) })}
                </span>
                <span className="mt-2 block text-sm text-slate-800">
                  {t("dashboard.plan.maxDeals", { count: plan.maxDeals })}
                </span>
                <span className="mt-1 block text-sm text-slate-800" data-testid="plan-commission">
                  {t("payouts.plans.commission", { rate: String(plan.commissionBasisPoints / 100) })}
                </span>
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-center gap-1">
                      <RepeatedIcon name="check" className="size-4 text-emerald-700" />
                      {t(`home.planFeatures.${feature}`)}
                    </li>
                  ))}
                </ul>
              </RadioCard>
            ))}
          </div>
        </Fieldset>
        <SubmitButton busy={props.busy} className="mt-4">
          {t("dashboard.plan.change")}
        </SubmitButton>
      </Form>
    </section>
  );
}
