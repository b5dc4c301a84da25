// The newsletter's double opt-in: the e-mailed link opens this page, its button confirms.
import { data } from "react-router";
import { confirmNewsletter } from "#domain/inbox/newsletter.server";
import { NewsletterLink } from "~/components/newsletter-link";
import { useTranslation } from "~/hooks/translation";
import { languageFromRequest } from "~/requests/language.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/newsletter-confirm";

export function loader({ request }: Route.LoaderArgs) {
  return { head: pageHead(languageFromRequest(request), (t) => t("newsletter.confirmTitle")) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await readForm(request);
  const result = await confirmNewsletter(context.db, context.mailer, context.signer, params.token, context.origin);
  return data({ result }, { status: result === "confirmed" ? 200 : 410 });
}

// The link's token must not leak to other sites or into search engines.
export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function NewsletterConfirm({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData?.result;
  return (
    <NewsletterLink
      kind="confirm"
      done={result === undefined ? undefined : result === "confirmed"}
      next={{ label: t("placeholder.browse"), to: "/deals" }}
    />
  );
}
