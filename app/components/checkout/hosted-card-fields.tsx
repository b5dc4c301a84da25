import { useEffect } from "react";
import { useTranslation } from "~/hooks/translation";

/** What the payment service's card page tells the checkout when the buyer is done there. */
export interface CardFieldsOutcome {
  paymentId: string;
  status: string;
}

function outcomeOf(data: unknown): CardFieldsOutcome | null {
  if (typeof data !== "object" || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== "magicdeals-local-payments") return null;
  if (typeof message.paymentId !== "string" || typeof message.status !== "string") return null;
  return { paymentId: message.paymentId, status: message.status };
}

/**
 * The provider's card fields in a frame of the provider's origin: the card number is typed
 * there and never reaches this page or the shop's server. Messages are taken from that
 * origin only, so no other window can tell the checkout a payment went through.
 */
export function HostedCardFields({ url, onDone }: { url: string; onDone: (outcome: CardFieldsOutcome) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const origin = new URL(url).origin;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const outcome = outcomeOf(event.data);
      if (outcome) onDone(outcome);
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [url, onDone]);
  return (
    <iframe
      title={t("checkout.cardFrameTitle")}
      src={url}
      className="h-[34rem] w-full rounded-lg border border-slate-200"
    />
  );
}
