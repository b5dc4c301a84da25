import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard, FormBanner, primaryButton } from "~/components/auth/auth-card";
import { CsrfInput } from "~/components/csrf-input";
import { FormField } from "~/components/form-field";
import { toast } from "~/components/toast/toast-store";
import { languageFromRequest } from "~/i18n/language.server";
import { getCurrentUser, safeRedirectPath } from "~/lib/auth.server";
import { signInAction } from "~/lib/sign-in.server";
import { useHydrated } from "~/lib/use-hydrated";
import { metaTags } from "~/lib/page-head";
import { pageHead } from "~/lib/page-head.server";
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
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const hydrated = useHydrated();

  useEffect(() => {
    if (actionData?.error === "failed")
      toast({ title: t("auth.failedTitle"), description: t("auth.failedText"), variant: "destructive" });
  }, [actionData, t]);

  return (
    <AuthCard title={t("auth.signInTitle")} intro={t("auth.signInIntro")}>
      <Form method="post" className="space-y-4">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/"} />
        {/* With JavaScript a failed sign-in shows as a toast; before it has loaded, here. */}
        <FormBanner
          message={
            actionData && (actionData.error === "throttled" || !hydrated)
              ? `${actionData.error === "failed" ? `${t("auth.failedTitle")}. ` : ""}${actionData.message}`
              : undefined
          }
        />
        <FormField
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={actionData?.email}
        />
        <FormField
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
        />
        <div className="flex items-center justify-between gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="remember" className="size-4 accent-rose-600" />
            {t("auth.remember")}
          </label>
          <Link to="/forgot-password" className="font-medium text-rose-700 hover:underline">
            {t("auth.forgotLink")}
          </Link>
        </div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t("auth.signingIn") : t("auth.signIn")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("auth.noAccount")}{" "}
        <Link to="/register" className="font-semibold text-rose-700 hover:underline">
          {t("auth.registerLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
