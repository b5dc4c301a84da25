import { Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/hooks/translation";
import { data, Link, useActionData, useFetcher, useLocation, useNavigate } from "react-router";
import { z } from "zod";
import { emailFormSchema } from "#domain/accounts/accounts.server";
import { getCart } from "#domain/checkout/cart.server";
import { cartLinesSchema, type CartLineInput } from "#domain/checkout/checkout.server";
import { startCheckout } from "#domain/checkout/checkout-holds.server";
import { promoProblemText } from "~/route-helpers/promo-code.server";
import { usePromoCode } from "~/browser-storage/promo-code";
import { PAYMENT_METHODS, type PaymentAction, type PaymentMethod } from "#domain/payments/payment-provider";
import { CheckboxField } from "~/components/form/checkbox-field";
import { EmailField } from "~/components/form/email-field";
import { TextField } from "~/components/form/text-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { useFormErrors } from "~/components/form/use-form-errors";
import { Fieldset } from "~/components/form/form-fieldset";
import { PaymentStep } from "~/components/checkout/payment-step";
import { usePaymentHandOff } from "~/components/checkout/use-payment-hand-off";
import { PaymentMethodChoice } from "~/components/checkout/payment-method-choice";
import { isPaymentProblem, PaymentProblemNotice, type PaymentProblem } from "~/components/checkout/payment-problem";
import { OrderLines, OrderTotals } from "~/components/shop/order-summary";
import { translator } from "#i18n/dictionaries.server";
import { formatPrice } from "#i18n/format";
import { languageFromRequest } from "~/requests/language.server";
import type { Language } from "#i18n/languages";
import { getCurrentUser } from "~/guards/auth.server";
import { fieldErrors, formFields, type FieldErrors } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { checkoutReturnPath, checkoutReturnUrl } from "~/route-helpers/checkout-return.server";
import { useCartLines } from "~/hooks/cart-lines";
import { usePricedCart } from "~/hooks/use-priced-cart";
import type { Route } from "./+types/checkout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(request, context);
  return { email: user?.email ?? null, head: pageHead(languageFromRequest(request), (t) => t("checkout.title")) };
}

const checkoutForm = z.object({
  idempotencyKey: z.uuid(),
  lines: z.string().max(20_000),
  promoCode: z.string().max(100).optional(),
  giftCardCode: z.string().max(100).optional(),
});
const methodSchema = z.enum(PAYMENT_METHODS);

type Failure = {
  ok: false;
  reason:
    | "invalid"
    | "fields"
    | "cartChanged"
    | "unavailable"
    | "soldOut"
    | "limitReached"
    | "inProgress"
    | "promo"
    | "giftCard"
    | PaymentProblem;
  errors: FieldErrors;
  /** Why the promo code was refused, in the buyer's language. */
  promoMessage?: string;
};
type Started = { ok: true; action: PaymentAction | null; expiresAt: string; returnPath: string; totalOre: number };

