// The link that confirms an address (a new account's, or the new one of an e-mail change): the
// page's button uses it, so a mail scanner that opens links confirms nothing.
import { data } from "react-router";
import { confirmEmail } from "#domain/accounts/email-verification.server";
import { LinkConfirmation } from "~/components/auth/link-confirmation";
import { useTranslation } from "~/hooks/translation";
import { sessionToken } from "~/guards/auth.server";
import { languageFromRequest } from "~/requests/language.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/verify-email";

export function loader({ request }: Route.LoaderArgs) {
  return { head: pageHead(languageFromRequest(request), (t) => t("auth.verifyTitle")) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await readForm(request);
  const result = await confirmEmail(context.db, context.mailer, params.token, {
    language: languageFromRequest(request),
    origin: context.origin,
    support: context.config.supportEmail,
    keepSessionToken: sessionToken(request),
  });
  return data({ result }, { status: result.ok ? 200 : result.reason === "taken" ? 409 : 410 });
}

// The link's token must not leak to other sites or into search engines.
export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData?.result;
  const attached = result?.ok ? result.ordersAttached : 0;
  const message = !result
    ? undefined
    : result.ok
      ? [
          result.kind === "changed" ? t("auth.emailChangedTo", { email: result.email }) : t("auth.emailConfirmed"),
          // Guest orders of the address joined the account: say where they are.
          ...(attached > 0 ? [t("auth.ordersAttached", { count: attached })] : []),
        ].join(" ")
      : t(result.reason === "taken" ? "auth.verifyTaken" : "auth.verifyInvalid");
  return (
    <LinkConfirmation
      title={t("auth.verifyTitle")}
      intro={t("auth.verifyIntro")}
      button={t("auth.verifyButton")}
      busy={t("auth.verifying")}
      outcome={message ? { tone: result?.ok ? "success" : "error", message } : undefined}
      next={
        !result
          ? undefined
          : attached > 0
            ? { label: t("success.myVouchers"), to: "/account/vouchers" }
            : { label: t("pages.account"), to: "/account" }
      }
    />
  );
}
