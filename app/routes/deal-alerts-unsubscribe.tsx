// Leaving the deal alerts from the link in every digest, without signing in. Two ways in: this
// page's button, and RFC 8058 one-click, a POST the mail provider sends from its own servers with
// no cookie or Origin (server/csrf.server.ts lets this path through): the signed link is the authority.
import { data } from "react-router";
import { unsubscribeDealAlerts } from "#domain/inbox/deal-alerts.server";
import { LinkConfirmation } from "~/components/auth/link-confirmation";
import { useTranslation } from "~/hooks/translation";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/deal-alerts-unsubscribe";

export function loader({ request }: Route.LoaderArgs) {
  return { head: pageHead(languageFromRequest(request), (t) => t("comeBack.unsubscribeTitle")) };
}

// The body (List-Unsubscribe=One-Click, or this page's form) says nothing the link does not.
export async function action({ params, context }: Route.ActionArgs) {
  const result = await unsubscribeDealAlerts(context.db, context.signer, params.token);
  return data({ result }, { status: result === "unsubscribed" ? 200 : 404 });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function DealAlertsUnsubscribe({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData?.result;
  return (
    <LinkConfirmation
      title={t("comeBack.unsubscribeTitle")}
      intro={t("comeBack.unsubscribeIntro")}
      button={t("comeBack.unsubscribeButton")}
      busy={t("comeBack.working")}
      outcome={
        result === undefined
          ? undefined
          : result === "unsubscribed"
            ? { tone: "success", message: t("comeBack.unsubscribeDone") }
            : { tone: "error", message: t("comeBack.unsubscribeInvalid") }
      }
    />
  );
}
