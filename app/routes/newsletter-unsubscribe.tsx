// Leaving the newsletter from the link in every newsletter mail. Two ways in: this page's button,
// and RFC 8058 one-click, a POST the mail provider sends from its own servers with no cookie,
// token or Origin (the CSRF middleware lets this path through): the signed link is the authority.
import { data } from "react-router";
import { unsubscribeFromNewsletter } from "#domain/inbox/newsletter.server";
import { LinkConfirmation } from "~/components/auth/link-confirmation";
import { useTranslation } from "~/hooks/translation";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/newsletter-unsubscribe";

export function loader({ request }: Route.LoaderArgs) {
  return { head: pageHead(languageFromRequest(request), (t) => t("newsletter.unsubscribeTitle")) };
}

// The body (List-Unsubscribe=One-Click, or this page's form) says nothing the link does not.
export async function action({ params, context }: Route.ActionArgs) {
  const result = await unsubscribeFromNewsletter(context.db, context.signer, params.token);
  return data({ result }, { status: result === "unsubscribed" ? 200 : 404 });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function NewsletterUnsubscribe({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData?.result;
  return (
    <LinkConfirmation
      title={t("newsletter.unsubscribeTitle")}
      intro={t("newsletter.unsubscribeIntro")}
      button={t("newsletter.unsubscribeButton")}
      busy={t("newsletter.working")}
      outcome={
        result === "unsubscribed"
          ? { tone: "success", message: t("newsletter.unsubscribed") }
          : result
            ? { tone: "error", message: t("newsletter.unsubscribeInvalid") }
            : undefined
      }
    />
  );
}
