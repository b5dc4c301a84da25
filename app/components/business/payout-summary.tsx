// The dashboard's money panel: what the partner earned and was paid, the next payout, how many
// sold vouchers were redeemed or refunded, and what is sold but not yet redeemed.
import { Link } from "react-router";
import type { PayoutSummary as Summary } from "#domain/partners/payout-statements.server";
import { formatDate, formatDecimal, formatNumber, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { useTranslation } from "~/hooks/translation";

export function PayoutSummary({ summary, lang }: { summary: Summary; lang: Language }) {
  const { t } = useTranslation();
  const sold = { count: formatNumber(summary.soldCount, lang) };
  const items = [
    {
      id: "earned",
      label: t("payouts.summary.earned"),
      value: formatPrice(summary.earnedOre, lang),
      help: t("payouts.summary.earnedHelp"),
    },
    {
      id: "paid",
      label: t("payouts.summary.paid"),
      value: formatPrice(summary.paidOre, lang),
      help:
        summary.onTheWayOre > 0
          ? t("payouts.summary.onTheWay", { amount: formatPrice(summary.onTheWayOre, lang) })
          : "",
    },
    {
      id: "next-payout",
      label: t("payouts.summary.nextPayout"),
      value: formatPrice(summary.nextPayoutOre, lang),
      help: t("payouts.summary.nextPayoutHelp", {
        amount: formatPrice(summary.nextPayoutOre, lang),
        date: formatDate(new Date(summary.nextPayoutDate), lang),
      }),
    },
    {
      id: "redemption-rate",
      label: t("payouts.summary.redemptionRate"),
      value: `${formatDecimal(summary.redemptionRate, lang)}\u00a0%`,
      help: t("payouts.summary.rateHelp", sold),
    },
    {
      id: "refund-rate",
      label: t("payouts.summary.refundRate"),
      value: `${formatDecimal(summary.refundRate, lang)}\u00a0%`,
      help: t("payouts.summary.rateHelp", sold),
    },
    {
      id: "liability",
      label: t("payouts.summary.liability"),
      value: formatPrice(summary.liabilityOre, lang),
      help: t("payouts.summary.liabilityHelp", { count: formatNumber(summary.liabilityCount, lang) }),
    },
  ];
  return (
    <section
      aria-labelledby="payout-summary-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="payout-summary"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payout-summary-title" className="text-xl font-semibold">
          {t("payouts.summary.title")}
        </h2>
        <Link to="/business/payouts" className="font-semibold text-rose-700 underline">
          {t("payouts.summary.link")}
        </Link>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <div key={item.id} className="rounded-xl bg-slate-50 p-4" data-testid={`payout-${item.id}`}>
            <dt className="text-sm font-medium text-slate-700">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{item.value}</dd>
            {item.help ? <dd className="mt-1 text-sm text-slate-700">{item.help}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
