import { Eye, Percent, ShoppingBag, TrendingUp } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Link, useLocation, useNavigation } from "react-router";
import { BUSINESS_PLANS, planIncludes } from "#domain/partners/business-plans";
import { periodFrom, PERIODS } from "#domain/partners/analytics-periods";
import { mayPublish } from "#domain/partners/partner-plans.server";
import { loadPartnerDashboard } from "#domain/partners/partner-dashboard.server";
import { ApiKeysPanel } from "~/components/dashboard/api-keys-panel";
import { dashboardDealOf, DealGrid } from "~/components/dashboard/deal-grid";
import { chartSeriesOf, PerformanceChart } from "~/components/dashboard/performance-chart";
import { PlanPanel } from "~/components/dashboard/plan-panel";
import { PayoutSummary } from "~/components/business/payout-summary";
import { StatCard } from "~/components/dashboard/stat-card";
import { GettingStartedChecklist } from "~/components/dashboard/getting-started";
import { trendLabel } from "~/components/dashboard/trend-label";
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatDecimal, formatNumber, formatPrice } from "#i18n/format";
import { languageFromRequest } from "~/requests/language.server";
import { dashboardAction } from "~/route-helpers/dashboard-actions.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { requirePartner } from "~/guards/partner-auth.server";
import type { Route } from "./+types/business-dashboard";
import { WITHOUT_SHELL_ICONS } from "~/components/icons/repeated-icons";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const days = periodFrom(new URL(request.url).searchParams.get("days"));
  const { analytics, deals, ...dashboard } = await loadPartnerDashboard(context.db, partner, days, lang);
  const planWithApi = BUSINESS_PLANS.find((plan) => planIncludes(plan.id, "apiAccess"))!.id;
  const trial = mayPublish(partner, new Date());
  // Only what the page shows travels in its data (the previous period's totals show only as trends).
  const { days: shownDays, from, to, current, trends, chart } = analytics;
  return {
    trialEndedAt: trial.ok ? null : trial.trialEndedAt,
    lang,
    partner,
    ...dashboard,
    analytics: { days: shownDays, from, to, current, trends, chart: chartSeriesOf(chart) },
    deals: deals.map(dashboardDealOf),
    planWithApi: translator(lang)(`home.plans.${planWithApi}`),
    head: pageHead(lang, (t) => t("pages.businessDashboard")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, partner } = await requirePartner(request, context);
  return dashboardAction(request, context, partner, user.id);
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

// No deal cards, ratings or reviews here: the shell leaves out their icons.
export const handle = WITHOUT_SHELL_ICONS;

export default function BusinessDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, partner, analytics, deals } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle";
  const revalidating = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const { current, trends } = analytics;
  const words = { new: t("dashboard.stats.trendNew"), none: t("dashboard.stats.trendNone") };
  const trend = (key: keyof typeof trends) => ({
    ...trendLabel(trends[key], lang, words),
    title: trends[key].kind === "new" ? t("dashboard.stats.trendNewHelp") : undefined,
  });
  const stats = [
    {
      id: "views",
      icon: Eye,
      trend: "views",
      label: t("dashboard.stats.views"),
      value: formatNumber(current.views, lang),
      help: t("dashboard.stats.viewsHelp"),
    },
    {
      id: "revenue",
      icon: TrendingUp,
      trend: "revenue",
      label: t("dashboard.stats.revenue"),
      value: formatPrice(current.revenueOre, lang),
      help: t("dashboard.stats.revenueHelp"),
    },
    {
      id: "active-deals",
      icon: ShoppingBag,
      trend: "activeDeals",
      label: t("dashboard.stats.activeDeals"),
      value: formatNumber(current.activeDeals, lang),
      help: t("dashboard.stats.activeDealsHelp"),
    },
    {
      id: "conversion",
      icon: Percent,
      trend: "conversionRate",
      label: t("dashboard.stats.conversion"),
      value: `${formatDecimal(current.conversionRate, lang)}\u00a0%`,
      help: t("dashboard.stats.conversionHelp", { sales: formatNumber(current.sales, lang) }),
    },
  ] as const;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("dashboard.title")}</h1>
          <p className="mt-1 text-slate-700">{t("dashboard.intro", { name: partner.name })}</p>
        </div>
        <nav aria-label={t("dashboard.period.label")} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {PERIODS.map((days) => (
            <Link
              key={days}
              to={`?days=${days}`}
              preventScrollReset
              aria-current={days === analytics.days ? "page" : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${
                days === analytics.days ? "bg-white text-rose-700 shadow-sm" : "text-slate-700 hover:text-slate-900"
              }`}
            >
              {t("dashboard.period.days", { days })}
            </Link>
          ))}
        </nav>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {t("dashboard.period.compared", {
          days: analytics.days,
          from: formatDate(new Date(`${analytics.from}T12:00:00Z`), lang),
          to: formatDate(new Date(`${analytics.to}T12:00:00Z`), lang),
        })}
      </p>
      {revalidating ? (
        <p role="status" className="mt-2 text-sm font-medium text-slate-700">
          {t("dashboard.loading")}
        </p>
      ) : null}

      {partner.status !== "approved" ? (
        <div role="status" data-testid="partner-status" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">
            {partner.status === "pending" ? t("dashboard.status.pendingTitle") : t("dashboard.status.rejectedTitle")}
          </p>
          <p className="mt-1">
            {partner.status === "pending" ? t("dashboard.status.pendingText") : t("dashboard.status.rejectedText")}
          </p>
          {partner.status === "rejected" && partner.rejectionReason ? (
            <p className="mt-1">{t("dashboard.status.reason", { reason: partner.rejectionReason })}</p>
          ) : null}
        </div>
      ) : null}

      {loaderData.trialEndedAt ? (
        <div role="status" data-testid="trial-ended" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">
            {t("dashboard.trial.endedTitle", { date: formatDate(loaderData.trialEndedAt, lang) })}
          </p>
          <p className="mt-1">{t("dashboard.trial.endedText")}</p>
          <a href="#plan-title" className="mt-2 inline-block font-semibold text-rose-700 underline">
            {t("dashboard.trial.confirmLink")}
          </a>
        </div>
      ) : null}

      <section aria-labelledby="stats-title" className="mt-6">
        <h2 id="stats-title" className="sr-only">
          {t("dashboard.stats.title")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat) => (
            <StatCard
              key={stat.id}
              id={stat.id}
              icon={stat.icon}
              label={stat.label}
              value={stat.value}
              help={stat.help}
              trend={trend(stat.trend)}
            />
          ))}
        </dl>
      </section>

      {loaderData.checklist.finished ? (
        <section
          aria-labelledby="chart-title"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="chart-title" className="text-xl font-semibold">
            {t("dashboard.chart.title")}
          </h2>
          {current.views === 0 ? <p className="mt-2 text-slate-700">{t("dashboard.chart.noViews")}</p> : null}
          <div className="mt-4">
            <PerformanceChart days={analytics.days} series={analytics.chart} lang={lang} />
          </div>
        </section>
      ) : (
        <GettingStartedChecklist steps={loaderData.checklist.steps} />
      )}

      <PayoutSummary summary={loaderData.payoutSummary} lang={lang} />

      <section aria-labelledby="deals-title" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="deals-title" className="text-xl font-semibold">
            {t("dashboard.deals.title")}
          </h2>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/business/profile"
              className="rounded-md border border-rose-600 px-4 py-2 font-semibold text-rose-700 hover:bg-rose-50"
            >
              {t("businessInfo.profile.link")}
            </Link>
            <Link
              to="/business/staff"
              className="rounded-md border border-rose-600 px-4 py-2 font-semibold text-rose-700 hover:bg-rose-50"
            >
              {t("business.staff.navLink")}
            </Link>
            <Link
              to="/business/locations"
              className="rounded-md border border-rose-600 px-4 py-2 font-semibold text-rose-700 hover:bg-rose-50"
            >
              {t("locations.title")}
            </Link>
            <Link
              to="/business/bookings"
              className="rounded-md border border-rose-600 px-4 py-2 font-semibold text-rose-700 hover:bg-rose-50"
            >
              {t("bookings.nav.link")}
            </Link>
            <Link
              to="/business/reviews"
              className="rounded-md border border-rose-600 px-4 py-2 font-semibold text-rose-700 hover:bg-rose-50"
            >
              {t("business.reviews.link")}
            </Link>
            {/* A document load: only a page loaded as /business/redeem may use the camera (Permissions-Policy). */}
            <Link
              to="/business/redeem"
              reloadDocument
              className="rounded-md border border-rose-600 px-4 py-2 font-semibold text-rose-700 hover:bg-rose-50"
            >
              {t("dashboard.deals.redeem")}
            </Link>
            <Link
              to="/business/deals/new"
              className="rounded-md bg-rose-600 px-4 py-2 font-semibold text-white hover:bg-rose-700"
            >
              {t("dashboard.deals.create")}
            </Link>
          </div>
        </div>
        <DealGrid deals={deals} count={loaderData.dealCount} lang={lang} />
      </section>

      <div className="mt-8 grid gap-8">
        <PlanPanel
          plan={partner.plan}
          trialEndsAt={partner.trialEndsAt}
          planConfirmedAt={partner.planConfirmedAt}
          dealsOnPlan={loaderData.dealsOnPlan}
          lang={lang}
          busy={busy}
          result={actionData?.intent === "changePlan" || actionData?.intent === "confirmPlan" ? actionData : undefined}
        />
        <ApiKeysPanel
          keys={loaderData.apiKeys}
          planWithApi={loaderData.planWithApi}
          lang={lang}
          busy={busy}
          result={actionData?.intent === "apiKey" ? actionData.result : undefined}
        />
      </div>
    </div>
  );
}
