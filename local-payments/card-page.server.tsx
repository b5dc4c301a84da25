// The hosted card fields, shown in an iframe on the shop's checkout: the spec's card form
// (number in groups of 4, MM/YY, CVV masked, cardholder), posted to this service's origin.
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import type { CardField, CardFieldError, CardForm } from "./card-form";
import { renderPage } from "./page-shell.server";
import type { PaymentRow } from "./payment-view";
import { fill, TEXTS } from "./texts";

export interface CardPageProps {
  lang: Language;
  payment: PaymentRow;
  values?: CardForm;
  errors?: Partial<Record<CardField, CardFieldError>>;
}

interface FieldSpec {
  name: CardField;
  label: string;
  hint?: string;
  autoComplete: string;
  maxLength: number;
  inputMode?: "numeric";
  type?: "password";
  placeholder?: string;
}

export function cardPage({ lang, payment, values, errors = {} }: CardPageProps): string {
  const t = TEXTS[lang].card;
  const amount = formatPrice(payment.amountOre, lang);
  const fields: FieldSpec[] = [
    {
      name: "cardNumber",
      label: t.number,
      autoComplete: "cc-number",
      maxLength: 19,
      inputMode: "numeric",
      placeholder: "1234 5678 9012 3456",
    },
    {
      name: "expiryDate",
      label: t.expiry,
      autoComplete: "cc-exp",
      maxLength: 5,
      inputMode: "numeric",
      placeholder: lang === "no" ? "MM/ÅÅ" : "MM/YY",
    },
    {
      name: "cvv",
      label: t.cvv,
      hint: t.cvvHint,
      autoComplete: "cc-csc",
      maxLength: 4,
      inputMode: "numeric",
      type: "password",
    },
    { name: "cardholderName", label: t.cardholder, autoComplete: "cc-name", maxLength: 100 },
  ];
  const hasErrors = Object.keys(errors).length > 0;
  return renderPage({
    lang,
    title: t.title,
    script: "/assets/card-fields.js",
    children: (
      <form method="post" action={`/pay/${payment.id}/card`} noValidate data-processing={t.processing}>
        <input type="hidden" name="lang" value={lang} />
        <h1>{t.title}</h1>
        {hasErrors ? (
          <p className="error-summary" role="alert" id="error-summary">
            {t.errorSummary}
          </p>
        ) : null}
        {fields.map((field) => {
          const error = errors[field.name];
          const described = [field.hint ? `${field.name}-hint` : null, error ? `${field.name}-error` : null]
            .filter(Boolean)
            .join(" ");
          return (
            <div className="field" key={field.name}>
              <label htmlFor={field.name}>{field.label}</label>
              {field.hint ? (
                <p className="hint" id={`${field.name}-hint`}>
                  {field.hint}
                </p>
              ) : null}
              <input
                id={field.name}
                name={field.name}
                type={field.type ?? "text"}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                required
                defaultValue={values?.[field.name] ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
              />
              {error ? (
                <p className="field-error" id={`${field.name}-error`}>
                  {t[error]}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit">{fill(t.pay, { amount })}</button>
        <p className="hint">{t.testCards}</p>
      </form>
    ),
  });
}
