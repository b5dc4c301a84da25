import { Link } from "react-router";
import type { PaymentAction } from "#domain/payments/payment-provider";
import { formatPrice, formatTime } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { useTranslation } from "~/hooks/translation";
import { HostedCardFields, type CardFieldsOutcome } from "./hosted-card-fields";
import { StripePaymentElement } from "./stripe-payment-element";

/**
 * The checkout's payment step: how long the units are held, and the provider's action as its
 * kind says: card fields in the provider's frame (a URL), the provider's own script with a
 * client secret (Stripe's Payment Element), or a link to where the browser is being sent.
 */
export function PaymentStep({
  action,
  expiresAt,
  returnPath,
  totalOre,
  onDone,
}: {
  action: PaymentAction | null;
  expiresAt: string;
  returnPath: string;
  totalOre: number;
  /** The buyer is done at the provider: the return route asks the provider what happened. */
  onDone: (outcome?: CardFieldsOutcome) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const fields = action?.kind === "hosted-fields" ? action : null;
  return (
    <div className="mt-6 space-y-4">
      <p className="rounded-lg bg-amber-50 p-3 text-amber-900" role="status">
        {t("checkout.heldUntil", { time: formatTime(new Date(expiresAt), lang) })}
      </p>
      {fields?.url ? (
        <HostedCardFields url={fields.url} onDone={onDone} />
      ) : fields?.clientSecret && fields.publishableKey && fields.scriptUrl ? (
        <StripePaymentElement
          clientSecret={fields.clientSecret}
          publishableKey={fields.publishableKey}
          scriptUrl={fields.scriptUrl}
          returnPath={returnPath}
          payLabel={t("checkout.pay", { amount: formatPrice(totalOre, lang) })}
          onEnded={onDone}
        />
      ) : (
        <p className="text-slate-700">
          {action && action.kind !== "hosted-fields" ? (
            <a href={action.url} className="font-semibold underline">
              {t("checkout.redirectingToVipps")}
            </a>
          ) : (
            <Link to={returnPath} className="font-semibold underline">
              {t("checkout.confirming")}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
