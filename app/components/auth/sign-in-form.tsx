// The sign-in form customers (/login) and partners (/business/login) share: e-mail, password,
// remember me, forgot password, and the "Sign in failed" toast (or banner before hydration).
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "~/hooks/translation";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { CheckboxField } from "~/components/form/checkbox-field";
import { EmailField } from "~/components/form/email-field";
import { PasswordField } from "~/components/form/password-field";
import { toast } from "~/components/toast/toast-store";
import { useHydrated } from "~/hooks/use-hydrated";
import { FormBanner, primaryButton } from "./auth-card";

export interface SignInResult {
  error: string;
  message: string;
  email?: string;
}

export function SignInForm({
  result,
  fallbackRedirect,
  notice,
}: {
  result: SignInResult | undefined;
  fallbackRedirect: string;
  /** Shown instead of the failure banner, e.g. "this is the partners' sign-in". */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const hydrated = useHydrated();

  useEffect(() => {
    if (result?.error === "failed")
      toast({ title: t("auth.failedTitle"), description: t("auth.failedText"), variant: "destructive" });
  }, [result, t]);

  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? fallbackRedirect} />
      {notice ?? (
        // With JavaScript a failed sign-in shows as a toast; before it has loaded, here.
        <FormBanner
          message={
            result && (result.error === "throttled" || !hydrated)
              ? `${result.error === "failed" ? `${t("auth.failedTitle")}. ` : ""}${result.message}`
              : undefined
          }
        />
      )}
      <EmailField label={t("auth.email")} name="email" required defaultValue={result?.email} />
      <PasswordField label={t("auth.password")} name="password" autoComplete="current-password" required />
      <div className="flex items-center justify-between gap-4 text-sm">
        <CheckboxField label={t("auth.remember")} name="remember" />
        <Link to="/forgot-password" className="font-medium text-rose-700 hover:underline">
          {t("auth.forgotLink")}
        </Link>
      </div>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? t("auth.signingIn") : t("auth.signIn")}
      </button>
    </Form>
  );
}
