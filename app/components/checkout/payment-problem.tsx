import { Link } from "react-router";
import { useTranslation } from "~/hooks/translation";
import type { MessageKey } from "#i18n/translate";

/** Why the last payment attempt did not end in an order, as the checkout's address says (?payment=…). */
export const PAYMENT_PROBLEMS = {
  declined: ["checkout.failedTitle", "checkout.declinedText"],
  insufficient_funds: ["checkout.failedTitle", "checkout.insufficientFundsText"],
  authentication_failed: ["checkout.failedTitle", "checkout.authenticationFailedText"],
  cancelled: ["checkout.vippsCancelledTitle", "checkout.vippsCancelledText"],
  expired: ["checkout.expiredTitle", "checkout.expiredText"],
  notFinished: ["checkout.failedTitle", "checkout.notFinishedText"],
  providerUnavailable: ["checkout.failedTitle", "checkout.providerUnavailable"],
  stillSettling: ["checkout.stillSettlingTitle", "checkout.stillSettlingText"],
  other: ["checkout.failedTitle", "checkout.failedText"],
} as const satisfies Record<string, readonly [MessageKey, MessageKey]>;

export type PaymentProblem = keyof typeof PAYMENT_PROBLEMS;

export function isPaymentProblem(value: string | null): value is PaymentProblem {
  return value !== null && Object.hasOwn(PAYMENT_PROBLEMS, value);
}

/** Shown above the form, in the page (not a toast): what happened, that nothing was charged, what to do. */
export function PaymentProblemNotice({ problem }: { problem: PaymentProblem }) {
  const { t } = useTranslation();
  const [title, text] = PAYMENT_PROBLEMS[problem];
  return (
    <div role="alert" className="rounded-lg border border-rose-300 bg-rose-50 p-4 text-rose-900">
      <h2 className="font-semibold">{t(title)}</h2>
      <p className="mt-1 text-sm">{t(text)}</p>
      {problem === "expired" ? (
        <Link to="/checkout" className="mt-2 inline-block text-sm font-semibold underline">
          {t("checkout.tryAgain")}
        </Link>
      ) : null}
    </div>
  );
}
