// The last page in the card iframe: says how the payment went and tells the shop's page with
// postMessage, addressed to the shop's origin only (assets/result.js), so no other page that
// framed this one learns anything.
import type { Language } from "#i18n/languages";
import { renderPage } from "./page-shell.server";
import type { PaymentRow } from "./payment-view";
import { TEXTS } from "./texts";

export function resultPage(lang: Language, payment: PaymentRow, shopOrigin: string): string {
  const t = TEXTS[lang].result;
  const message =
    payment.status === "authorised" || payment.status === "captured" || payment.status === "refunded"
      ? t.authorised
      : payment.status === "failed"
        ? t[payment.failureReason ?? "other"]
        : payment.status === "cancelled"
          ? t.cancelled
          : payment.status === "expired"
            ? t.expired
            : t.other;
  return renderPage({
    lang,
    title: message,
    script: "/assets/result.js",
    data: {
      "shop-origin": shopOrigin,
      "payment-id": payment.id,
      status: payment.status,
      "failure-reason": payment.failureReason ?? "",
    },
    children: (
      <>
        <p className="result" role="status">
          {message}
        </p>
        <p>
          <a href={payment.returnUrl} target="_top">
            {t.backToShop}
          </a>
        </p>
      </>
    ),
  });
}
