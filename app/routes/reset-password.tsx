import { useTranslation } from "~/hooks/translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { isResetTokenUsable, newPasswordSchema, resetPassword } from "#domain/accounts/password-reset.server";
import { AuthCard, FormBanner, primaryButton } from "~/components/auth/auth-card";
import { PasswordField } from "~/components/form/password-field";
import { languageFromRequest } from "~/requests/language.server";
import { clearSessionCookie } from "~/guards/auth.server";
import { clearSignedInHintCookie } from "~/requests/signed-in-hint.server";
import { flashCookie } from "~/requests/flash.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/reset-password";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  return {
    usable: await isResetTokenUsable(context.db, params.token),
    // The link's token must not leak to other sites or into search engines.
    head: pageHead(lang, (t) => t("auth.resetTitle")),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const parsed = newPasswordSchema.safeParse(formFields(await readForm(request)));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error, lang), expired: false }, { status: 400 });
  const userId = await resetPassword(context.db, params.token, parsed.data.password);
  if (!userId) return data({ errors: {}, expired: true }, { status: 410 });
  // Every session of the account ended with the reset, this browser's too: sign in again.
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie(context.secureCookies));
  headers.append("Set-Cookie", clearSignedInHintCookie(context.secureCookies));
  headers.append("Set-Cookie", flashCookie("passwordReset", context.secureCookies));
  return redirect("/login", { headers });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  if (!loaderData.usable || actionData?.expired) {
    return (
      <AuthCard title={t("auth.resetTitle")}>
        <FormBanner message={t("auth.resetInvalid")} />
        <Link to="/forgot-password" className="mt-6 block text-center font-semibold text-rose-700 hover:underline">
          {t("auth.requestNewLink")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.resetTitle")}>
      <Form method="post" className="space-y-4" noValidate>
        <PasswordField
          label={t("auth.newPassword")}
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          error={errors.password}
        />
        <PasswordField
          label={t("auth.confirmPassword")}
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          {t("auth.savePassword")}
        </button>
      </Form>
    </AuthCard>
  );
}
