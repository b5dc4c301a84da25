// The booking e-mails: confirmation, moved, cancelled and the day-before reminder, each with
// the appointment as a calendar file (one UID per booking, so a move updates the same event).
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatTimeRange } from "#i18n/format";
import { parseLanguage } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";
import type { MailMessage } from "#domain/platform/mail.server";
import { codeSecrets, groupCode } from "#domain/vouchers/voucher-codes";
import type { PartnerRecipient } from "#domain/partners/partner-language.server";
import { calendarFile } from "./ics";

export interface BookingMailFacts {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  updatedAt: Date;
  email: string;
  language: string;
  name: string | null;
  code: string;
  title: string;
  titleEn: string | null;
  partnerName: string;
  address: string;
  city: string;
}

export type BookingMailKind = "booked" | "moved" | "cancelled" | "reminder";

export function bookingMail(kind: BookingMailKind, facts: BookingMailFacts, origin: string, now: Date): MailMessage {
  const lang = parseLanguage(facts.language);
  const t = translator(lang);
  const title = lang === "en" ? (facts.titleEn ?? facts.title) : facts.title;
  const when = `${formatDate(facts.startsAt, lang)} ${formatTimeRange(facts.startsAt, facts.endsAt, lang)}`;
  const where = `${facts.partnerName}, ${facts.address}, ${facts.city}`;
  const values = { title, when, where, code: groupCode(facts.code) };
  const mail = composeMail(facts.email, lang, {
    subject: t(`bookings.mail.${kind}Subject`, values),
    greeting: facts.name ? t("mail.greeting", { name: facts.name }) : t("mail.greetingNameless"),
    paragraphs: [t(`bookings.mail.${kind}Text`, values), t("bookings.mail.change")],
    action: { label: t("bookings.mail.button"), url: `${origin}/account/vouchers` },
  });
  const ics = calendarFile({
    uid: `booking-${facts.bookingId}@magicdeals.no`,
    // Each change raises it (a move, then a cancellation), so calendars keep the newest.
    sequence:
      Math.max(0, Math.floor((facts.updatedAt.getTime() - facts.createdAt.getTime()) / 1000)) +
      (kind === "cancelled" ? 1 : 0),
    stamp: now,
    startsAt: facts.startsAt,
    endsAt: facts.endsAt,
    summary: `${title} – ${facts.partnerName}`,
    location: `${facts.address}, ${facts.city}`,
    description: t("bookings.mail.calendarNote"),
    status: kind === "cancelled" ? "CANCELLED" : "CONFIRMED",
  });
  return {
    ...mail,
    attachments: [
      {
        filename: "time.ics",
        contentType: `text/calendar; charset=utf-8; method=${kind === "cancelled" ? "CANCEL" : "PUBLISH"}`,
        content: new TextEncoder().encode(ics),
      },
    ],
    secrets: codeSecrets(facts.code),
  };
}

/**
 * To the partner's owner when a customer books, moves (`previous`: the slot it left) or cancels: in
 * the partner's language, with the slot, so the business knows before it opens its calendar.
 */
export function partnerBookingMail(
  kind: Exclude<BookingMailKind, "reminder">,
  facts: BookingMailFacts,
  to: PartnerRecipient,
  origin: string,
  previous?: { startsAt: Date; endsAt: Date },
): MailMessage {
  const lang = to.language;
  const t = translator(lang);
  const slot = (at: { startsAt: Date; endsAt: Date }) =>
    `${formatDate(at.startsAt, lang)} ${formatTimeRange(at.startsAt, at.endsAt, lang)}`;
  const title = lang === "en" ? (facts.titleEn ?? facts.title) : facts.title;
  const firstName = facts.name?.trim().split(/\s+/)[0];
  const values = {
    title,
    when: slot(facts),
    from: previous ? slot(previous) : "",
    code: groupCode(facts.code),
    customer: firstName || t("bookings.partnerMail.guest"),
  };
  return {
    ...composeMail(to.email, lang, {
      subject: t(`bookings.partnerMail.${kind}Subject`, values),
      greeting: t("mail.greeting", { name: to.business }),
      paragraphs: [t(`bookings.partnerMail.${kind}Text`, values)],
      action: { label: t("bookings.partnerMail.button"), url: `${origin}/business/bookings` },
    }),
    secrets: codeSecrets(facts.code),
  };
}
