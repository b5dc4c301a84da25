import { useTranslation } from "~/hooks/translation";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { MY_DATA_PROBLEMS } from "#domain/accounts/my-data.server";
import { MyDataSection } from "~/components/account/my-data-section";
import { loadAccountSettings, settingsSchema, updateSettings } from "#domain/accounts/account-settings.server";
import { dealAlertChoiceSchema } from "#domain/inbox/deal-alerts.server";
import { DealAlertChoice } from "~/components/account/deal-alert-choice";
import { FormBanner, primaryButton } from "~/components/auth/auth-card";
import { CheckboxField } from "~/components/form/checkbox-field";
import { EmailField } from "~/components/form/email-field";
import { Fieldset } from "~/components/form/form-fieldset";
import { PasswordField } from "~/components/form/password-field";
import { TextField } from "~/components/form/text-field";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { requireUser, sessionToken } from "~/guards/auth.server";
import { fieldErrors, formFields, type FieldErrors } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/account-settings";
import { WITHOUT_SHELL_ICONS } from "~/components/icons/repeated-icons";

// Made once: building a Zod schema costs more than parsing a value with it.
const myDataProblemSchema = z.enum(MY_DATA_PROBLEMS);
const myDataSentSchema = z.enum(["export", "delete"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const [user, cities, categories] = await Promise.all([
    loadAccountSettings(context.db, session.id),
    // The alert choices are the catalogue's, kept in memory until it changes.
    context.catalogue.cities(),
    context.catalogue.categories(lang),
  ]);
  if (!user) throw new Error("Signed-in user without an account");
  const alerts = user.dealAlerts;
  // Where a refused "Mine data" link sends its opener: the section says why.
  const query = new URL(request.url).searchParams;
  const problem = myDataProblemSchema.safeParse(query.get("myData"));
  // A request sent without JavaScript comes back here with what it did.
  const sent = myDataSentSchema.safeParse(query.get("myDataSent"));
  return {
    myDataProblem: problem.success ? problem.data : null,
    myDataSent: sent.success ? sent.data : null,
    support: context.config.supportEmail,
    dealAlerts: {
      options: { cities, categories: categories.map((c) => ({ id: c.id, name: c.name })) },
      chosen: { cities: alerts?.cities ?? [], categoryIds: alerts?.categoryIds ?? [] },
      status:
        !alerts || !user.notifyDealAlerts
          ? ("off" as const)
          : alerts.confirmed
            ? ("confirmed" as const)
            : ("pending" as const),
    },
    settings: {
      name: user.name,
      email: user.email,
      notifyDealAlerts: user.notifyDealAlerts,
      notifyVoucherReminders: user.notifyVoucherReminders,
      notifyNewsletter: user.notifyNewsletter,
    },
    head: pageHead(lang, (t) => t("pages.accountSettings")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const form = await readForm(request);
  const fields = formFields(form);
  // Unknown or too many choices are refused by the schema; the page only offers real ones.
  const alertChoice = dealAlertChoiceSchema.safeParse({
    cities: form.getAll("alertCities").filter((v) => typeof v === "string"),
    categoryIds: form.getAll("alertCategories").filter((v) => typeof v === "string"),
  });
  // What was typed comes back with every failure (passwords excepted), so nothing is lost.
  const values = { name: fields.name ?? "", email: fields.email ?? "" };
  const parsed = settingsSchema.safeParse(fields);
  if (!alertChoice.success) {
    const errors: FieldErrors = { dealAlerts: t("form.failed") };
    return data({ saved: false, passwordChanged: false, emailPending: null, errors, values }, { status: 400 });
  }
  if (!parsed.success)
    return data(
      { saved: false, passwordChanged: false, emailPending: null, errors: fieldErrors(parsed.error, lang), values },
      { status: 400 },
    );
  const result = await updateSettings(context.db, context.mailer, user.id, parsed.data, {
    language: lang,
    origin: context.origin,
    support: context.config.supportEmail,
    keepSessionToken: sessionToken(request),
    dealAlerts: { signer: context.signer, choice: alertChoice.data },
  });
  if (!result.ok) {
    const errors: FieldErrors = { [result.field]: t(`form.${result.reason}`) };
    return data({ saved: false, passwordChanged: false, emailPending: null, errors, values }, { status: 400 });
  }
  return {
    saved: true,
    passwordChanged: result.passwordChanged,
    emailPending: result.emailPending,
    errors: {} as FieldErrors,
  };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

// No deal cards, ratings or reviews here: the shell leaves out their icons.
export const handle = WITHOUT_SHELL_ICONS;

const NOTIFICATIONS = [
  { name: "notifyVoucherReminders", label: "account.reminders", text: "account.remindersText" },
  { name: "notifyDealAlerts", label: "account.dealAlerts", text: "account.dealAlertsText" },
  { name: "notifyNewsletter", label: "account.newsletter", text: "account.newsletterText" },
] as const;

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { settings } = loaderData;
  const errors: FieldErrors = actionData?.errors ?? {};
  const typed = actionData && "values" in actionData ? actionData.values : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("pages.accountSettings")}</h1>
      <Form method="post" className="mt-8 space-y-8" noValidate>
        <FormBanner
          tone="success"
          message={
            actionData?.saved
              ? [
                  actionData.passwordChanged ? t("account.passwordChanged") : t("account.saved"),
                  actionData.emailPending ? t("account.emailPending", { email: actionData.emailPending }) : "",
                ]
                  .filter(Boolean)
                  .join(" ")
              : undefined
          }
        />
        <div className="space-y-4">
          <TextField
            label={t("account.name")}
            name="name"
            autoComplete="name"
            required
            maxLength={200}
            defaultValue={typed?.name ?? settings.name}
            error={errors.name}
          />
          <EmailField
            label={t("account.email")}
            name="email"
            required
            defaultValue={typed?.email ?? settings.email}
            error={errors.email}
          />
        </div>
        <Fieldset legend={t("account.passwordSection")}>
          <PasswordField
            label={t("account.newPassword")}
            name="newPassword"
            autoComplete="new-password"
            minLength={8}
            error={errors.newPassword}
          />
          <PasswordField
            label={t("account.confirmPassword")}
            name="confirmPassword"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <PasswordField
            label={t("account.currentPassword")}
            name="currentPassword"
            autoComplete="current-password"
            hint={t("account.currentPasswordHint")}
            error={errors.currentPassword}
          />
        </Fieldset>
        <Fieldset legend={t("account.notifications")}>
          {NOTIFICATIONS.map((n) => (
            <CheckboxField
              key={n.name}
              label={t(n.label)}
              labelClassName="font-medium"
              name={n.name}
              hint={t(n.text)}
              defaultChecked={settings[n.name]}
            />
          ))}
        </Fieldset>
        <DealAlertChoice {...loaderData.dealAlerts} error={errors.dealAlerts} />
        <button type="submit" disabled={busy} className={`${primaryButton} sm:w-auto`}>
          {busy ? t("account.saving") : t("account.save")}
        </button>
      </Form>
      <MyDataSection
        problem={loaderData.myDataProblem}
        sent={loaderData.myDataSent}
        email={settings.email}
        support={loaderData.support}
      />
    </div>
  );
}
