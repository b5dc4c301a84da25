// The card data the test payment service takes (its card numbers are TEST_CARDS in
// local-payments/test-cards.ts): an expiry date that is always in the future.

/** An expiry date three years ahead, MM/YY, as typed into the card form. */
export const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`;
