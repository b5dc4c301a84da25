// Plain text and simple HTML for every e-mail, in the recipient's language.
import { escapeHtml, type MailMessage } from "./mail.server";
import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

export function composeMail(to: string, lang: Language, content: MailContent): MailMessage {
  const t = translator(lang);
  const signature = t("mail.signature");
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((p, i) => (i === 0 && content.action ? [p, content.action.url, ""] : [p, ""])),
    signature,
  ].join("\n");
  const button = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#e11d48;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const html = [
    `<div style="font-family:Arial,sans-serif;font-size:15px;color:#0f172a;max-width:560px">`,
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p, i) => `<p>${escapeHtml(p)}</p>${i === 0 ? button : ""}`),
    `<p>${escapeHtml(signature)}</p>`,
    `</div>`,
  ].join("");
  return { to, subject: content.subject, text, html, language: lang };
}
