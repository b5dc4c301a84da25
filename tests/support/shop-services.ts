// What the checkout and refund use-cases work with in integration tests besides the payment
// provider: a mailer without SMTP, so e-mails stay in the outbox, and the site's address.
import { createMailer, type Mailer } from "../../domain/platform/mail.server";

export const TEST_ORIGIN = "https://magicdeals.test";

export function outboxMailer(): Mailer {
  return createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
}
