import type { DueReminder } from "./voucher-lifecycle.server";
import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import { parseLanguage } from "#i18n/languages";
import { codeSecrets, groupCode } from "./voucher-codes";
import { composeMail } from "#domain/platform/mail-layout.server";

/** "Your voucher expires on …": sent once, 7 days before, to owners who kept reminders on. */
export function voucherReminderMail(reminder: DueReminder, origin: string) {
  const lang = parseLanguage(reminder.language);
  const t = translator(lang);
  const title = lang === "en" ? (reminder.titleEn ?? reminder.title) : reminder.title;
  const code = groupCode(reminder.code);
  const mail = composeMail(reminder.email, lang, {
    subject: t("voucherReminder.subject", { title }),
    greeting: t("mail.greeting", { name: reminder.name }),
    paragraphs: [
      t("voucherReminder.text", { title, code, date: formatDate(reminder.validUntil, lang) }),
      t("voucherReminder.settings"),
    ],
    action: { label: t("voucherReminder.button"), url: `${origin}/account/vouchers` },
  });
  return { ...mail, secrets: codeSecrets(reminder.code) };
}
