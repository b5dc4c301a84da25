// The partner's business profile: address, phone, website, booking link, how to book and
// opening hours, as customers see them on the deal page and on vouchers.
import { data, Form, useNavigation } from "react-router";
import { useTranslation } from "~/hooks/translation";
import {
  getBusinessProfile,
  hourFieldValues,
  parseBusinessProfile,
  updateBusinessProfile,
  type BusinessProfile,
} from "#domain/partners/business-profile.server";
import { WEEKDAYS, type Weekday } from "#domain/partners/opening-hours";
import type { Messages } from "#i18n/messages";
import { formatNorwegianPhone } from "#domain/accounts/phone-numbers";
import { FormBanner } from "~/components/auth/auth-card";
import { ErrorSummary } from "~/components/form/error-summary";
import { Fieldset } from "~/components/form/form-fieldset";
import { fieldsFrom } from "~/components/form/field-values";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { useFormErrors } from "~/components/form/use-form-errors";
import { translator } from "#i18n/dictionaries.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import type { Language } from "#i18n/languages";
import { requirePartner } from "~/guards/partner-auth.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-profile";
import { BusinessPageHeading } from "~/components/business/business-page-heading";

/** The form's values from a stored profile, times written the language's way ("09.00"). */
function formValues(profile: BusinessProfile, lang: Language): Record<string, string> {
  const hours = Object.entries(hourFieldValues(profile.openingHours)).map(([name, value]) => [
    name,
    lang === "no" ? value.replace(":", ".") : value,
  ]);
  return {
    phone: formatNorwegianPhone(profile.phone),
    website: profile.website ?? "",
    address: profile.address,
    city: profile.city,
    bookingUrl: profile.bookingUrl ?? "",
    howToBookNo: profile.howToBookNo ?? "",
    howToBookEn: profile.howToBookEn ?? "",
    ...Object.fromEntries(hours),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const profile = await getBusinessProfile(context.db, partner.id);
  if (!profile) throw data(null, { status: 404 });
  return {
    values: formValues(profile, lang),
    head: pageHead(lang, (t) => t("businessInfo.profile.title")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const fields = formFields(await readForm(request));
  const parsed = parseBusinessProfile(fields);
  if (!parsed.success) {
    // Everything typed comes back, so nothing is lost.
    return data({ ok: false as const, errors: fieldErrors(parsed.error, lang), values: fields }, { status: 400 });
  }
  const saved = await updateBusinessProfile(context.db, partner.id, parsed.data);
  return {
    ok: true as const,
    values: formValues(saved, lang),
    message: translator(lang)("businessInfo.profile.saved"),
  };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

type ProfileText = Exclude<keyof Messages["businessInfo"]["profile"], "days">;

const FIELD_ORDER = [
  "phone",
  "website",
  "address",
  "city",
  "bookingUrl",
  "howToBookNo",
  "howToBookEn",
  ...WEEKDAYS.flatMap((day) => [`${day}Opens`, `${day}Closes`]),
];

export default function BusinessProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, onInput } = useFormErrors(failed?.errors);
  const values = actionData?.values ?? loaderData.values;
  const field = fieldsFrom(values, errors);
  const p = (key: ProfileText) => t(`businessInfo.profile.${key}`);
  const dayName = (day: Weekday) => t(`businessInfo.profile.days.${day}`);
  const labels: Record<string, string> = {
    phone: p("phone"),
    website: p("website"),
    address: p("address"),
    city: p("city"),
    bookingUrl: p("bookingUrl"),
    howToBookNo: p("howToBookNo"),
    howToBookEn: p("howToBookEn"),
  };
  for (const day of WEEKDAYS) {
    labels[`${day}Opens`] = t("businessInfo.profile.opensOn", { day: dayName(day) });
    labels[`${day}Closes`] = t("businessInfo.profile.closesOn", { day: dayName(day) });
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <BusinessPageHeading title={p("title")} intro={p("intro")} />

      <div className="mt-6 space-y-3 empty:hidden">
        <ErrorSummary
          listTitle={t("form.summaryTitle")}
          errors={errors}
          labels={labels}
          order={FIELD_ORDER}
          answer={failed}
        />
        {actionData?.ok ? <FormBanner tone="success" message={actionData.message} /> : null}
      </div>

      {/* Keyed by the answer so a saved form shows the stored (cleaned-up) values. */}
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-8"
        onInput={onInput}
        key={actionData ? JSON.stringify(actionData.values) : "loaded"}
      >
        <Fieldset legend={p("contactLegend")} boxed>
          <TextField label={labels.phone} type="tel" autoComplete="tel" required {...field("phone")} />
          <TextField label={labels.website} type="url" autoComplete="url" {...field("website")} />
          <TextField
            label={labels.address}
            hint={p("addressHint")}
            autoComplete="street-address"
            required
            {...field("address")}
          />
          <TextField label={labels.city} autoComplete="address-level2" required {...field("city")} />
        </Fieldset>

        <Fieldset legend={p("bookingLegend")} boxed>
          <TextField label={labels.bookingUrl} hint={p("bookingUrlHint")} type="url" {...field("bookingUrl")} />
          <TextareaField label={labels.howToBookNo} hint={p("howToBookHint")} rows={2} {...field("howToBookNo")} />
          <TextareaField label={labels.howToBookEn} rows={2} lang="en" {...field("howToBookEn")} />
        </Fieldset>

        <Fieldset legend={p("hoursLegend")} name="hours" hint={p("hoursHint")} boxed>
          <div className="space-y-3">
            {WEEKDAYS.map((day) => (
              <div key={day} className="grid grid-cols-[7rem_1fr_1fr] items-start gap-3 max-sm:grid-cols-2">
                <p className="pt-2 font-medium max-sm:col-span-2 max-sm:pt-0" aria-hidden="true">
                  {dayName(day)}
                </p>
                <TextField
                  label={labels[`${day}Opens`]}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={10}
                  {...field(`${day}Opens`)}
                />
                <TextField
                  label={labels[`${day}Closes`]}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={10}
                  {...field(`${day}Closes`)}
                />
              </div>
            ))}
          </div>
        </Fieldset>

        <SubmitButton busy={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? p("saving") : p("save")}
        </SubmitButton>
      </Form>
    </div>
  );
}