export async function action({ request, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const user = await getCurrentUser(request, context);
  const fields = formFields(await readForm(request));
  const fail = (status: number, errors: FieldErrors, reason: Failure["reason"]) =>
    data<Failure>({ ok: false, reason, errors }, { status });

  const form = checkoutForm.safeParse(fields);
  let lines: unknown;
  try {
    lines = JSON.parse(form.success ? form.data.lines : "null");
  } catch {
    lines = null;
  }
  const cart = cartLinesSchema.safeParse(lines);
  if (!form.success || !cart.success) return fail(400, {}, "invalid");
  const email = emailFormSchema.safeParse({ email: user?.email ?? fields.email });
  const method = methodSchema.safeParse(fields.method);
  const errors: FieldErrors = {
    ...(email.success ? {} : fieldErrors(email.error, lang)),
    ...(method.success ? {} : { method: t("checkout.methodRequired") }),
    ...(fields.terms === "on" ? {} : { terms: t("checkout.termsRequired") }),
  };
  if (!email.success || !method.success || Object.keys(errors).length > 0) return fail(400, errors, "fields");

  // A signed-in user buys the server cart; the page's copy must match it, so nobody pays for
  // a line added in another tab after this page showed the total.
  const serverLines: CartLineInput[] | null = user
    ? (await getCart(context.db, user.id, lang)).map(({ dealId, packageKind, quantity, gift }) => ({
        dealId,
        packageKind,
        quantity,
        ...(gift ? { gift } : {}),
      }))
    : null;
  const lineKey = (l: CartLineInput) => `${l.dealId}:${l.packageKind}:${l.quantity}`;
  const sameCart = (a: CartLineInput[], b: CartLineInput[]) =>
    a.map(lineKey).sort().join() === b.map(lineKey).sort().join();
  if (serverLines && !sameCart(serverLines, cart.data)) return fail(409, {}, "cartChanged");

  const provider = context.paymentProvider;
  if (!provider) return fail(503, {}, "providerUnavailable");
  const result = await startCheckout(
    context.db,
    { provider, returnUrl: (holdId) => checkoutReturnUrl(context, holdId) },
    {
      idempotencyKey: form.data.idempotencyKey,
      lines: serverLines ?? cart.data,
      email: email.data.email,
      userId: user?.id ?? null,
      language: lang,
      method: method.data,
      promoCode: form.data.promoCode || null,
      giftCardCode: form.data.giftCardCode?.trim() || null,
    },
  );
  if (!result.ok && result.reason === "giftCard")
    return fail(409, { giftCardCode: t(`giftCards.problems.${result.problem}`) }, "giftCard");
  if (!result.ok && result.reason === "promo")
    return data<Failure>(
      { ok: false, reason: "promo", errors: {}, promoMessage: promoProblemText(result.problem, lang) },
      { status: 409 },
    );
  if (!result.ok) return fail(result.reason === "providerUnavailable" ? 503 : 409, {}, result.reason);
  return data<Started>({
    ok: true,
    action: result.action,
    expiresAt: result.expiresAt.toISOString(),
    returnPath: checkoutReturnPath(context, result.holdId),
    totalOre: result.totalOre,
  });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // A new attempt after a failed one is a new purchase: a fresh form, and a fresh key.
  return <CheckoutPage key={location.search} email={loaderData.email} />;
}

function CheckoutPage({ email }: { email: string | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigate = useNavigate();
  const location = useLocation();
  const lines = useCartLines();
  const [promoCode] = usePromoCode();
  const priced = usePricedCart(lines, promoCode);
  const fetcher = useFetcher<typeof action>();
  // Before the JavaScript has loaded the form posts as a page, and the answer renders from here.
  const posted = useActionData<typeof action>();
  // One key per purchase: a double click or a retry after a network error is the same hold.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [method, setMethod] = useState<PaymentMethod>("vipps");
  // With a gift card the amount to pay is known only once the server has priced the card.
  const [giftCardCode, setGiftCardCode] = useState("");
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? posted;
  const started = result?.ok ? result : null;
  const { errors, onInput } = useFormErrors(result && !result.ok ? result.errors : undefined);
  const fromAddress = new URLSearchParams(location.search).get("payment");
  const problem: PaymentProblem | null =
    result && !result.ok && isPaymentProblem(result.reason)
      ? result.reason
      : isPaymentProblem(fromAddress)
        ? fromAddress
        : null;

  // An empty cart leaves for the front page, once: a second navigation would cancel the first.
  const leaving = useRef(false);
  useEffect(() => {
    if (leaving.current || lines === null || lines.length > 0 || started) return;
    leaving.current = true;
    void navigate("/", { replace: true });
  }, [lines, navigate, started]);

  const cardDone = usePaymentHandOff(busy ? null : started);

  const generalProblem =
    result &&
    !result.ok &&
    !isPaymentProblem(result.reason) &&
    result.reason !== "fields" &&
    result.reason !== "giftCard"
      ? result.reason === "soldOut" || result.reason === "unavailable"
        ? t("checkout.soldOut")
        : result.reason === "limitReached"
          ? t("checkout.limitReached")
          : result.reason === "promo"
            ? (result.promoMessage ?? t("checkout.failedText"))
            : result.reason === "cartChanged"
              ? t("shop.cartChanged")
              : t("checkout.failedText")
      : null;
  const generalNotice = generalProblem ? (
    <div role="alert" className="rounded-lg border border-rose-300 bg-rose-50 p-4 text-rose-900">
      <h2 className="font-semibold">{t("checkout.failedTitle")}</h2>
      <p className="mt-1 text-sm">{generalProblem}</p>
    </div>
  ) : null;

  const paymentStep = started ? (
    <PaymentStep
      action={started.action}
      expiresAt={started.expiresAt}
      returnPath={started.returnPath}
      totalOre={started.totalOre}
      onDone={cardDone}
    />
  ) : null;
  // Posted before the JavaScript loaded: the payment step renders without the browser's cart.
  if (paymentStep && (!priced || !lines?.length))
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t("checkout.title")}</h1>
        {paymentStep}
      </section>
    );
  // As tall as a screen: the form that follows it would otherwise push the footer down (layout shift).
  if (!priced || !lines?.length)
    return (
      <div className="mx-auto min-h-screen max-w-5xl px-4 py-16 text-slate-700">
        {/* Posted before the JavaScript loaded and refused: say why now, not only once the cart is read. */}
        {generalNotice}
        <p className="mt-4">{t("cartPage.loading")}</p>
      </div>
    );

  const toPay = priced.totalOre - (priced.promo?.ok ? priced.promo.discountOre : 0);
  const cartJson = JSON.stringify(
    lines.map((l) => ({
      dealId: l.id,
      packageKind: l.selectedPackage,
      quantity: l.quantity,
      ...(l.gift ? { gift: l.gift } : {}),
    })),
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_24rem]">
      {/* The summary comes first in the page, so it is above the form on a phone; beside it on a wide screen. */}
      <aside className="h-fit space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm lg:col-start-2 lg:row-start-1">
        <h2 className="text-xl font-semibold">{t("checkout.orderSummary")}</h2>
        <OrderLines priced={priced} />
        <OrderTotals priced={priced} />
        {priced.promo && !priced.promo.ok ? (
          <p role="status" className="text-sm text-amber-800">
            {priced.promo.message}
          </p>
        ) : null}
      </aside>
      <section className="lg:col-start-1 lg:row-start-1">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Lock aria-hidden="true" className="size-6 text-emerald-700" />
          {t("checkout.title")}
        </h1>
        <div className="mt-6 space-y-4">
          {problem ? <PaymentProblemNotice problem={problem} /> : null}
          {generalNotice}
          <ErrorSummary
            listTitle={t("form.summaryTitle")}
            errors={errors}
            labels={{ email: t("checkout.email"), giftCardCode: t("giftCards.field.label") }}
            order={["email", "giftCardCode", "method", "terms"]}
            targets={{ method: "field-method-vipps" }}
            answer={result}
          />
        </div>
        {started ? (
          paymentStep
        ) : (
          // Starting a payment changes nothing the page's loaders or the cart's prices show (the
          // hold is the action's answer), so React Router need not ask for them again after it.
          <fetcher.Form
            method="post"
            noValidate
            defaultShouldRevalidate={false}
            className="mt-6 space-y-8"
            onInput={onInput}
          >
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <input type="hidden" name="lines" value={cartJson} />
            {priced.promo?.ok ? <input type="hidden" name="promoCode" value={priced.promo.code} /> : null}
            <Fieldset legend={t("checkout.contact")}>
              {email ? (
                <p className="text-slate-800">
                  {t("checkout.email")}: <strong>{email}</strong>
                </p>
              ) : (
                <EmailField label={t("checkout.email")} name="email" required error={errors.email} />
              )}
            </Fieldset>
            <TextField
              label={t("giftCards.field.label")}
              name="giftCardCode"
              autoComplete="off"
              spellCheck={false}
              hint={t("giftCards.field.hint")}
              error={errors.giftCardCode}
              onChange={(event) => setGiftCardCode(event.currentTarget.value)}
              inputClassName="mt-1 block w-full max-w-xs uppercase"
            />
            <PaymentMethodChoice value={method} onChange={setMethod} error={errors.method} />
            <div className="space-y-2">
              <p className="text-sm text-slate-700">
                {t("checkout.refundRule")}{" "}
                <Link to="/terms" className="font-semibold underline" target="_blank">
                  {t("checkout.termsLink")}
                </Link>
              </p>
              <CheckboxField name="terms" label={t("checkout.termsAccept")} error={errors.terms} />
            </div>
            <button
              type="submit"
              disabled={busy}
              className="w-full rounded-md bg-rose-600 px-5 py-3 text-lg font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
            >
              {busy
                ? t("checkout.processing")
                : giftCardCode.trim()
                  ? t("giftCards.field.completeOrder")
                  : method === "vipps"
                    ? t("checkout.toVipps", { amount: formatPrice(toPay, lang) })
                    : t("checkout.pay", { amount: formatPrice(toPay, lang) })}
            </button>
            <p className="text-center text-sm text-slate-700">{t("checkout.secureNote")}</p>
          </fetcher.Form>
        )}
      </section>
    </div>
  );
}
