// The owner's locations (issue 22 part 5): list, add, edit (?edit=<id>) and remove the places
// where vouchers are used. A location a live deal is sold at is not removed (the answer says
// which deals). Owner only, like the profile.
import { data, Form, Link, useNavigation } from "react-router";
import {
  addLocation,
  listLocations,
  locationAddress,
  parseLocation,
  removeLocation,
  updateLocation,
  type PartnerLocation,
} from "#domain/partners/locations.server";
import { formatNorwegianPhone } from "#domain/accounts/phone-numbers";
import { hourFieldValues } from "#domain/partners/business-profile.server";
import { WEEKDAYS, type Weekday } from "#domain/partners/opening-hours";
import type { Language } from "#i18n/languages";
import { FormBanner } from "~/components/auth/auth-card";
import { ErrorSummary } from "~/components/form/error-summary";
import { fieldsFrom } from "~/components/form/field-values";
import { Fieldset } from "~/components/form/form-fieldset";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { useFormErrors } from "~/components/form/use-form-errors";
import { requirePartner } from "~/guards/partner-auth.server";
import { useTranslation } from "~/hooks/translation";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { translator } from "#i18n/dictionaries.server";
import { fieldErrors, formFields, type FieldErrors } from "#i18n/form-errors.server";
import type { Route } from "./+types/business-locations";
import { BusinessPageHeading } from "~/components/business/business-page-heading";

const FIELDS = [
  "name",
  "address",
  "postalCode",
  "city",
  "phone",
  ...WEEKDAYS.flatMap((day) => [`${day}Opens`, `${day}Closes`]),
];

