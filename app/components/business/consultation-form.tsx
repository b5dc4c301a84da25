import { useEffect, useState, type RefObject, type SelectHTMLAttributes } from "react";
import { useTranslation } from "~/hooks/translation";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { CONSULTATION_SLOTS } from "#domain/inbox/consultation-rules";
import { SERVICE_PACKAGE_IDS } from "#domain/partners/service-packages";
import { CsrfInput } from "~/components/csrf-input";
import { FormField } from "~/components/form-field";

export interface BookingFailure {
  errors: Record<string, string>;
  /** A message for the whole form (throttled, slot taken). */
  message?: string;
  /** The slots found booked when the chosen one was refused. */
  booked?: { date: string; slots: string[] };
}

interface SlotsAnswer {
  date: string;
  booked: string[];
  past: string[];
}

function SelectField({
  label,
  name,
  error,
  hint,
  children,
  ...props
}: { label: string; name: string; error?: string; hint?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 ${error ? "border-rose-600" : "border-slate-300"}`}
        {...props}
      >
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The seven required fields and the optional package; booked or passed slots show as unavailable. */
export function ConsultationForm({
  Form,
  formRef,
  busy,
  today,
  preselected,
  maxMessage,
  failure,
}: {
  Form: FetcherWithComponents<unknown>["Form"];
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  today: string;
  preselected: string;
  maxMessage: number;
  failure?: BookingFailure & { values: Record<string, string> };
}) {
  const { t } = useTranslation();
  const errors = failure?.errors ?? {};
  // Always strings, so a reset after a booking empties fields that once held a failed post's values.
  const values = failure?.values ?? {};
  const [date, setDate] = useState(values.date ?? "");
  const slots = useFetcher<SlotsAnswer>();
  const { load } = slots;

  useEffect(() => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) void load(`/business/consultation/booked-slots?date=${date}`);
  }, [date, load]);

  // A chosen time that turns out taken on the newly chosen date is unselected: a disabled option
  // would silently be left out of the post.
  useEffect(() => {
    const answer = slots.data;
    const select = formRef.current?.elements.namedItem("time");
    const dateInput = formRef.current?.elements.namedItem("date");
    if (!answer || !(select instanceof HTMLSelectElement) || !(dateInput instanceof HTMLInputElement)) return;
    if (answer.date === dateInput.value && [...answer.booked, ...answer.past].includes(select.value)) select.value = "";
  }, [slots.data, formRef]);

  const unavailable = new Map<string, "booked" | "past">();
  if (slots.data?.date === date) {
    for (const slot of slots.data.past) unavailable.set(slot, "past");
    for (const slot of slots.data.booked) unavailable.set(slot, "booked");
  }
  if (failure?.booked?.date === date) for (const slot of failure.booked.slots) unavailable.set(slot, "booked");

  const hintId = (name: string) => `field-${name}-hint`;
  const describedBy = (name: string) => [hintId(name), errors[name] ? `field-${name}-error` : ""].join(" ").trim();

  return (
    <Form ref={formRef} method="post" noValidate className="mt-4 space-y-4" onReset={() => setDate("")}>
      <CsrfInput />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("consultation.booking.businessName")}
          name="businessName"
          autoComplete="organization"
          required
          maxLength={200}
          defaultValue={values.businessName ?? ""}
          error={errors.businessName}
        />
        <FormField
          label={t("consultation.booking.contactName")}
          name="contactName"
          autoComplete="name"
          required
          maxLength={200}
          defaultValue={values.contactName ?? ""}
          error={errors.contactName}
        />
        <FormField
          label={t("consultation.booking.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values.email ?? ""}
          error={errors.email}
        />
        <div>
          <FormField
            label={t("consultation.booking.phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            maxLength={30}
            defaultValue={values.phone ?? ""}
            error={errors.phone}
            aria-describedby={describedBy("phone")}
          />
          <p id={hintId("phone")} className="mt-1 text-sm text-slate-600">
            {t("consultation.booking.phoneHint")}
          </p>
        </div>
        <FormField
          label={t("consultation.booking.date")}
          name="date"
          type="date"
          required
          min={today}
          defaultValue={values.date ?? ""}
          error={errors.date}
          // onInput, not onChange: React skips onChange when a value comes back after form.reset().
          onInput={(event) => setDate(event.currentTarget.value)}
        />
        <SelectField
          label={t("consultation.booking.time")}
          name="time"
          required
          defaultValue={values.time ?? ""}
          error={errors.time}
          hint={t("consultation.booking.timeHint")}
        >
          <option value="">{t("consultation.booking.selectTime")}</option>
          {CONSULTATION_SLOTS.map((slot) => {
            const state = unavailable.get(slot);
            return (
              <option key={slot} value={slot} disabled={state !== undefined}>
                {state === "booked"
                  ? t("consultation.booking.slotBooked", { time: slot })
                  : state === "past"
                    ? t("consultation.booking.slotPast", { time: slot })
                    : slot}
              </option>
            );
          })}
        </SelectField>
      </div>
      <SelectField
        label={t("consultation.booking.package")}
        name="package"
        defaultValue={values.package ?? preselected}
        error={errors.package}
      >
        <option value="">{t("consultation.booking.noPackage")}</option>
        {SERVICE_PACKAGE_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`consultation.packages.${id}.title`)}
          </option>
        ))}
      </SelectField>
      <div>
        <FormField
          label={t("consultation.booking.message")}
          name="message"
          multiline
          rows={5}
          required
          maxLength={maxMessage}
          defaultValue={values.message ?? ""}
          error={errors.message}
          aria-describedby={describedBy("message")}
        />
        <p id={hintId("message")} className="mt-1 text-sm text-slate-600">
          {t("consultation.booking.messageHint", { max: maxMessage })}
        </p>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
      >
        {busy ? t("consultation.booking.submitting") : t("consultation.booking.submit")}
      </button>
    </Form>
  );
}
