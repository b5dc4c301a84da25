import { Gift } from "lucide-react";
import { useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { z } from "zod";
import { GIFT_CARD_AMOUNTS, giftCardAmountSchema } from "#domain/checkout/gift-card-codes";
import { startGiftCardPurchase } from "#domain/checkout/gift-card-purchase.server";
import { PAYMENT_METHODS, type PaymentAction, type PaymentMethod } from "#domain/payments/payment-provider";
import { translator } from "#i18n/dictionaries.server";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { PaymentMethodChoice } from "~/components/checkout/payment-method-choice";
import { PaymentStep } from "~/components/checkout/payment-step";
import { usePaymentHandOff } from "~/components/checkout/use-payment-hand-off";
import { ErrorSummary } from "~/components/form/error-summary";
import { Fieldset } from "~/components/form/form-fieldset";
import { RadioCard } from "~/components/form/radio-card";
import { useFormErrors } from "~/components/form/use-form-errors";
import { getCurrentUser } from "~/guards/auth.server";
import { useTranslation } from "~/hooks/translation";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { checkoutReturnPath, checkoutReturnUrl } from "~/route-helpers/checkout-return.server";
import type { Route } from "./+types/gift-cards";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(request, context);
  const lang = languageFromRequest(request);
  return {
    signedIn: user !== null,
    head: pageHead(
      lang,
      (t) => t("giftCards.title"),
      (t) => t("giftCards.metaDescription"),
    ),
  };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

const purchaseForm = z.object({
  idempotencyKey: z.uuid(),
  amount: giftCardAmountSchema,
  method: z.enum(PAYMENT_METHODS),
});

type Failure = { ok: false; errors: Record<string, string>; problem?: string };
type Started = { ok: true; action: PaymentAction | null; expiresAt: string; returnPath: string; totalOre: number };

/** A gift card bought as a deal is: a hold, then the provider's payment; settling issues the card. */
export async function action({ request, context }: Route.ActionArgs) {
  // The form shows only to a signed-in customer: a post without a session is refused, not sent to sign in.
  const user = await getCurrentUser(request, context);
  if (!user) throw data(null, { status: 401 });
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const fields = Object.fromEntries(await readForm(request));
  const form = purchaseForm.safeParse(fields);
  if (!form.success) {
    const errors: Record<string, string> = {};
    for (const issue of form.error.issues) {
      if (issue.path[0] === "amount") errors.amount = t("giftCards.amountRequired");
      if (issue.path[0] === "method") errors.method = t("checkout.methodRequired");
    }
    return data<Failure>({ ok: false, errors }, { status: 400 });
  }
  const provider = context.paymentProvider;
  if (!provider) return data<Failure>({ ok: false, errors: {}, problem: t("checkout.failedText") }, { status: 503 });
  const result = await startGiftCardPurchase(
    context.db,
    { provider, returnUrl: (holdId) => checkoutReturnUrl(context, holdId) },
    {
      idempotencyKey: form.data.idempotencyKey,
      amountOre: form.data.amount,
      userId: user.id,
      email: user.email,
      language: lang,
      method: form.data.method,
    },
  );
  if (!result.ok) return data<Failure>({ ok: false, errors: {}, problem: t("checkout.failedText") }, { status: 409 });
  return data<Started>({
    ok: true,
    action: result.action,
    expiresAt: result.expiresAt.toISOString(),
    returnPath: checkoutReturnPath(context, result.holdId),
    totalOre: result.totalOre,
  });
}

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <Gift aria-hidden="true" className="size-8 text-rose-600" />
        {t("giftCards.title")}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{t("giftCards.intro")}</p>
      {loaderData.signedIn ? (
        <PurchaseForm />
      ) : (
        <div className="mt-8 rounded-xl border border-slate-200 p-6">
          <p className="text-slate-800">{t("giftCards.signInToBuy")}</p>
          <Link
            to="/login?redirectTo=%2Fgavekort"
            className="mt-4 inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
          >
            {t("giftCards.signIn")}
          </Link>
        </div>
      )}
    </div>
  );
}

function PurchaseForm() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const fetcher = useFetcher<typeof action>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number>(GIFT_CARD_AMOUNTS[1]);
  const [method, setMethod] = useState<PaymentMethod>("card");
  const result = fetcher.data;
  const started = result?.ok ? result : null;
  const { errors, onInput } = useFormErrors(result && !result.ok ? result.errors : undefined);

  const done = usePaymentHandOff(fetcher.state === "idle" ? started : null);

  if (started)
    return (
      <PaymentStep
        action={started.action}
        expiresAt={started.expiresAt}
        returnPath={started.returnPath}
        totalOre={started.totalOre}
        onDone={done}
      />
    );
  return (
    <fetcher.Form method="post" noValidate className="mt-8 space-y-8" onInput={onInput}>
      <ErrorSummary
        listTitle={t("form.summaryTitle")}
        errors={errors}
        labels={{}}
        order={["amount", "method"]}
        targets={{ amount: `field-amount-${GIFT_CARD_AMOUNTS[0]}`, method: "field-method-vipps" }}
        answer={result}
      />
      {result && !result.ok && result.problem ? (
        <p role="alert" className="rounded-lg border border-rose-300 bg-rose-50 p-4 text-rose-900">
          {result.problem}
        </p>
      ) : null}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Fieldset legend={t("giftCards.chooseAmount")} name="amount" error={errors.amount}>
        <div className="grid gap-3 sm:grid-cols-2">
          {GIFT_CARD_AMOUNTS.map((ore) => (
            <RadioCard
              key={ore}
              id={`field-amount-${ore}`}
              name="amount"
              value={String(ore)}
              checked={amount === ore}
              onChange={() => setAmount(ore)}
            >
              <span className="text-lg font-semibold">{formatPrice(ore, lang)}</span>
            </RadioCard>
          ))}
        </div>
      </Fieldset>
      <PaymentMethodChoice value={method} onChange={setMethod} error={errors.method} />
      <p className="text-sm text-slate-700">{t("giftCards.howItWorks")}</p>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="w-full rounded-md bg-rose-600 px-5 py-3 text-lg font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
      >
        {fetcher.state !== "idle"
          ? t("checkout.processing")
          : t("giftCards.buy", { amount: formatPrice(amount, lang) })}
      </button>
    </fetcher.Form>
  );
}
