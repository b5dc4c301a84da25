import { Lock } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/hooks/translation";
import { data, useFetcher, useNavigate } from "react-router";
import { z } from "zod";
import { emailFormSchema } from "#domain/accounts/accounts.server";
import { cardSchema, formatCardNumber, formatExpiry } from "#domain/checkout/cards";
import { getCart } from "#domain/checkout/cart.server";
import { cartLinesSchema, placeOrder, type CartLineInput } from "#domain/checkout/checkout.server";
import { CsrfInput } from "~/components/csrf-input";
import { EmailField } from "~/components/form/email-field";
import { Fieldset } from "~/components/form/form-fieldset";
import { TextField } from "~/components/form/text-field";
import { OrderLines, OrderTotals } from "~/components/shop/order-summary";
import { toast } from "~/components/toast/toast-store";
import { formatPrice } from "#i18n/format";
import { languageFromRequest } from "~/requests/language.server";
import type { Language } from "#i18n/languages";
import { getCurrentUser } from "~/guards/auth.server";
import { fieldErrors, formFields, type FieldErrors } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { clearGuestCart } from "~/browser-storage/guest-cart";
import { rememberGuestOrder } from "~/requests/guest-orders.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { useCartLines, useSignedInShop } from "~/hooks/shop";
import { usePricedCart } from "~/hooks/use-priced-cart";
import type { Route } from "./+types/checkout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(request, context);
  return { email: user?.email ?? null, head: pageHead(languageFromRequest(request), (t) => t("checkout.title")) };
}

const checkoutForm = z.object({
  idempotencyKey: z.uuid(),
  lines: z.string().max(20_000),
});

