// Tells the shop's checkout page, and only it (the target origin), how the payment went.
/* global document, window */
const data = document.body.dataset;
if (window.parent !== window && data.shopOrigin) {
  window.parent.postMessage(
    {
      source: "magicdeals-local-payments",
      paymentId: data.paymentId,
      status: data.status,
      failureReason: data.failureReason || null,
    },
    data.shopOrigin,
  );
}
