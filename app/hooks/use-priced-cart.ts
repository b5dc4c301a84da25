import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { CartLine } from "~/browser-storage/guest-cart";
import type { loader } from "~/routes/cart-prices";

/**
 * The server's prices for the browser's cart, fetched again whenever the cart or the applied
 * promo code changes; `promo` says what the code takes off, or why it cannot be used.
 */
export function usePricedCart(lines: CartLine[] | null, promoCode: string | null = null) {
  const fetcher = useFetcher<typeof loader>();
  const query = lines?.length
    ? JSON.stringify(lines.map((l) => ({ dealId: l.id, packageKind: l.selectedPackage, quantity: l.quantity })))
    : null;
  const { load } = fetcher;
  useEffect(() => {
    if (query)
      void load(`/cart/prices?${new URLSearchParams({ lines: query, ...(promoCode ? { promo: promoCode } : {}) })}`);
  }, [query, promoCode, load]);
  return query ? (fetcher.data?.priced ?? null) : null;
}
