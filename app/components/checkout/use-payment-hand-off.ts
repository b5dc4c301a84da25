import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import type { PaymentAction } from "#domain/payments/payment-provider";

/**
 * Once the server has started a payment: off to the provider's page (a redirect, or the Vipps
 * app), or straight to the return page when nothing is left to pay. The returned callback is for
 * card fields shown in the page, which only say the buyer is done: the return route asks the
 * provider what happened.
 *
 * Give it the started payment only once the submission that started it is idle: React Router
 * revalidates the page after the action, and a navigation begun while that runs can end on the
 * return page's address with the checkout still showing (seen under /en, where the return route
 * is discovered lazily).
 */
export function usePaymentHandOff(started: { action: PaymentAction | null; returnPath: string } | null): () => void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!started) return;
    const next = started.action;
    if (next === null) void navigate(started.returnPath, { replace: true });
    else if (next.kind === "redirect" || next.kind === "app-switch") window.location.assign(next.url);
  }, [started, navigate]);
  return useCallback(() => {
    if (started) void navigate(started.returnPath, { replace: true });
  }, [started, navigate]);
}
