// The e-mails of a consultation booking: the request to confirm the hold and the confirmation to
// the booker (in their language), and the notice to the sales inbox (in Bokmål, the team's language).
import type { Consultation } from "./consultations.server";
import { formatNorwegianPhone } from "#domain/accounts/phone-numbers";
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatTime } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

const SALES_LANGUAGE: Language = "no";

function when(booking: Consultation, lang: Language) {
  return { date: formatDate(new Date(`${booking.date}T12:00:00Z`), lang), time: formatTime(booking.time, lang) };
}

function packageTitle(booking: Consultation, lang: Language): string | null {
  return booking.package ? translator(lang)(`consultation.packages.${booking.package}.title`) : null;
}

/** Where the e-mails point and who gets the notice: the site's settings. */
export interface ConsultationMailSettings {
  origin: string;
  supportPhone: string;
  salesEmail: string;
}

/**
 * The e-mail that asks the booker to confirm the hold. Like every mail to the booker it carries
 * none of the booker's free text (names, business, message): the address is unverified, so such
 * text would let anyone make us mail their words to any address.
 */
export function consultationHoldMail(
  booking: Consultation,
  { origin, token, holdMinutes }: { origin: string; token: string; holdMinutes: number },
) {
  const lang = booking.language;
  const t = translator(lang);
  return composeMail(booking.email, lang, {
    subject: t("consultation.mail.holdSubject", when(booking, lang)),
    greeting: t("consultation.mail.greeting"),
    paragraphs: [
      t("consultation.mail.holdText", { ...when(booking, lang), minutes: holdMinutes }),
      t("consultation.mail.holdIgnore"),
    ],
    action: {
      label: t("consultation.mail.confirmAction"),
      url: `${origin}/business/consultation/confirm/${encodeURIComponent(token)}`,
    },
  });
}

/** The confirmation once the booker has confirmed; no free text of the booker's (see above). */
export function consultationConfirmationMail(
  booking: Consultation,
  { origin, supportPhone }: Pick<ConsultationMailSettings, "origin" | "supportPhone">,
) {
  const lang = booking.language;
  const t = translator(lang);
  const chosen = packageTitle(booking, lang);
  return composeMail(booking.email, lang, {
    subject: t("consultation.mail.confirmationSubject", when(booking, lang)),
    greeting: t("consultation.mail.greeting"),
    paragraphs: [
      t("consultation.mail.confirmationText", {
        ...when(booking, lang),
        consultant: t("consultation.consultant.name"),
        phone: formatNorwegianPhone(booking.phone),
      }),
      t("consultation.mail.expectText"),
      ...(chosen ? [t("consultation.mail.packageText", { package: chosen })] : []),
      t("consultation.mail.changeText", { phone: supportPhone }),
    ],
    action: { label: t("consultation.mail.consultantAction"), url: `${origin}/business/consultant` },
  });
}

/** The sales team's notice: the booker's text is included (composeMail escapes it for HTML). */
export function consultationSalesMail(booking: Consultation, salesEmail: string) {
  const t = translator(SALES_LANGUAGE);
  return composeMail(salesEmail, SALES_LANGUAGE, {
    subject: t("consultation.mail.salesSubject", { ...when(booking, SALES_LANGUAGE), business: booking.businessName }),
    greeting: t("consultation.mail.salesGreeting"),
    paragraphs: [
      t("consultation.mail.salesDetails", {
        business: booking.businessName,
        name: booking.contactName,
        email: booking.email,
        phone: formatNorwegianPhone(booking.phone),
      }),
      t("consultation.mail.salesWhen", {
        ...when(booking, SALES_LANGUAGE),
        package: packageTitle(booking, SALES_LANGUAGE) ?? t("consultation.mail.noPackage"),
        language: booking.language,
      }),
      t("consultation.mail.salesMessage", { message: booking.message }),
    ],
  });
}
