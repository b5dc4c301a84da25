// "Gi som gave": recipient's name and e-mail, a greeting and the day the e-mail goes out. The
// server checks the fields (POST /cart/gift) and answers problems in the visitor's language;
// the form holds no personal data until the visitor types it (the deal page is a shared page).
import { useState, type FormEvent } from "react";
import { GIFT_MESSAGE_MAX, osloToday, type GiftDetails } from "#domain/vouchers/gift-input";
import { ErrorSummary } from "~/components/form/error-summary";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { useFormErrors } from "~/components/form/use-form-errors";
import type { GiftAnswer } from "~/hooks/gift-actions";
import { useTranslation } from "~/hooks/translation";

const FIELDS = ["recipientName", "recipientEmail", "message", "deliverOn"] as const;

export function GiftForm({
  idPrefix,
  initial,
  submitLabel,
  onSubmit,
}: {
  /** Makes the fields' ids unique where several forms share a page (the cart). */
  idPrefix: string;
  initial?: GiftDetails;
  submitLabel: string;
  onSubmit: (fields: Record<string, string>) => Promise<GiftAnswer>;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<Extract<GiftAnswer, { ok: false }> | undefined>();
  const [busy, setBusy] = useState(false);
  const { errors, onInput } = useFormErrors(answer?.errors);
  const id = (name: string) => `${idPrefix}-${name}`;
  const labels = {
    recipientName: t("gifts.recipientName"),
    recipientEmail: t("gifts.recipientEmail"),
    message: t("gifts.message"),
    deliverOn: t("gifts.deliverOn"),
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
    setBusy(true);
    const result = await onSubmit(fields);
    setBusy(false);
    setAnswer(result.ok ? undefined : result);
  };

  return (
    <form noValidate onSubmit={submit} onInput={onInput} className="space-y-3" data-testid="gift-form">
      <p className="text-sm text-slate-700">{t("gifts.formIntro")}</p>
      <ErrorSummary
        title={answer && Object.keys(answer.errors).length === 0 ? t("shop.failedText") : undefined}
        listTitle={t("form.summaryTitle")}
        errors={errors}
        labels={labels}
        targets={Object.fromEntries(FIELDS.map((name) => [name, id(name)]))}
        order={FIELDS}
        answer={answer}
      />
      <TextField
        id={id("recipientName")}
        name="recipientName"
        label={labels.recipientName}
        required
        maxLength={100}
        defaultValue={initial?.recipientName ?? ""}
        error={errors.recipientName}
      />
      <TextField
        id={id("recipientEmail")}
        name="recipientEmail"
        type="email"
        label={labels.recipientEmail}
        required
        maxLength={254}
        defaultValue={initial?.recipientEmail ?? ""}
        error={errors.recipientEmail}
      />
      <TextareaField
        id={id("message")}
        name="message"
        label={labels.message}
        hint={t("gifts.messageHint", { max: GIFT_MESSAGE_MAX })}
        rows={3}
        defaultValue={initial?.message ?? ""}
        error={errors.message}
      />
      <TextField
        id={id("deliverOn")}
        name="deliverOn"
        type="date"
        label={labels.deliverOn}
        hint={t("gifts.deliverOnHint")}
        required
        defaultValue={initial?.deliverOn ?? osloToday(new Date())}
        error={errors.deliverOn}
      />
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md border-2 border-rose-600 px-5 py-2.5 font-semibold text-rose-700 hover:bg-rose-50 disabled:opacity-60"
      >
        {submitLabel}
      </button>
    </form>
  );
}
