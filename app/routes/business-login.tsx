import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { findPartnerOwnedBy } from "../../domain/partners.server";
import { AuthCard, FormBanner, primaryButton } from "~/components/auth/auth-card";
import { CsrfInput } from "~/components/csrf-input";
import { FormField } from "~/components/form-field";
import { toast } from "~/components/toast/toast-store";
import { languageFromRequest } from "~/i18n/language.server";
import { getCurrentUser, safeRedirectPath } from "~/lib/auth.server";
import { metaTags } from "~/lib/page-head";
import { pageHead } from "~/lib/page-head.server";
import { signInAction } from "~/lib/sign-in.server";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/business-login";

const DASHBOARD = "/business/dashboard";
const PARTNER_ROLES = ["business", "admin"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(request, context);
  // Signed-in partners have nothing to do here. Only those who own a business go on: the
  // dashboard sends anyone else back here, and that must not become a redirect loop.
  if (user?.role === "business" && (await findPartnerOwnedBy(context.db, user.id))) {
    throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), DASHBOARD));
  }
  return { head: pageHead(languageFromRequest(request), (t) => t("business.login.title")) };
}

export function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context, { fallbackRedirect: DASHBOARD, roles: PARTNER_ROLES });
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function BusinessLogin({ actionData }: Route.ComponentProps) {
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
    <AuthCard title={t("business.login.title")} intro={t("business.login.intro")}>
      <Form method="post" className="space-y-4">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? DASHBOARD} />
        {actionData?.error === "wrongRole" ? (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {t("business.login.customerAccount")}{" "}
            <Link to="/login" className="underline">
              {t("business.login.customerLink")}
            </Link>
          </p>
        ) : (
          // With JavaScript a failed sign-in shows as a toast; before it has loaded, here.
          <FormBanner
            message={
              actionData && (actionData.error === "throttled" || !hydrated)
                ? `${actionData.error === "failed" ? `${t("auth.failedTitle")}. ` : ""}${actionData.message}`
                : undefined
            }
          />
        )}
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
        {t("business.login.noAccount")}{" "}
        <Link to="/business/register" className="font-semibold text-rose-700 hover:underline">
          {t("business.login.registerLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
