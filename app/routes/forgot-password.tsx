import { useTranslation } from "~/hooks/translation";
import { data, Form, Link, useNavigation } from "react-router";
import { emailFormSchema, normalizeEmail } from "#domain/accounts/accounts.server";
import { requestPasswordReset } from "#domain/accounts/password-reset.server";
import { hit } from "#domain/platform/throttle.server";
import { AuthCard, FormBanner, primaryButton } from "~/components/auth/auth-card";
import { EmailField } from "~/components/form/email-field";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { LIMITS, minutesToWait } from "~/guards/throttle-limits.server";
import type { Route } from "./+types/forgot-password";

export function loader({ request }: Route.LoaderArgs) {
  return { head: pageHead(languageFromRequest(request), (t) => t("auth.forgotTitle")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const fields = formFields(await readForm(request));
  const parsed = emailFormSchema.safeParse(fields);
  if (!parsed.success)
    return data(
      { sent: false, error: fieldErrors(parsed.error, lang).email, email: fields.email ?? "" },
      { status: 400 },
    );

  const perIp = await hit(context.db, `reset:ip:${context.ip}`, LIMITS.resetPerIp);
  if (!perIp.allowed) {
    const error = t("auth.tooMany", { count: minutesToWait(perIp.retryAfterSeconds) });
    return data({ sent: false, error, email: parsed.data.email }, { status: 429 });
  }
  // Past the per-account limit the answer stays the same, but no more mail goes out.
  const perAccount = await hit(
    context.db,
    `reset:account:${normalizeEmail(parsed.data.email)}`,
    LIMITS.resetPerAccount,
  );
  if (perAccount.allowed)
    await requestPasswordReset(context.db, context.mailer, {
      email: parsed.data.email,
      language: lang,
      origin: context.origin,
    });
  return { sent: true, error: undefined, email: "" };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("auth.forgotTitle")} intro={t("auth.forgotIntro")}>
      {actionData?.sent ? (
        <FormBanner tone="success" message={t("auth.linkSent")} />
      ) : (
        <Form method="post" className="space-y-4" noValidate>
          <EmailField
            label={t("auth.email")}
            name="email"
            required
            defaultValue={actionData?.email}
            error={actionData?.error}
          />
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? t("auth.sendingLink") : t("auth.sendLink")}
          </button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-rose-700 hover:underline">
          {t("auth.backToSignIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