export async function action({ request, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const user = await getCurrentUser(request, context);
  const fields = formFields(await readForm(request, context));
  const fail = (status: number, errors: FieldErrors, reason: string) =>
    data({ ok: false as const, reason, errors }, { status });

  const form = checkoutForm.safeParse(fields);
  let lines: unknown;
  try {
    lines = JSON.parse(form.success ? form.data.lines : "null");
  } catch {
    lines = null;
  }
  const cart = cartLinesSchema.safeParse(lines);
  if (!form.success || !cart.success) return fail(400, {}, "invalid");
  // A signed-in user buys the server cart; the page's copy must match it, so nobody pays for
  // a line added in another tab after this page showed the total.
  const serverLines: CartLineInput[] | null = user
    ? (await getCart(context.db, user.id, lang)).map(({ dealId, packageKind, quantity }) => ({
        dealId,
        packageKind,
        quantity,
      }))
    : null;
  const lineKey = (l: CartLineInput) => `${l.dealId}:${l.packageKind}:${l.quantity}`;
  const sameCart = (a: CartLineInput[], b: CartLineInput[]) =>
    a.map(lineKey).sort().join() === b.map(lineKey).sort().join();
  const card = cardSchema.safeParse(fields);
  const email = emailFormSchema.safeParse({ email: user?.email ?? fields.email });
  if (!card.success || !email.success) {
    const errors: FieldErrors = {
      ...(email.success ? {} : fieldErrors(email.error, lang)),
      ...(card.success ? {} : fieldErrors(card.error, lang)),
    };
    return fail(400, errors, "card");
  }

  if (serverLines && serverLines.length > 0 && !sameCart(serverLines, cart.data)) return fail(409, {}, "cartChanged");

  const services = { gateway: context.gateway, mailer: context.mailer, origin: context.origin };
  const result = await placeOrder(context.db, services, {
    idempotencyKey: form.data.idempotencyKey,
    // An empty server cart still finds a finished order with the same key (a repeat).
    lines: serverLines ?? cart.data,
    email: email.data.email,
    userId: user?.id ?? null,
    language: lang,
    card: card.data,
  });
  if (!result.ok)
    return fail(result.reason === "declined" || result.reason === "insufficient_funds" ? 402 : 409, {}, result.reason);

  return data(
    { ok: true as const, orderId: result.orderId },
    { headers: { "Set-Cookie": rememberGuestOrder(request, context.signer, result.orderId, context.secureCookies) } },
  );
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigate = useNavigate();
  const lines = useCartLines();
  const signedIn = useSignedInShop();
  const priced = usePricedCart(lines);
  const fetcher = useFetcher<typeof action>();
  // One key per purchase: a double click or a retry after a network error is the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const errors: FieldErrors = result && !result.ok ? result.errors : {};

  useEffect(() => {
    if (lines !== null && lines.length === 0 && !result?.ok) void navigate("/", { replace: true });
  }, [lines, navigate, result]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      // A signed-in user's server cart was cleared by the order itself.
      if (!signedIn) clearGuestCart();
      toast({ title: t("checkout.successTitle"), description: t("checkout.successText"), variant: "success" });
      void navigate(`/payment/success?order=${result.orderId}`);
    } else if (result.reason === "declined" || result.reason === "card") {
      toast({
        title: t("checkout.cardFailedTitle"),
        description: t("checkout.cardFailedText"),
        variant: "destructive",
      });
    } else {
      const description =
        result.reason === "insufficient_funds"
          ? t("checkout.insufficientFunds")
          : result.reason === "soldOut" || result.reason === "unavailable"
            ? t("checkout.soldOut")
            : result.reason === "limitReached"
              ? t("checkout.limitReached")
              : result.reason === "cartChanged"
                ? t("shop.cartChanged")
                : t("checkout.failedText");
      toast({ title: t("checkout.failedTitle"), description, variant: "destructive" });
    }
  }, [fetcher.state, result, navigate, t, signedIn]);

  if (!priced || !lines?.length)
    return <p className="mx-auto max-w-5xl px-4 py-16 text-slate-700">{t("cartPage.loading")}</p>;

  const cartJson = JSON.stringify(
    lines.map((l) => ({ dealId: l.id, packageKind: l.selectedPackage, quantity: l.quantity })),
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_24rem]">
      <section>
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Lock aria-hidden="true" className="size-6 text-emerald-700" />
          {t("checkout.title")}
        </h1>
        <fetcher.Form method="post" noValidate className="mt-6 space-y-8">
          <CsrfInput />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <input type="hidden" name="lines" value={cartJson} />
          <Fieldset legend={t("checkout.contact")}>
            {loaderData.email ? (
              <p className="text-slate-800">
                {t("checkout.email")}: <strong>{loaderData.email}</strong>
              </p>
            ) : (
              <EmailField label={t("checkout.email")} name="email" required error={errors.email} />
            )}
          </Fieldset>
          <Fieldset legend={t("checkout.payment")}>
            <TextField
              label={t("checkout.cardNumber")}
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={19}
              value={cardNumber}
              onChange={(e) => setCardNumber(formatCardNumber(e.currentTarget.value))}
              error={errors.cardNumber}
            />
            <div className="grid grid-cols-2 gap-4">
              <TextField
                label={t("checkout.expiry")}
                name="expiryDate"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                maxLength={5}
                value={expiry}
                onChange={(e) => setExpiry(formatExpiry(e.currentTarget.value))}
                error={errors.expiryDate}
              />
              <TextField
                label={t("checkout.cvv")}
                name="cvv"
                type="password"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                onChange={(e) => (e.currentTarget.value = e.currentTarget.value.replace(/\D/g, ""))}
                error={errors.cvv}
              />
            </div>
            <TextField
              label={t("checkout.cardholder")}
              name="cardholderName"
              autoComplete="cc-name"
              maxLength={100}
              error={errors.cardholderName}
            />
            <p className="text-sm text-slate-700">{t("checkout.testCards")}</p>
          </Fieldset>
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-md bg-rose-600 px-5 py-3 text-lg font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
          >
            {busy ? t("checkout.processing") : t("checkout.pay", { amount: formatPrice(priced.totalOre, lang) })}
          </button>
          <p className="text-center text-sm text-slate-700">{t("checkout.secureNote")}</p>
        </fetcher.Form>
      </section>
      <aside className="h-fit space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm">
        <h2 className="text-xl font-semibold">{t("checkout.orderSummary")}</h2>
        <OrderLines priced={priced} />
        <OrderTotals priced={priced} />
      </aside>
    </div>
  );
}
