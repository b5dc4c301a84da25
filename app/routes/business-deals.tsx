// The partner's own deals with their status, and pause / resume / end; found by title or status.
import { useTranslation } from "~/hooks/translation";
import { data, Form, Link, useSearchParams } from "react-router";
import { z } from "zod";
import { changeDealStatus } from "#domain/partners/partner-deals.server";
import { listPartnerDealsPage, PARTNER_DEALS_PAGE_SIZE } from "#domain/partners/partner-deals-page.server";
import { dealsFilterFrom, dealsListSearch } from "#domain/partners/partner-deals-filter";
import { DealListFilter } from "~/components/business/deal-list-filter";
import type { DealStats } from "#domain/partners/deal-stats.server";
import { hasPublicPage, isPublicStatus } from "#domain/catalog/deal-status";
import { idSchema } from "#domain/platform/ids";
import { FormBanner } from "~/components/auth/auth-card";
import { DataTable } from "~/components/data-table";
import { PageLinks, useFocusOnPageChange } from "~/components/page-links";
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatNumber, formatPrice } from "#i18n/format";
import { languageFromRequest } from "~/requests/language.server";
import type { Language } from "#i18n/languages";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { requirePartner } from "~/guards/partner-auth.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-deals";

const SAVED_NOTICES = ["created", "updated", "awaitingReview"] as const;
const DONE = { pause: "paused", resume: "resumed", end: "ended" } as const;
const transition = z.object({ intent: z.enum(["pause", "resume", "end"]), dealId: idSchema });
// The list's page in the address (?page=N); anything but a whole number from 1 shows page 1.
const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);
const HEADING_ID = "deals-heading";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const { searchParams } = new URL(request.url);
  const asked = pageSchema.parse(searchParams.get("page") ?? undefined);
  const filter = dealsFilterFrom(searchParams);
  const { deals, stats, total, page, pageCount } = await listPartnerDealsPage(context.db, partner.id, asked, filter);
  return {
    filter,
    deals,
    stats,
    total,
    page,
    pageCount,
    pageSize: PARTNER_DEALS_PAGE_SIZE,
    partnerPending: partner.status !== "approved",
    head: pageHead(lang, (t) => t("dealEditor.list.title")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, partner } = await requirePartner(request, context);
  const t = translator(languageFromRequest(request));
  const form = transition.safeParse(formFields(await readForm(request)));
  if (!form.success) {
    const badId = form.error.issues.some((issue) => issue.path[0] === "dealId");
    return data(
      { ok: false as const, message: t(`dealEditor.refused.${badId ? "notFound" : "wrongStatus"}`) },
      { status: 400 },
    );
  }
  const { intent, dealId } = form.data;
  const result = await changeDealStatus(context.db, { id: partner.id, userId: user.id }, dealId, intent);
  if (result.ok) return { ok: true as const, message: t(`dealEditor.list.${DONE[intent]}`) };
  const message = t(`dealEditor.refused.${result.reason}`, {
    count: result.reason === "planLimit" ? result.maxDeals : 0,
    date: result.reason === "trialEnded" ? formatDate(result.trialEndedAt, languageFromRequest(request)) : "",
  });
  return data({ ok: false as const, message }, { status: result.reason === "notFound" ? 404 : 409 });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

function period(startsAt: string | null, endsAt: string, lang: Language) {
  // ends_at is the midnight after the last day on sale.
  const lastDay = formatDate(new Date(new Date(endsAt).getTime() - 1000), lang);
  return startsAt ? `${formatDate(new Date(startsAt), lang)} – ${lastDay}` : `– ${lastDay}`;
}

export default function BusinessDeals({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [params] = useSearchParams();
  const saved = SAVED_NOTICES.find((n) => n === params.get("saved"));
  const filtered = Boolean(loaderData.filter.title || loaderData.filter.status);
  const button = "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50";

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("dealEditor.list.title")}</h1>
        <div className="flex gap-3">
          {/* A document load: only a page loaded as /business/redeem may use the camera (Permissions-Policy). */}
          <Link to="/business/redeem" reloadDocument className={button}>
            {t("dealEditor.list.redeem")}
          </Link>
          <Link
            to="/business/deals/new"
            className="rounded-md bg-rose-600 px-4 py-2 font-semibold text-white hover:bg-rose-700"
          >
            {t("dealEditor.list.newDeal")}
          </Link>
        </div>
      </div>
      <p className="mt-2 text-slate-700">{t("dealEditor.list.intro")}</p>
      <div className="mt-4 space-y-3">
        {loaderData.partnerPending ? <FormBanner message={t("dealEditor.partnerPending")} /> : null}
        {saved && !actionData ? <FormBanner tone="success" message={t(`dealEditor.list.${saved}`)} /> : null}
        <FormBanner tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      {filtered || loaderData.deals.length > 0 ? (
        <div className="mt-8">
          <DealListFilter filter={loaderData.filter} />
        </div>
      ) : null}
      {loaderData.deals.length === 0 ? (
        <p className="mt-8 rounded-md bg-slate-50 p-6 text-slate-700" data-testid="deals-empty">
          {t(filtered ? "dealEditor.list.noneMatch" : "dealEditor.list.empty")}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <DealsCount
            total={loaderData.total}
            page={loaderData.page}
            pageSize={loaderData.pageSize}
            shown={loaderData.deals.length}
            filtered={filtered}
          />
          <DataTable
            columns={[
              t("dealEditor.list.deal"),
              t("dealEditor.list.status"),
              t("dealEditor.list.price"),
              t("dealEditor.list.period"),
              t("dealEditor.list.numbers"),
              t("dealEditor.list.actions"),
            ]}
          >
            {loaderData.deals.map((deal) => (
              <tr key={deal.id} className="border-b border-slate-200 align-top" data-deal-id={deal.id}>
                <td className="py-3 pr-4">
                  <div className="flex items-center gap-3">
                    <img src={deal.imageSrc} alt="" className="size-12 rounded object-cover" />
                    <span className="font-medium">{deal.title}</span>
                  </div>
                </td>
                <td className="py-3 pr-4">
                  <span className="font-medium" data-testid="deal-status">
                    {t(`dealEditor.status.${deal.status}`)}
                  </span>
                  {deal.changesPending ? <p className="text-amber-900">{t("dealEditor.list.changesPending")}</p> : null}
                  {deal.status === "rejected" && deal.rejectionReason ? (
                    <p className="text-rose-800">{t("dealEditor.list.rejected", { reason: deal.rejectionReason })}</p>
                  ) : null}
                </td>
                <td className="py-3 pr-4">
                  <span>{formatPrice(deal.discountedPriceOre, lang)}</span>{" "}
                  <s className="text-slate-600">{formatPrice(deal.originalPriceOre, lang)}</s>
                  {deal.pendingPrice ? (
                    <p className="text-amber-900">
                      {t("dealEditor.list.pricePending", {
                        price: formatPrice(deal.pendingPrice.discountedPriceOre, lang),
                      })}
                    </p>
                  ) : null}
                </td>
                <td className="py-3 pr-4 whitespace-nowrap">{period(deal.startsAt, deal.endsAt, lang)}</td>
                <td className="py-3 pr-4">
                  <DealNumbers stats={loaderData.stats[deal.id]} lang={lang} />
                </td>
                <td className="py-3">
                  <div className="flex flex-wrap gap-2">
                    {deal.status !== "ended" ? (
                      <Link
                        to={`/business/deals/${deal.id}/edit`}
                        className={button}
                        aria-label={t("dealEditor.list.editNamed", { title: deal.title })}
                      >
                        {t("dealEditor.list.edit")}
                      </Link>
                    ) : null}
                    {hasPublicPage(deal.status) ? (
                      <Link to={`/deal/${deal.id}`} className={button}>
                        {t("dealEditor.list.view")}
                      </Link>
                    ) : (
                      <Link
                        to={`/business/deals/${deal.id}/preview`}
                        className={button}
                        aria-label={t("dealEditor.preview.openNamed", { title: deal.title })}
                      >
                        {t("dealEditor.preview.open")}
                      </Link>
                    )}
                    {deal.status === "published" ? <TransitionButton id={deal.id} intent="pause" /> : null}
                    {deal.status === "paused" ? <TransitionButton id={deal.id} intent="resume" /> : null}
                    {isPublicStatus(deal.status) ? <TransitionButton id={deal.id} intent="end" /> : null}
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
          <PageLinks
            page={loaderData.page}
            pageCount={loaderData.pageCount}
            to={(p) => ({ search: dealsListSearch(loaderData.filter, p), hash: HEADING_ID })}
            label={t("dealEditor.list.pages")}
            className="mt-8 flex flex-wrap items-center gap-2"
          />
        </div>
      )}
    </div>
  );
}

/**
 * How many deals the partner has, and which of them this page shows. The page links land here, and
 * after a page change in the browser the focus moves here, so a screen reader starts at the new page.
 */
function DealsCount({
  total,
  page,
  pageSize,
  shown,
  filtered,
}: {
  total: number;
  page: number;
  pageSize: number;
  shown: number;
  /** The count is of the deals the partner's search lets through. */
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const line = useFocusOnPageChange<HTMLParagraphElement>(page);
  const from = (page - 1) * pageSize + 1;
  return (
    <p id={HEADING_ID} ref={line} tabIndex={-1} className="mb-2 text-sm text-slate-700" data-testid="deals-count">
      {total > shown
        ? t(filtered ? "dealEditor.list.matchingShowing" : "dealEditor.list.showing", {
            count: total,
            from,
            to: from + shown - 1,
          })
        : t(filtered ? "dealEditor.list.matching" : "dealEditor.list.count", { count: total })}
    </p>
  );
}

function TransitionButton({ id, intent }: { id: number; intent: "pause" | "resume" | "end" }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="dealId" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
      >
        {t(`dealEditor.list.${intent}`)}
      </button>
    </Form>
  );
}

const NO_NUMBERS: DealStats = { views: 0, sold: 0, revenueOre: 0, redeemed: 0, refunded: 0 };

/** A deal's numbers since it began, label and value in pairs. */
function DealNumbers({ stats = NO_NUMBERS, lang }: { stats?: DealStats; lang: Language }) {
  const { t } = useTranslation();
  const rows = [
    ["views", formatNumber(stats.views, lang)],
    ["sold", formatNumber(stats.sold, lang)],
    ["revenue", formatPrice(stats.revenueOre, lang)],
    ["redeemed", formatNumber(stats.redeemed, lang)],
    ["refunded", formatNumber(stats.refunded, lang)],
  ] as const;
  return (
    <dl data-testid="deal-numbers" className="grid grid-cols-[auto_auto] gap-x-3 text-sm whitespace-nowrap">
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-600">{t(`dealEditor.list.${key}`)}</dt>
          <dd className="text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
