// The e-mailed link that deletes an account: the page's button does it, so a mail scanner that
// opens links deletes nothing. Only the account's own session may use it.
import { redirect } from "react-router";
import { checkDeletionLink, deleteAccount } from "#domain/accounts/my-data.server";
import { LinkConfirmation } from "~/components/auth/link-confirmation";
import { clearSessionCookie, requireUser } from "~/guards/auth.server";
import { useTranslation } from "~/hooks/translation";
import { forgetDevice } from "#domain/accounts/known-devices.server";
import { flashCookie } from "~/requests/flash.server";
import { knownDeviceCookie, knownDeviceCookieValue } from "~/requests/known-device-cookie.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { clearSignedInHintCookie } from "~/requests/signed-in-hint.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/account-delete";

const refused = (problem: string) => redirect(`/account/settings?myData=${problem}#my-data`);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const link = await checkDeletionLink(context.db, context.signer, params.token, user.id);
  if (!link.ok) return refused(link.problem);
  return { email: user.email, head: pageHead(languageFromRequest(request), (t) => t("myData.confirmTitle")) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  await readForm(request);
  const result = await deleteAccount(context.db, context.signer, params.token, user.id);
  if (!result.ok) return refused(result.problem);
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie(context.secureCookies));
  headers.append("Set-Cookie", clearSignedInHintCookie(context.secureCookies));
  headers.append("Set-Cookie", flashCookie("accountDeleted", context.secureCookies));
  // This browser forgets it signed in to the account. Other browsers keep their entries: they
  // prove nothing and only spare that address's owner the throttle meant for strangers.
  const device = forgetDevice(context.signer, knownDeviceCookieValue(request), user.email);
  headers.append("Set-Cookie", knownDeviceCookie(device, context.secureCookies));
  return redirect("/", { headers });
}

// The link's token must not leak to other sites or into search engines.
export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AccountDelete({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <LinkConfirmation
      title={t("myData.confirmTitle")}
      intro={`${t("myData.confirmText", { email: loaderData.email })} ${t("myData.confirmKept")}`}
      button={t("myData.confirmButton")}
      busy={t("myData.confirmDeleting")}
      next={{ label: t("myData.cancel"), to: "/account/settings" }}
    />
  );
}
