import { useTranslation } from "~/hooks/translation";
import { Link, redirect } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { SignInForm } from "~/components/auth/sign-in-form";
import { languageFromRequest } from "~/requests/language.server";
import { getCurrentUser, safeRedirectPath } from "~/guards/auth.server";
import { signInAction } from "~/route-helpers/sign-in.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await getCurrentUser(request, context)) throw redirect(redirectTo);
  return { head: pageHead(lang, (t) => t("auth.signInTitle")) };
}

export function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context, { fallbackRedirect: "/" });
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.signInTitle")} intro={t("auth.signInIntro")}>
      <SignInForm result={actionData} fallbackRedirect="/" />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("auth.noAccount")}{" "}
        <Link to="/register" className="font-semibold text-rose-700 hover:underline">
          {t("auth.registerLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
