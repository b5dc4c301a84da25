import { useEffect } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { z } from "zod";
import { settleHold } from "#domain/checkout/hold-settlement.server";
import { clearGuestCart } from "~/browser-storage/guest-cart-lines";
import { storePromoCode } from "~/browser-storage/promo-code";
import { toast } from "~/components/toast/toast-store";
import { useSignedInShop } from "~/hooks/shop";
import { useTranslation } from "~/hooks/translation";
import { languageFromRequest } from "~/requests/language.server";
import { rememberGuestOrder } from "~/requests/guest-orders.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { verifiedReturnHold } from "~/route-helpers/checkout-return.server";
import type { Route } from "./+types/checkout-return";

const returnQuery = z.object({ hold: z.uuid(), sig: z.string().min(1).max(100) });

/**
 * Where the buyer comes back from the provider (a redirect from Vipps, or the card frame saying
 * it is done): the hold is settled with what the provider says, as the webhook and the job would.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = returnQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success || !verifiedReturnHold(context, query.data.hold, query.data.sig))
    throw data(null, { status: 404 });
  const provider = context.paymentProvider;
  if (!provider) return redirect("/checkout?payment=providerUnavailable");
  const state = await settleHold(
    context.db,
    { provider, mailer: context.mailer, origin: context.origin, signer: context.signer },
    query.data.hold,
  ).catch((error: unknown) => {
    context.log.warn({ err: error }, "checkout return not settled; the webhook or the job will");
    return null;
  });
  if (!state) return redirect("/checkout?payment=providerUnavailable");
  if (state.state === "released") return redirect(`/checkout?payment=${state.outcome}`);
  if (state.state === "pending") return redirect("/checkout?payment=notFinished");
  // Another caller's settle outlasted the wait (a provider slower than its lease): the order may still come.
  if (state.state === "settling") return redirect("/checkout?payment=stillSettling");
  // As the checkout always did: the browser remembers its order (an account's order shows only to the account).
  const headers = { "Set-Cookie": rememberGuestOrder(request, context.signer, state.orderId, context.secureCookies) };
  return data(
    {
      orderId: state.orderId,
      giftCard: state.giftCard,
      head: pageHead(languageFromRequest(request), (t) => t("checkout.confirming")),
    },
    { headers },
  );
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function CheckoutReturn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedInShop();
  const success = loaderData.giftCard ? "/account/gift-cards?bought=1" : `/payment/success?order=${loaderData.orderId}`;
  useEffect(() => {
    // A gift card's purchase touched neither the cart nor a promo code; its page says it is bought.
    if (loaderData.giftCard) {
      void navigate(success, { replace: true });
      return;
    }
    // A signed-in buyer's server cart was cleared by the order itself; a guest's lives in this browser.
    if (!signedIn) clearGuestCart();
    // The code was used by this order.
    storePromoCode(null);
    toast({
      title: t("checkout.successTitle"),
      description: t("checkout.successText"),
      variant: "success",
      page: "/payment/success",
    });
    void navigate(success, { replace: true });
  }, [signedIn, navigate, success, t, loaderData.giftCard]);
  return (
    <p className="mx-auto max-w-xl px-4 py-24 text-center text-slate-700">
      {t("checkout.confirming")} <Link to={success}>{t("success.title")}</Link>
    </p>
  );
}
