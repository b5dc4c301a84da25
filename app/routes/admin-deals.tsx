// Deal moderation: every version a partner submits (new deals, changes to live deals) waits here
// for an admin, shown in full; the decision names the version shown (deal-moderation.server.ts).
import { useTranslation } from "~/hooks/translation";
import { decideDeal, listDealsForReview } from "#domain/partners/deal-moderation.server";
import { listCategoryOptions } from "#domain/partners/partner-deals.server";
import { parseId } from "#domain/platform/ids";
import { AdminPage } from "~/components/admin/admin-ui";
import { DealReview } from "~/components/admin/deal-review";
import { formatDate } from "#i18n/format";
import { adminDone, adminPageContext, adminReason, adminRefused, requireAdmin } from "~/guards/admin.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-deals";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, head } = adminPageContext(request, "deals");
  const [deals, categories] = await Promise.all([
    listDealsForReview(context.db),
    listCategoryOptions(context.db, lang),
  ]);
  return { deals, categories, lang, head };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { lang, t } = adminPageContext(request, "deals");
  const fields = formFields(await readForm(request));
  const revisionId = parseId(fields.id);
  if (revisionId === null || (fields.intent !== "approveDeal" && fields.intent !== "rejectDeal"))
    return adminRefused(t("admin.common.notFound"), 400);
  const approve = fields.intent === "approveDeal";
  const given = approve ? null : adminReason(fields, lang);
  if (given && !given.ok) return given.response;

  const result = await decideDeal(context.db, context.mailer, {
    adminId: admin.id,
    revisionId,
    decision: given?.ok ? { approve: false, reason: given.reason } : { approve: true },
    origin: context.origin,
  });
  if (result.ok) {
    const done = result.edit ? (approve ? "editApproved" : "editRejected") : approve ? "approved" : "rejected";
    return adminDone(t(`admin.deals.${done}`));
  }
  if (result.reason === "changedSinceOpened") return adminRefused(t("admin.deals.changedSinceOpened"));
  if (result.reason === "partnerNotApproved") return adminRefused(t("admin.deals.partnerNotApproved"));
  if (result.reason === "planLimit") return adminRefused(t("admin.deals.planLimit", { max: result.maxDeals }));
  if (result.reason === "trialEnded")
    return adminRefused(t("admin.deals.trialEnded", { date: formatDate(result.trialEndedAt, lang) }));
  if (result.reason === "capBelowSold")
    return adminRefused(t("admin.deals.capBelowSold", { cap: result.cap, sold: result.sold }));
  if (result.reason === "alreadyDecided") return adminRefused(t("admin.common.alreadyDecided"));
  return adminRefused(t("admin.common.notFound"), 404);
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminDeals({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, categories } = loaderData;
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? id;
  const sections = [
    { heading: t("admin.deals.newDeals"), deals: loaderData.deals.filter((d) => d.changes === null), id: "new" },
    { heading: t("admin.deals.edits"), deals: loaderData.deals.filter((d) => d.changes !== null), id: "edits" },
  ];
  return (
    <AdminPage title={t("admin.deals.heading")} intro={t("admin.deals.intro")} result={actionData}>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`deals-${section.id}`} className="space-y-3">
          <h2 id={`deals-${section.id}`} className="text-xl font-semibold">
            {section.heading}
          </h2>
          {section.deals.length === 0 ? (
            <p className="text-slate-700">{t("admin.common.noResults")}</p>
          ) : (
            <ul className="space-y-3">
              {section.deals.map((deal) => (
                <DealReview
                  key={deal.revisionId}
                  deal={deal}
                  categoryName={categoryName(deal.snapshot.categoryId)}
                  lang={lang}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </AdminPage>
  );
}