/** The form's values from a stored location, times written the language's way ("09.00"). */
function formValues(location: PartnerLocation, lang: Language): Record<string, string> {
  const hours = Object.entries(hourFieldValues(location.openingHours)).map(([name, value]) => [
    name,
    lang === "no" ? value.replace(":", ".") : value,
  ]);
  return {
    ...Object.fromEntries(hours),
    name: location.name,
    address: location.address,
    postalCode: location.postalCode ?? "",
    city: location.city,
    phone: location.phone ? formatNorwegianPhone(location.phone) : "",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const locations = await listLocations(context.db, partner.id);
  const editing = new URL(request.url).searchParams.get("edit");
  const edited = locations.find((l) => l.id === editing);
  return {
    head: pageHead(lang, (t) => t("locations.title")),
    locations: locations.map((l) => ({ id: l.id, name: l.name, address: locationAddress(l), phone: l.phone })),
    editing: edited ? { id: edited.id, name: edited.name, values: formValues(edited, lang) } : null,
  };
}

type Answer =
  | { ok: true; message: string }
  | { ok: false; message?: string; errors: FieldErrors; values: Record<string, string>; intent: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const fields = formFields(await readForm(request));
  const id = fields.id ?? "";
  if (fields.intent === "remove") {
    const removed = await removeLocation(context.db, partner.id, id);
    if (removed.ok) return data<Answer>({ ok: true, message: t("locations.removed") });
    const message =
      removed.reason === "inUse"
        ? t("locations.inUse", { deals: removed.deals.map((title) => `«${title}»`).join(", ") })
        : t("locations.gone");
    return data<Answer>(
      { ok: false, message, errors: {}, values: {}, intent: "remove" },
      { status: removed.reason === "inUse" ? 409 : 404 },
    );
  }
  const intent = fields.intent === "update" ? "update" : "add";
  const parsed = parseLocation(fields);
  if (!parsed.success)
    return data<Answer>(
      { ok: false, errors: fieldErrors(parsed.error, lang), values: fields, intent },
      { status: 400 },
    );
  if (intent === "update") {
    const saved = await updateLocation(context.db, partner.id, id, parsed.data);
    if (!saved)
      return data<Answer>({ ok: false, message: t("locations.gone"), errors: {}, values: {}, intent }, { status: 404 });
    return data<Answer>({ ok: true, message: t("locations.saved", { name: parsed.data.name }) });
  }
  const added = await addLocation(context.db, partner.id, parsed.data);
  return data<Answer>({ ok: true, message: t("locations.added", { name: added.name }) });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function BusinessLocations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const dayName = (day: Weekday) => t(`businessInfo.profile.days.${day}`);
  const busy = navigation.state === "submitting";
  const { locations, editing } = loaderData;
  const failed = actionData && !actionData.ok && actionData.intent !== "remove" ? actionData : undefined;
  const { errors, onInput } = useFormErrors(failed?.errors);
  const intent = editing ? "update" : "add";
  // A failed save shows what was typed; a successful one the stored location (or an empty form).
  const values = failed?.intent === intent ? failed.values : (editing?.values ?? {});
  const field = fieldsFrom(values, errors);
  const labels: Record<string, string> = {
    name: t("locations.name"),
    address: t("locations.address"),
    postalCode: t("locations.postalCode"),
    city: t("locations.city"),
    phone: t("locations.phone"),
  };
  for (const day of WEEKDAYS) {
    labels[`${day}Opens`] = t("businessInfo.profile.opensOn", { day: dayName(day) });
    labels[`${day}Closes`] = t("businessInfo.profile.closesOn", { day: dayName(day) });
  }
  const banner =
    actionData?.ok === true
      ? { tone: "success" as const, message: actionData.message }
      : actionData?.message
        ? { tone: "error" as const, message: actionData.message }
        : null;

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <BusinessPageHeading title={t("locations.title")} intro={t("locations.intro")} />

      <div className="mt-6 empty:hidden">
        {banner ? <FormBanner tone={banner.tone} message={banner.message} /> : null}
      </div>

      <section aria-labelledby="locations-title" className="mt-6">
        <h2 id="locations-title" className="text-xl font-semibold">
          {t("locations.listTitle")}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200" data-testid="location-list">
          {locations.map((location) => (
            <li key={location.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{location.name}</p>
                <p className="text-sm text-slate-700">
                  {location.address}
                  {location.phone ? ` · ${formatNorwegianPhone(location.phone)}` : ""}
                </p>
              </div>
              <div className="flex gap-2">
                <Link
                  to={`?edit=${location.id}`}
                  aria-label={t("locations.editLabel", { name: location.name })}
                  className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50"
                >
                  {t("locations.edit")}
                </Link>
                <Form method="post">
                  <input type="hidden" name="id" value={location.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    disabled={busy}
                    aria-label={t("locations.removeLabel", { name: location.name })}
                    className="rounded-md border border-rose-600 px-3 py-1.5 text-sm font-semibold text-rose-800 hover:bg-rose-50"
                  >
                    {t("locations.remove")}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-10 rounded-2xl border border-slate-200 p-6 shadow-sm">
        <div className="empty:hidden">
          <ErrorSummary
            listTitle={t("form.summaryTitle")}
            errors={errors}
            labels={labels}
            order={FIELDS}
            answer={failed}
          />
        </div>
        {/* Keyed by the answer and the location edited, so each shows its own values. */}
        <Form
          method="post"
          action={editing ? `?edit=${editing.id}` : "?"}
          noValidate
          className="mt-4 space-y-4"
          onInput={onInput}
          key={`${editing?.id ?? "new"}-${JSON.stringify(actionData ?? null)}`}
        >
          <Fieldset legend={editing ? t("locations.editLegend", { name: editing.name }) : t("locations.addLegend")}>
            {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
            <TextField
              label={labels.name!}
              hint={t("locations.nameHint")}
              required
              maxLength={100}
              {...field("name")}
            />
            <TextField
              label={labels.address!}
              autoComplete="street-address"
              required
              maxLength={200}
              {...field("address")}
            />
            <TextField
              label={labels.postalCode!}
              autoComplete="postal-code"
              inputMode="numeric"
              required
              maxLength={4}
              {...field("postalCode")}
            />
            <TextField label={labels.city!} autoComplete="address-level2" required maxLength={100} {...field("city")} />
            <TextField
              label={labels.phone!}
              hint={t("locations.phoneHint")}
              type="tel"
              autoComplete="tel"
              maxLength={30}
              {...field("phone")}
            />
          </Fieldset>
          <Fieldset legend={t("businessInfo.profile.hoursLegend")} name="hours" hint={t("locations.hoursHint")}>
            <div className="space-y-3">
              {WEEKDAYS.map((day) => (
                <div key={day} className="grid grid-cols-[7rem_1fr_1fr] items-start gap-3 max-sm:grid-cols-2">
                  <p className="pt-2 font-medium max-sm:col-span-2 max-sm:pt-0" aria-hidden="true">
                    {dayName(day)}
                  </p>
                  <TextField
                    label={labels[`${day}Opens`]!}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={10}
                    {...field(`${day}Opens`)}
                  />
                  <TextField
                    label={labels[`${day}Closes`]!}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={10}
                    {...field(`${day}Closes`)}
                  />
                </div>
              ))}
            </div>
          </Fieldset>
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton busy={busy} name="intent" value={intent}>
              {editing ? t("locations.save") : busy ? t("locations.adding") : t("locations.add")}
            </SubmitButton>
            {editing ? (
              <Link to="." className="text-rose-800 underline">
                {t("locations.cancel")}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>
    </div>
  );
}
