import { useEffect, useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "~/hooks/translation";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { CONSULTATION_SLOTS } from "#domain/inbox/consultation-rules";
import { SERVICE_PACKAGE_IDS } from "#domain/partners/service-packages";
import { formatTime } from "#i18n/format";
import { parseLanguage } from "#i18n/languages";
import { EmailField } from "~/components/form/email-field";
import { fieldsFrom } from "~/components/form/field-values";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { SubmitButton } from "~/components/form/submit-button";

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

/** The seven required fields and the optional package; booked or passed slots show as unavailable. */
export function ConsultationForm({
  Form,
  formRef,
  busy,
  today,
  preselected,
  maxMessage,
  failure,
  errors,
  onInput,
}: {
  Form: FetcherWithComponents<unknown>["Form"];
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  today: string;
  preselected: string;
  maxMessage: number;
  failure?: BookingFailure & { values: Record<string, string> };
  /** The failure's field errors still shown (each goes as its field is corrected). */
  errors: Record<string, string>;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = parseLanguage(i18n.language);
  const values = failure?.values ?? {};
  const field = fieldsFrom(values, errors);
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

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className="mt-4 space-y-4"
      onReset={() => setDate("")}
      onInput={onInput}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("consultation.booking.businessName")}
          autoComplete="organization"
          required
          maxLength={200}
          {...field("businessName")}
        />
        <TextField
          label={t("consultation.booking.contactName")}
          autoComplete="name"
          required
          maxLength={200}
          {...field("contactName")}
        />
        <EmailField label={t("consultation.booking.email")} required {...field("email")} />
        <TextField
          label={t("consultation.booking.phone")}
          type="tel"
          autoComplete="tel"
          required
          maxLength={30}
          hint={t("consultation.booking.phoneHint")}
          {...field("phone")}
        />
        <TextField
          label={t("consultation.booking.date")}
          type="date"
          required
          min={today}
          {...field("date")}
          // onInput, not onChange: React skips onChange when a value comes back after form.reset().
          onInput={(event) => setDate(event.currentTarget.value)}
        />
        <SelectField
          label={t("consultation.booking.time")}
          required
          hint={t("consultation.booking.timeHint")}
          {...field("time")}
        >
          <option value="">{t("consultation.booking.selectTime")}</option>
          {CONSULTATION_SLOTS.map((slot) => {
            const state = unavailable.get(slot);
            const time = formatTime(slot, lang);
            return (
              <option key={slot} value={slot} disabled={state !== undefined}>
                {state === "booked"
                  ? t("consultation.booking.slotBooked", { time })
                  : state === "past"
                    ? t("consultation.booking.slotPast", { time })
                    : time}
              </option>
            );
          })}
        </SelectField>
      </div>
      <SelectField
        label={t("consultation.booking.package")}
        {...field("package")}
        defaultValue={values.package ?? preselected}
      >
        <option value="">{t("consultation.booking.noPackage")}</option>
        {SERVICE_PACKAGE_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`consultation.packages.${id}.title`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t("consultation.booking.message")}
        rows={5}
        required
        maxLength={maxMessage}
        hint={t("consultation.booking.messageHint", { max: maxMessage })}
        {...field("message")}
      />
      <SubmitButton busy={busy}>
        {busy ? t("consultation.booking.submitting") : t("consultation.booking.submit")}
      </SubmitButton>
    </Form>
  );
}
