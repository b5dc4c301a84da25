import { translator } from "#i18n/dictionaries.server";
import { parseLanguage } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

export interface ReviewInvite {
  voucherId: string;
  title: string;
  titleEn: string | null;
  email: string;
  name: string;
  language: string;
}

/** Where the owner writes the review of a voucher (the invite's link and the voucher list's). */
export const reviewFormPath = (voucherId: string) => `/account/vouchers/${voucherId}/review`;

/** "How was «…»?": the invite to review a redeemed voucher, in the order's language. */
export function reviewInviteMail(invite: ReviewInvite, origin: string) {
  const lang = parseLanguage(invite.language);
  const t = translator(lang);
  const title = lang === "en" ? (invite.titleEn ?? invite.title) : invite.title;
  const prefix = lang === "en" ? "/en" : "";
  return composeMail(invite.email, lang, {
    subject: t("reviewInvite.subject", { title }),
    greeting: t("mail.greeting", { name: invite.name }),
    paragraphs: [t("reviewInvite.text", { title }), t("reviewInvite.verified")],
    action: { label: t("reviewInvite.button"), url: `${origin}${prefix}${reviewFormPath(invite.voucherId)}` },
  });
}
