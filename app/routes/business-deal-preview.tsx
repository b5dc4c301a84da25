// "Forhåndsvis" (/business/deals/:dealId/preview): the deal page as customers will see it, for the
// partner that owns the deal only (anyone else, staff and customers too, gets 404, like a deal that
// does not exist), never indexed nor cached (the business area is private, no-store), and "Send
// til godkjenning" for a draft.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { dealPreview } from "#domain/partners/deal-preview.server";
import { submitDraft } from "#domain/partners/partner-deals.server";
import { parseId } from "#domain/platform/ids";
import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import { formFields } from "#i18n/form-errors.server";
import { DealPage } from "~/components/deals/deal-page";
import { FormBanner } from "~/components/auth/auth-card";
import { findSignedInPartner } from "~/guards/partner-auth.server";
import { useTranslation } from "~/hooks/translation";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/business-deal-preview";

const notFound = () => data(null, { status: 404 });
const submitForm = z.object({ intent: z.literal("submit") });

/** The owner of the business, or 404 for everyone else (the preview is not there for them at all). */
async function owner(request: Request, context: Route.LoaderArgs["context"]) {
  const { user, partner, memberRole } = await findSignedInPartner(request, context);
  if (!user || !partner || memberRole !== "owner" || partner.status === "rejected") throw notFound();
  return { user, partner };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { partner } = await owner(request, context);
  const lang = languageFromRequest(request);
  const id = parseId(params.dealId);
  const preview = id === null ? null : await dealPreview(context.db, lang, partner.id, id);
  if (!preview) throw notFound();
  return {
    ...preview,
    mapTileUrl: context.config.mapTileUrl,
    head: pageHead(lang, (t) => `${t("dealEditor.preview.title")}: ${preview.deal.title}`),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, partner } = await owner(request, context);
  const lang = languageFromRequest(request);
  const t = translator(lang);
  // Read before answering, so a refusal does not cut the connection mid-upload.
  const form = submitForm.safeParse(formFields(await readForm(request)));
  const id = parseId(params.dealId);
  if (id === null) throw notFound();
  if (!form.success) {
    // Another partner's deal is not found, whatever was posted.
    if (!(await dealPreview(context.db, lang, partner.id, id))) throw notFound();
    return data({ message: t("dealEditor.refused.wrongStatus") }, { status: 400 });
  }
  const result = await submitDraft(context.db, { id: partner.id, userId: user.id }, id);
  if (result.ok) return redirect("/business/deals?saved=created");
  if (result.reason === "notFound") throw notFound();
  const message =
    result.reason === "planLimit"
      ? t("dealEditor.refused.planLimit", { count: result.maxDeals })
      : result.reason === "trialEnded"
        ? t("dealEditor.refused.trialEnded", { date: formatDate(result.trialEndedAt, lang) })
        : t("dealEditor.refused.wrongStatus");
  return data({ message }, { status: 409 });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function BusinessDealPreview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { deal, status, canSubmit, reviews, mapTileUrl } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <section
        aria-labelledby="preview-title"
        className="border-b border-amber-200 bg-amber-50"
        data-testid="deal-preview-bar"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-4">
          <div className="min-w-0 flex-1">
            <h2 id="preview-title" className="font-semibold text-amber-950">
              {t("dealEditor.preview.title")} · {t(`dealEditor.status.${status}`)}
            </h2>
            <p className="text-sm text-amber-950">{t("dealEditor.preview.intro")}</p>
          </div>
          <Link
            to={`/business/deals/${deal.id}/edit`}
            className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50"
          >
            {t("dealEditor.preview.edit")}
          </Link>
          {canSubmit ? (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="submit"
                disabled={busy}
                className="rounded-md bg-rose-600 px-4 py-2 font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
              >
                {busy ? t("dealEditor.preview.submitting") : t("dealEditor.preview.submit")}
              </button>
            </Form>
          ) : null}
        </div>
        {actionData?.message ? (
          <div className="mx-auto max-w-7xl px-4 pb-4">
            <FormBanner message={actionData.message} />
          </div>
        ) : null}
      </section>
      {/* The page as customers will see it (buying it is refused until it is on sale). */}
      <div data-testid="deal-preview">
        <DealPage deal={deal} shareUrl="" reviews={reviews} mapTileUrl={mapTileUrl} similar={[]} preview />
      </div>
    </>
  );
}
