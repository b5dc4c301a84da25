// The pages a buyer meets after choosing how to pay: the bank's 3-D Secure challenge (inside
// the card iframe) and the simulated Vipps approval (a page of its own the shop redirects to).
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { renderPage } from "./page-shell.server";
import type { PaymentRow } from "./payment-view";
import { fill, TEXTS } from "./texts";

export function threeDsPage(lang: Language, payment: PaymentRow): string {
  const t = TEXTS[lang].threeDs;
  return renderPage({
    lang,
    title: t.title,
    children: (
      <form method="post" action={`/pay/${payment.id}/3ds`}>
        <input type="hidden" name="lang" value={lang} />
        <h1>{t.title}</h1>
        <p>{fill(t.intro, { amount: formatPrice(payment.amountOre, lang), last4: payment.cardLast4 ?? "" })}</p>
        <div className="buttons">
          <button type="submit" name="decision" value="approve">
            {t.approve}
          </button>
          <button type="submit" name="decision" value="fail" className="secondary">
            {t.fail}
          </button>
        </div>
      </form>
    ),
  });
}

export function vippsPage(lang: Language, payment: PaymentRow, phone = "", phoneError = false): string {
  const t = TEXTS[lang].vipps;
  return renderPage({
    lang,
    title: t.title,
    children: (
      <form method="post" action={`/pay/${payment.id}/vipps`} noValidate>
        <input type="hidden" name="lang" value={lang} />
        <h1>{t.title}</h1>
        <p>{fill(t.intro, { amount: formatPrice(payment.amountOre, lang) })}</p>
        <div className="field">
          <label htmlFor="phone">{t.phone}</label>
          <p className="hint" id="phone-hint">
            {t.phoneHint}
          </p>
          <div className="phone">
            <span aria-hidden="true">+47</span>
            <input
              id="phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={11}
              defaultValue={phone}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? "phone-hint phone-error" : "phone-hint"}
            />
          </div>
          {phoneError ? (
            <p className="field-error" id="phone-error" role="alert">
              {t.phoneInvalid}
            </p>
          ) : null}
        </div>
        <div className="buttons">
          <button type="submit" name="decision" value="approve">
            {t.approve}
          </button>
          <button type="submit" name="decision" value="cancel" className="secondary">
            {t.cancel}
          </button>
        </div>
      </form>
    ),
  });
}
