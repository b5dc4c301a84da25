// What the checkout and refund use-cases work with in integration tests: a payment gateway
// (the built-in test one unless given) and a mailer without SMTP, so e-mails stay in the outbox.
import type { CheckoutServices } from "../../domain/checkout/checkout.server";
import { createTestGateway, type PaymentGateway } from "../../domain/checkout/payments.server";
import { createMailer } from "../../domain/platform/mail.server";

export const TEST_ORIGIN = "https://magicdeals.test";

export function outboxServices(gateway: PaymentGateway = createTestGateway()): CheckoutServices {
  return { gateway, mailer: createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>"), origin: TEST_ORIGIN };
}
