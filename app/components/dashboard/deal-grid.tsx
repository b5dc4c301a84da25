import { PlusCircle } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import type { PartnerDeal } from "#domain/partners/partner-deal-list.server";
import { formatNumber, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

const STATUS_CLASS: Record<PartnerDeal["status"], string> = {
  draft: "bg-slate-100 text-slate-800",
  pending: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
  paused: "bg-sky-100 text-sky-900",
  rejected: "bg-rose-100 text-rose-900",
  ended: "bg-slate-200 text-slate-800",
};

/** What a card shows of a deal: the page's data carries no more (no before-price, no end date). */
export type DashboardDeal = Pick<
  PartnerDeal,
  "id" | "title" | "description" | "status" | "priceOre" | "sold" | "imageSrc" | "imageAlt"
>;

export function dashboardDealOf(deal: PartnerDeal): DashboardDeal {
  const { id, title, description, status, priceOre, sold, imageSrc, imageAlt } = deal;
  return { id, title, description, status, priceOre, sold, imageSrc, imageAlt };
}

/** The partner's newest deals, every status, each leading to its editor; all of them (`count`) are on /business/deals. */
export function DealGrid({ deals, count, lang }: { deals: DashboardDeal[]; count: number; lang: Language }) {
  const { t } = useTranslation();
  if (deals.length === 0) {
    return (
      <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <p className="font-semibold text-slate-900">{t("dashboard.deals.emptyTitle")}</p>
        <p className="mt-2 text-slate-700">{t("dashboard.deals.emptyText")}</p>
        <Link
          to="/business/deals/new"
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
        >
          <PlusCircle aria-hidden="true" className="size-5" />
          {t("dashboard.deals.create")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {deals.map((deal) => (
          <li
            key={deal.id}
            data-testid="dashboard-deal"
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <img
              src={deal.imageSrc}
              alt={deal.imageAlt}
              loading="lazy"
              width={400}
              height={225}
              className="aspect-video w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-4">
              <span
                className={`self-start rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[deal.status]}`}
              >
                {t(`dashboard.deals.status.${deal.status}`)}
              </span>
              <h3 className="mt-2 font-semibold text-slate-900">
                <Link
                  to={`/business/deals/${deal.id}/edit`}
                  aria-label={t("dashboard.deals.edit", { title: deal.title })}
                  className="hover:underline"
                >
                  {deal.title}
                </Link>
              </h3>
              <p className="mt-1 line-clamp-2 text-sm text-slate-700">{deal.description}</p>
              <div className="mt-auto flex items-end justify-between pt-3">
                <span className="text-lg font-bold text-rose-700">{formatPrice(deal.priceOre, lang)}</span>
                <span className="text-sm text-slate-700">
                  {t("dashboard.deals.sold", { sold: formatNumber(deal.sold, lang) })}
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-slate-700" data-testid="dashboard-all-deals">
        {deals.length < count
          ? `${t("dashboard.deals.newest", { shown: deals.length, count: formatNumber(count, lang) })} `
          : null}
        <Link to="/business/deals" className="font-semibold text-rose-700 underline">
          {t("dashboard.deals.all")}
        </Link>
      </p>
    </>
  );
}
