// Deal alerts' double opt-in: the e-mailed link opens this page, its button confirms (opening
// changes nothing, so a mail scanner confirms nothing).
import { data } from "react-router";
import { confirmDealAlerts } from "#domain/inbox/deal-alerts.server";
import { LinkConfirmation } from "~/components/auth/link-confirmation";
import { useTranslation } from "~/hooks/translation";
import { languageFromRequest } from "~/requests/language.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/deal-alerts-confirm";

export function loader({ request }: Route.LoaderArgs) {
  return { head: pageHead(languageFromRequest(request), (t) => t("comeBack.confirmTitle")) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await readForm(request);
  const result = await confirmDealAlerts(context.db, context.signer, params.token);
  return data({ result }, { status: result === "confirmed" ? 200 : 410 });
}

// The link's token must not leak to other sites or into search engines.
export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function DealAlertsConfirm({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData?.result;
  return (
    <LinkConfirmation
      title={t("comeBack.confirmTitle")}
      intro={t("comeBack.confirmIntro")}
      button={t("comeBack.confirmButton")}
      busy={t("comeBack.working")}
      outcome={
        result === undefined
          ? undefined
          : result === "confirmed"
            ? { tone: "success", message: t("comeBack.confirmDone") }
            : { tone: "error", message: t("comeBack.confirmInvalid") }
      }
      next={result === undefined ? undefined : { label: t("placeholder.browse"), to: "/deals" }}
    />
  );
}
