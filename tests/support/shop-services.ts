// What the checkout and refund use-cases work with in integration tests besides the payment
// provider: a mailer without SMTP, so e-mails stay in the outbox, and the site's address.
import { createMailer, type Mailer } from "../../domain/platform/mail.server";
import { createSigner } from "../../domain/platform/signing.server";

export const TEST_ORIGIN = "https://magicdeals.test";
/** Signs what the use-cases sign (a guest order's link) in integration tests. */
export const TEST_SIGNER = createSigner("the integration tests' secret, long enough to sign with");

export function outboxMailer(): Mailer {
  return createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
}
