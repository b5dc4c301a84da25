// Deal moderation: new deals and price changes on live deals wait here for an admin.
import { useTranslation } from "~/hooks/translation";
import {
  approvePriceChange,
  decideDeal,
  listPendingDeals,
  listPendingPriceChanges,
  rejectPriceChange,
} from "#domain/partners/deal-moderation.server";
import { parseId } from "#domain/platform/ids";
import { AdminPage, DecisionForms } from "~/components/admin/admin-ui";
import { formatPrice } from "#i18n/format";
import { adminDone, adminPageContext, adminReason, adminRefused, requireAdmin } from "~/guards/admin.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-deals";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, head } = adminPageContext(request, "deals");
  const [deals, priceChanges] = await Promise.all([listPendingDeals(context.db), listPendingPriceChanges(context.db)]);
  return { deals, priceChanges, lang, head };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { lang, t } = adminPageContext(request, "deals");
  const fields = formFields(await readForm(request, context));
  const id = parseId(fields.id);
  if (id === null) return adminRefused(t("admin.common.notFound"), 400);
  const needsReason = fields.intent === "rejectDeal" || fields.intent === "rejectPrice";
  const given = needsReason ? adminReason(fields, lang) : null;
  if (given && !given.ok) return given.response;
  const reason = given?.ok ? given.reason : "";

  switch (fields.intent) {
    case "approveDeal":
    case "rejectDeal": {
      const approve = fields.intent === "approveDeal";
      const result = await decideDeal(context.db, context.mailer, {
        adminId: admin.id,
        dealId: id,
        decision: approve ? { approve: true } : { approve: false, reason },
        lang,
        origin: context.origin,
      });
      if (result.ok) return adminDone(t(approve ? "admin.deals.approved" : "admin.deals.rejected"));
      if (result.reason === "partnerNotApproved") return adminRefused(t("admin.deals.partnerNotApproved"));
      if (result.reason === "planLimit") return adminRefused(t("admin.deals.planLimit", { max: result.maxDeals }));
      if (result.reason === "alreadyDecided") return adminRefused(t("admin.common.alreadyDecided"));
      return adminRefused(t("admin.common.notFound"), 404);
    }
    case "approvePrice": {
      const result = await approvePriceChange(context.db, id, admin.id);
      return result.ok ? adminDone(t("admin.deals.priceApproved")) : adminRefused(t("admin.common.notFound"), 404);
    }
    case "rejectPrice": {
      const result = await rejectPriceChange(context.db, id, admin.id, reason);
      return result.ok ? adminDone(t("admin.deals.priceRejected")) : adminRefused(t("admin.common.notFound"), 404);
    }
    default:
      return adminRefused(t("admin.common.notFound"), 400);
  }
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminDeals({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = loaderData;
  return (
    <AdminPage title={t("admin.deals.heading")} intro={t("admin.deals.intro")} result={actionData}>
      <h2 className="text-xl font-semibold">{t("admin.deals.newDeals")}</h2>
      {loaderData.deals.length === 0 ? (
        <p className="text-slate-700">{t("admin.common.noResults")}</p>
      ) : (
        <ul className="space-y-3">
          {loaderData.deals.map((deal) => (
            <li key={deal.id} className="flex gap-4 rounded-xl border border-slate-200 p-4" data-testid="admin-deal">
              <img
                src={deal.imageSrc}
                alt=""
                width={120}
                height={90}
                className="h-[90px] w-[120px] rounded object-cover"
              />
              <div className="min-w-0 flex-1 space-y-2">
                <h3 className="text-lg font-semibold">{deal.title}</h3>
                <p className="text-sm text-slate-700">
                  {deal.partnerName} ({t(`admin.partners.status.${deal.partnerStatus}`)}) · {deal.city} ·{" "}
                  {formatPrice(deal.discountedPriceOre, lang)} / {formatPrice(deal.originalPriceOre, lang)}
                </p>
                <p className="line-clamp-2 text-sm">{deal.description}</p>
                <DecisionForms approveIntent="approveDeal" rejectIntent="rejectDeal" id={deal.id} idPrefix="deal" />
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2 className="text-xl font-semibold">{t("admin.deals.priceChanges")}</h2>
      {loaderData.priceChanges.length === 0 ? (
        <p className="text-slate-700">{t("admin.common.noResults")}</p>
      ) : (
        <ul className="space-y-3">
          {loaderData.priceChanges.map((change) => (
            <li
              key={change.id}
              className="space-y-2 rounded-xl border border-slate-200 p-4"
              data-testid="admin-price-change"
            >
              <h3 className="font-semibold">{change.title}</h3>
              <p className="text-sm">
                {t("admin.deals.priceFrom", {
                  price: formatPrice(change.fromDiscountedOre, lang),
                  original: formatPrice(change.fromOriginalOre, lang),
                })}{" "}
                {t("admin.deals.priceTo", {
                  price: formatPrice(change.discountedPriceOre, lang),
                  original: formatPrice(change.originalPriceOre, lang),
                })}
              </p>
              <DecisionForms approveIntent="approvePrice" rejectIntent="rejectPrice" id={change.id} idPrefix="price" />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
