import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/hooks/translation";
import type { MessageKey } from "#i18n/translate";

// The part of Stripe.js this checkout uses (https://docs.stripe.com/js): Stripe(), elements()
// with the PaymentIntent's client secret, the Payment Element, and confirmPayment.
interface StripeError {
  type: string;
  code?: string;
}
interface StripeElement {
  mount: (target: HTMLElement) => void;
  destroy: () => void;
}
interface StripeElements {
  create: (type: "payment") => StripeElement;
}
interface StripeJs {
  elements: (options: { clientSecret: string; locale: "nb" | "en" }) => StripeElements;
  confirmPayment: (options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }) => Promise<{ error?: StripeError }>;
}
type StripeConstructor = (publishableKey: string) => StripeJs;

const stripeGlobal = () => (window as unknown as { Stripe?: StripeConstructor }).Stripe;

const loading = new Map<string, Promise<StripeConstructor>>();

/**
 * Stripe.js from the address Stripe requires (js.stripe.com; never bundled or self-hosted),
 * loaded once per page. A failed load may be tried again by the next mount.
 */
function loadStripe(url: string): Promise<StripeConstructor> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<StripeConstructor>((resolve, reject) => {
    const loaded = stripeGlobal();
    if (loaded) return resolve(loaded);
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => {
      const stripe = stripeGlobal();
      if (stripe) resolve(stripe);
      else reject(new Error("Stripe.js loaded without Stripe()"));
    };
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error("Stripe.js did not load"));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

export interface StripePaymentElementProps {
  clientSecret: string;
  publishableKey: string;
  scriptUrl: string;
  /** The hold's signed return path: Stripe sends the browser there when the payment is confirmed. */
  returnPath: string;
  payLabel: string;
  /** The attempt ended at the provider (declined, or the payment moved on): the return route asks what happened. */
  onEnded: () => void;
}

/**
 * Stripe's Payment Element on the checkout page: the card is typed into Stripe's own frames
 * and sent to Stripe by Stripe.js, never to this page's code or the shop's server.
 */
export function StripePaymentElement(props: StripePaymentElementProps) {
  const { clientSecret, publishableKey, scriptUrl, returnPath, payLabel, onEnded } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "en" ? "en" : "nb";
  const target = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let element: StripeElement | null = null;
    let gone = false;
    loadStripe(scriptUrl).then(
      (Stripe) => {
        if (gone || !target.current) return;
        const stripe = Stripe(publishableKey);
        const elements = stripe.elements({ clientSecret, locale });
        element = elements.create("payment");
        element.mount(target.current);
        setReady({ stripe, elements });
      },
      () => {
        if (!gone) setLoadFailed(true);
      },
    );
    return () => {
      gone = true;
      element?.destroy();
      setReady(null);
    };
  }, [scriptUrl, publishableKey, clientSecret, locale]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setProblem(null);
    const { error } = await ready.stripe
      .confirmPayment({
        elements: ready.elements,
        confirmParams: { return_url: new URL(returnPath, window.location.href).href },
      })
      .catch((): { error: StripeError } => ({ error: { type: "api_connection_error" } }));
    // No error: Stripe is taking the browser to the return address.
    if (!error) return;
    if (error.type === "validation_error") {
      // The element marks the field; the page says it in words too.
      setProblem("checkout.cardIncomplete");
    } else if (error.type === "card_error" || error.type === "invalid_request_error") {
      // Declined, or the payment can no longer be paid (the hold ran out): the shop asks Stripe
      // what happened and says so, with the cart as it was.
      onEnded();
      return;
    } else {
      setProblem("checkout.paymentInterrupted");
    }
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void pay(event)} noValidate className="space-y-4">
      <div ref={target} className="min-h-24" />
      {!ready && !loadFailed ? (
        <p className="text-slate-700" role="status">
          {t("checkout.cardFieldsLoading")}
        </p>
      ) : null}
      {loadFailed || problem ? (
        <div role="alert" className="rounded-lg border border-rose-300 bg-rose-50 p-4 text-rose-900">
          <h2 className="font-semibold">{t("checkout.failedTitle")}</h2>
          <p className="mt-1 text-sm">
            {t(loadFailed ? "checkout.cardFieldsFailed" : (problem ?? "checkout.failedText"))}
          </p>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={!ready || busy}
        className="w-full rounded-md bg-rose-600 px-5 py-3 text-lg font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
      >
        {busy ? t("checkout.processing") : payLabel}
      </button>
    </form>
  );
}
