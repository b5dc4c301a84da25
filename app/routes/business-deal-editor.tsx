// Create New Deal (/business/deals/new) and edit (/business/deals/:dealId/edit), for the partner
// that owns the deal only: loading and saving in business-deal-editor.server.ts, the form's
// fieldsets in components/business/deal-editor.
import { Link } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { FormBanner } from "~/components/auth/auth-card";
import { DealEditorForm } from "~/components/business/deal-editor/deal-editor-form";
import { metaTags } from "~/rendering/page-head";
import { loadDealEditor, saveDealEditor } from "./business-deal-editor.server";
import type { Route } from "./+types/business-deal-editor";

export function loader(args: Route.LoaderArgs) {
  return loadDealEditor(args);
}

export function action(args: Route.ActionArgs) {
  return saveDealEditor(args);
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function BusinessDealEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { deal } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <Link to="/business/deals" className="text-sm text-rose-800 underline">
        {t("dealEditor.form.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t(deal ? "dealEditor.form.editTitle" : "dealEditor.form.newTitle")}</h1>
      {deal ? <p className="mt-1 text-slate-700">{t(`dealEditor.status.${deal.status}`)}</p> : null}
      <div className="mt-4 space-y-3">
        {loaderData.partnerPending ? <FormBanner message={t("dealEditor.partnerPending")} /> : null}
        {loaderData.planFull ? (
          <p
            role="status"
            data-testid="plan-full"
            className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900"
          >
            {t("dealEditor.form.planFull", {
              plan: loaderData.planFull.plan,
              count: loaderData.planFull.count,
              max: loaderData.planFull.max,
            })}{" "}
            <Link to="/business/dashboard#plan-title" className="underline">
              {t("dealEditor.form.planFullLink")}
            </Link>
          </p>
        ) : null}
        {deal?.status === "rejected" && deal.rejectionReason ? (
          <FormBanner message={t("dealEditor.list.rejected", { reason: deal.rejectionReason })} />
        ) : null}
        {deal?.review?.status === "pending" ? (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {t("dealEditor.form.changesPending")}
          </p>
        ) : null}
        {deal?.review?.status === "rejected" ? (
          <FormBanner message={t("dealEditor.form.changesRejected", { reason: deal.review.reason })} />
        ) : null}
      </div>
      <DealEditorForm
        deal={deal}
        categories={loaderData.categories}
        locations={loaderData.locations}
        rules={loaderData.rules}
        values={actionData?.values ?? loaderData.values}
        gallery={actionData?.gallery ?? loaderData.gallery}
        refusedFiles={actionData?.fileProblems ?? []}
        errors={actionData?.errors}
        message={actionData?.message}
      />
    </div>
  );
}
