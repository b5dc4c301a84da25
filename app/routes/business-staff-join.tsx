// The invitation link's page (issue 22): the invitee chooses a name and a password, or (signed in
// with a customer account) accepts with that account; either way once, and then to the counter.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { createSession, endSession } from "#domain/accounts/sessions.server";
import {
  acceptInviteAsUser,
  acceptInviteWithNewAccount,
  findInvite,
  staffAccountSchema,
  type AcceptResult,
} from "#domain/partners/staff.server";
import { AuthCard, FormBanner, primaryButton } from "~/components/auth/auth-card";
import { ErrorSummary } from "~/components/form/error-summary";
import { PasswordField } from "~/components/form/password-field";
import { TextField } from "~/components/form/text-field";
import { useFormErrors } from "~/components/form/use-form-errors";
import { getCurrentUser, sessionCookie, sessionToken } from "~/guards/auth.server";
import { useTranslation } from "~/hooks/translation";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { signedInHintCookie } from "~/requests/signed-in-hint.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { translator } from "#i18n/dictionaries.server";
import { fieldErrors, formFields, type FieldErrors } from "#i18n/form-errors.server";
import type { MessageKey } from "#i18n/translate";
import type { Route } from "./+types/business-staff-join";

const COUNTER = "/business/redeem";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [invite, user] = await Promise.all([findInvite(context.db, params.token), getCurrentUser(request, context)]);
  return {
    // The link's token must not leak to other sites or into search engines (noindex below).
    head: pageHead(languageFromRequest(request), (t) => t("business.staff.title")),
    invite,
    signedInAs: user?.email ?? null,
  };
}

type Answer = { message: string; errors: FieldErrors; name?: string };

const REFUSALS: Record<Exclude<AcceptResult, { ok: true }>["reason"], MessageKey> = {
  unusable: "business.staff.joinUsed",
  accountExists: "business.staff.joinHasAccount",
  notEligible: "business.staff.notEligible",
  staffElsewhere: "business.staff.staffElsewhere",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const fields = formFields(await readForm(request));
  const refused = async (result: Exclude<AcceptResult, { ok: true }>) => {
    const invite = await findInvite(context.db, params.token);
    const message = t(REFUSALS[result.reason], { email: invite?.email ?? "" });
    return data<Answer>(
      { message, errors: {}, name: fields.name },
      { status: result.reason === "unusable" ? 410 : 409 },
    );
  };
  if (fields.intent === "accept") {
    const user = await getCurrentUser(request, context);
    if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: new URL(request.url).pathname })}`);
    const accepted = await acceptInviteAsUser(context.db, params.token, user.id);
    return accepted.ok ? redirect(COUNTER) : refused(accepted);
  }
  const parsed = staffAccountSchema.safeParse(fields);
  if (!parsed.success)
    return data<Answer>({ message: "", errors: fieldErrors(parsed.error, lang), name: fields.name }, { status: 400 });
  const accepted = await acceptInviteWithNewAccount(context.db, params.token, parsed.data);
  if (!accepted.ok) return refused(accepted);
  // Signed in as the new account at once (a new session id; any earlier one in this browser ends).
  await endSession(context.db, sessionToken(request));
  const session = await createSession(context.db, accepted.userId, false);
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session, context.secureCookies));
  headers.append("Set-Cookie", signedInHintCookie(context.secureCookies));
  return redirect(COUNTER, { headers });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function BusinessStaffJoin({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { errors, onInput } = useFormErrors(actionData?.errors);
  const { invite, signedInAs } = loaderData;
  if (!invite || invite.state !== "usable") {
    const message = !invite
      ? t("business.staff.joinUnknown")
      : invite.state === "expired"
        ? t("business.staff.joinExpired")
        : t("business.staff.joinUsed");
    return (
      <AuthCard title={t("business.staff.title")}>
        <FormBanner message={message} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("business.staff.joinTitle", { partner: invite.partnerName })}
      intro={t("business.staff.joinIntro", { partner: invite.partnerName, email: invite.email })}
    >
      <div className="mb-4 empty:hidden">
        <FormBanner message={actionData?.message || undefined} />
      </div>
      {signedInAs ? (
        <Form method="post" className="space-y-4">
          <p>{t("business.staff.joinSignedIn", { email: signedInAs })}</p>
          <button type="submit" name="intent" value="accept" disabled={busy} className={primaryButton}>
            {busy ? t("business.staff.joinSending") : t("business.staff.joinAccept")}
          </button>
        </Form>
      ) : invite.accountExists ? (
        <div className="space-y-4">
          <p>{t("business.staff.joinHasAccount", { email: invite.email })}</p>
          <Link
            to={`/login?${new URLSearchParams({ redirectTo: `/business/staff/join/${params.token ?? ""}` })}`}
            className={`block text-center ${primaryButton}`}
          >
            {t("business.staff.joinSignIn")}
          </Link>
        </div>
      ) : (
        <>
          <div className="mb-4 empty:hidden">
            <ErrorSummary
              listTitle={t("form.summaryTitle")}
              errors={errors}
              labels={{
                name: t("business.staff.joinName"),
                password: t("business.staff.joinPassword"),
                confirmPassword: t("business.staff.joinConfirm"),
              }}
              answer={actionData}
            />
          </div>
          <p className="mb-4">{t("business.staff.joinNewAccount")}</p>
          <Form method="post" className="space-y-4" noValidate onInput={onInput}>
            <TextField
              label={t("business.staff.joinName")}
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={actionData?.name}
              error={errors.name}
            />
            <PasswordField
              label={t("business.staff.joinPassword")}
              name="password"
              autoComplete="new-password"
              required
              minLength={8}
              error={errors.password}
            />
            <PasswordField
              label={t("business.staff.joinConfirm")}
              name="confirmPassword"
              autoComplete="new-password"
              required
              error={errors.confirmPassword}
            />
            <button type="submit" name="intent" value="create" disabled={busy} className={primaryButton}>
              {busy ? t("business.staff.joinSending") : t("business.staff.joinButton")}
            </button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
