import {
  BadgeCheck,
  BarChart3,
  CalendarClock,
  Handshake,
  Megaphone,
  MonitorSmartphone,
  Users,
  Wallet,
} from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { SolutionPlans } from "~/components/home/business-sections";
import { metaTags } from "~/rendering/page-head";
import { canonicalPageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business";

export function loader({ request }: Route.LoaderArgs) {
  return {
    head: canonicalPageHead(
      request,
      (t) => t("pages.business"),
      (t) => t("business.landing.heroText"),
    ),
  };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

const BENEFITS = [
  { key: "reach", Icon: Users },
  { key: "risk", Icon: BadgeCheck },
  { key: "insight", Icon: BarChart3 },
  { key: "payout", Icon: Wallet },
] as const;

const STEPS = ["publish", "buy", "redeem", "paid"] as const;

const MORE = [
  { key: "solutions", to: "/business/solutions", Icon: MonitorSmartphone },
  { key: "marketing", to: "/business/marketing", Icon: Megaphone },
  { key: "consultation", to: "/business/consultation", Icon: CalendarClock },
] as const;

export default function BusinessLanding() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-slate-900">
            <Handshake aria-hidden="true" className="size-4" />
            {t("business.landing.trialBadge")}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t("business.landing.heroTitle")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{t("business.landing.heroText")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/business/register"
              className="rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300"
            >
              {t("business.landing.registerCta")}
            </Link>
            <Link
              to="/business/login"
              className="rounded-md border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              {t("business.landing.loginCta")}
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-2xl font-bold">
          {t("business.landing.benefitsTitle")}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-rose-700" />
              <h3 className="mt-3 text-lg font-semibold">{t(`business.landing.benefits.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`business.landing.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-rose-50" aria-labelledby="how-heading">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="how-heading" className="text-2xl font-bold">
            {t("business.landing.howTitle")}
          </h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step} className="rounded-xl bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-rose-600 font-bold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg font-semibold">{t(`business.landing.steps.${step}.title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`business.landing.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-14" aria-labelledby="trial-heading">
        <div className="rounded-2xl bg-gradient-to-br from-rose-700 to-amber-700 p-8 text-white">
          <h2 id="trial-heading" className="text-2xl font-bold">
            {t("business.landing.trialTitle")}
          </h2>
          <p className="mt-2 max-w-3xl">{t("business.landing.trialText")}</p>
        </div>
      </section>

      <SolutionPlans
        title={t("business.landing.plansTitle")}
        text={t("business.landing.plansText")}
        cta={(planId, plan) => ({
          to: `/business/register?plan=${planId}`,
          label: t("business.landing.planCta", { plan }),
        })}
      />

      <section className="mx-auto max-w-7xl px-4 pb-14" aria-labelledby="more-heading">
        <h2 id="more-heading" className="text-2xl font-bold">
          {t("business.landing.moreTitle")}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {MORE.map(({ key, to, Icon }) => (
            <li key={key} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-rose-700" />
              <h3 className="mt-3 text-lg font-semibold">{t(`business.landing.more.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-slate-700">{t(`business.landing.more.${key}.text`)}</p>
              <Link to={to} className="mt-4 font-semibold text-rose-700 hover:underline">
                {t("business.landing.readMore", { topic: t(`business.landing.more.${key}.title`).toLowerCase() })}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-slate-700">
          {t("business.landing.haveAccount")}{" "}
          <Link to="/business/login" className="font-semibold text-rose-700 hover:underline">
            {t("business.landing.loginCta")}
          </Link>
        </p>
      </section>
    </>
  );
}
