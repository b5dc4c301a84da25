import { useState } from "react";
import { useTranslation } from "~/hooks/translation";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { registrationSchema } from "#domain/accounts/accounts.server";
import { signUp } from "#domain/accounts/sign-up.server";
import { hit } from "#domain/platform/throttle.server";
import { AuthCard, FormBanner, primaryButton } from "~/components/auth/auth-card";
import { EmailField } from "~/components/form/email-field";
import { PasswordField } from "~/components/form/password-field";
import { TextField } from "~/components/form/text-field";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { getCurrentUser, safeRedirectPath } from "~/guards/auth.server";
import { fieldErrors, formFields, type FieldErrors } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { LIMITS, minutesToWait } from "~/guards/throttle-limits.server";
import type { Route } from "./+types/register";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getCurrentUser(request, context)) throw redirect("/account");
  return { head: pageHead(languageFromRequest(request), (t) => t("auth.registerTitle")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const fields = formFields(await readForm(request));
  const values = { name: fields.name ?? "", email: fields.email ?? "" };
  const fail = (status: number, banner: string | undefined, errors: FieldErrors = {}) =>
    data({ sent: false, banner, errors, values, signIn: null }, { status });

  const throttle = await hit(context.db, `register:ip:${context.ip}`, LIMITS.registerPerIp);
  if (!throttle.allowed) return fail(429, t("auth.tooMany", { count: minutesToWait(throttle.retryAfterSeconds) }));
  const parsed = registrationSchema.safeParse(fields);
  if (!parsed.success) return fail(400, undefined, fieldErrors(parsed.error, lang));

  // The same answer whether the address has an account or not, and nobody is signed in: the
  // e-mail to the address says which (a link to confirm it, or how to sign in or reset).
  await signUp(context.db, context.mailer, parsed.data, {
    language: lang,
    origin: context.origin,
    support: context.config.supportEmail,
  });
  const signIn = `/login?redirectTo=${encodeURIComponent(safeRedirectPath(fields.redirectTo))}`;
  return { sent: true, banner: undefined, errors: {} as FieldErrors, values, signIn };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // Checked here first so a mismatch sends nothing (spec); the server checks again.
  const [mismatch, setMismatch] = useState(false);
  const errors: FieldErrors = actionData?.errors ?? {};
  const failedBanner = actionData && !actionData.sent && !actionData.banner && Object.keys(errors).length === 0;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const differs = form.get("password") !== form.get("confirmPassword");
    setMismatch(differs);
    if (differs) event.preventDefault();
  };

  if (actionData?.sent) {
    return (
      <AuthCard title={t("auth.checkInboxTitle")}>
        <FormBanner tone="success" message={t("auth.checkInboxText", { email: actionData.values.email })} />
        <Link
          to={actionData.signIn ?? "/login"}
          className="mt-6 block text-center font-semibold text-rose-700 hover:underline"
        >
          {t("auth.checkInboxSignIn")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.registerTitle")} intro={t("auth.registerIntro")}>
      <Form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/"} />
        <FormBanner message={actionData?.banner ?? (failedBanner ? t("auth.registrationFailed") : undefined)} />
        <TextField
          label={t("auth.name")}
          name="name"
          autoComplete="name"
          required
          maxLength={200}
          defaultValue={actionData?.values.name}
          error={errors.name}
        />
        <EmailField
          label={t("auth.email")}
          name="email"
          required
          // Prefilled from ?email= when a guest buyer comes to keep their vouchers.
          defaultValue={actionData?.values.email ?? params.get("email") ?? undefined}
          error={errors.email}
        />
        <PasswordField
          label={t("auth.password")}
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint={t("auth.passwordHint")}
          error={errors.password}
        />
        <PasswordField
          label={t("auth.confirmPassword")}
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={mismatch ? t("form.passwordMismatch") : errors.confirmPassword}
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t("auth.creatingAccount") : t("auth.createAccount")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("auth.haveAccount")}{" "}
        <Link to="/login" className="font-semibold text-rose-700 hover:underline">
          {t("auth.signIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
