import { Check } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { BUSINESS_PLANS, type BusinessPlanId } from "#domain/partners/business-plans";

const GROWTH_POINTS = ["reach", "dashboard", "payout"] as const;

export function BusinessGrowth() {
  const { t } = useTranslation();
  return (
    <section className="bg-slate-900 text-white" aria-labelledby="growth-heading">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="growth-heading" className="text-3xl font-bold">
            {t("home.growthTitle")}
          </h2>
          <p className="mt-3 text-slate-200">{t("home.growthText")}</p>
          <Link
            to="/business/register"
            className="mt-6 inline-block rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300"
          >
            {t("home.growthCta")}
          </Link>
        </div>
        <ul className="space-y-3">
          {GROWTH_POINTS.map((point) => (
            <li key={point} className="flex items-center gap-3 rounded-lg bg-white/10 p-4">
              <Check aria-hidden="true" className="size-5 text-amber-300" />
              {t(`home.growthPoints.${point}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

interface PlanCta {
  to: string;
  label: string;
}

/** The three business plans. The home page offers a consultation; the business area can pass its own texts and links. */
export function SolutionPlans({
  title,
  text,
  cta,
}: {
  title?: string;
  text?: string;
  cta?: (planId: BusinessPlanId, planName: string) => PlanCta;
} = {}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="plans-heading">
      <h2 id="plans-heading" className="text-2xl font-bold">
        {title ?? t("home.plansTitle")}
      </h2>
      <p className="mt-2 text-slate-700">{text ?? t("home.plansText")}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {BUSINESS_PLANS.map((plan) => {
          const name = t(`home.plans.${plan.id}`);
          const link = cta?.(plan.id, name) ?? { to: "/business/consultation", label: t("home.planCta") };
          return (
            <li key={plan.id} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-xl font-semibold">{name}</h3>
              <p className="mt-3 text-3xl font-bold text-rose-700">{formatPrice(plan.priceOre, lang)}</p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                <li className="flex gap-2">
                  <Check aria-hidden="true" className="size-4 text-emerald-700" />
                  {t("home.planDeals", { count: plan.maxDeals })}
                </li>
                <li className="flex gap-2" data-testid="plan-commission">
                  <Check aria-hidden="true" className="size-4 text-emerald-700" />
                  {t("payouts.plans.commission", { rate: String(plan.commissionBasisPoints / 100) })}
                </li>
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="size-4 text-emerald-700" />
                    {t(`home.planFeatures.${feature}`)}
                  </li>
                ))}
              </ul>
              <Link
                to={link.to}
                className="mt-6 rounded-md bg-slate-900 px-4 py-2.5 text-center font-semibold text-white hover:bg-slate-800"
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
