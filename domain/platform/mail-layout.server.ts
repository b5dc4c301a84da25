// Plain text and simple HTML for every e-mail, in the recipient's language.
import { escapeHtml, type MailMessage } from "./mail.server";
import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";

/** A block of label and value rows after the paragraphs (a receipt), a table in the HTML part. */
export interface MailDetails {
  heading: string;
  rows: { label: string; value: string; strong?: boolean }[];
  /** A line under the table (e.g. that the PDF is attached). */
  note?: string;
}

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  details?: MailDetails;
}

function detailsText(details: MailDetails): string[] {
  return [
    details.heading,
    ...details.rows.map((row) => `${row.label}: ${row.value}`),
    ...(details.note ? ["", details.note] : []),
    "",
  ];
}

function detailsHtml(details: MailDetails): string {
  const cell = "padding:4px 8px;border-bottom:1px solid #e2e8f0";
  const rows = details.rows
    .map((row) => {
      const weight = row.strong ? ";font-weight:bold" : "";
      return `<tr><td style="${cell}${weight}">${escapeHtml(row.label)}</td><td style="${cell};text-align:right;white-space:nowrap${weight}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join("");
  return [
    `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(details.heading)}</h2>`,
    `<table style="border-collapse:collapse;width:100%;font-size:14px">${rows}</table>`,
    details.note ? `<p style="font-size:13px;color:#475569">${escapeHtml(details.note)}</p>` : "",
  ].join("");
}

export function composeMail(to: string, lang: Language, content: MailContent): MailMessage {
  const t = translator(lang);
  const signature = t("mail.signature");
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((p, i) => (i === 0 && content.action ? [p, content.action.url, ""] : [p, ""])),
    ...(content.details ? detailsText(content.details) : []),
    signature,
  ].join("\n");
  const button = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#e11d48;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const html = [
    `<div style="font-family:Arial,sans-serif;font-size:15px;color:#0f172a;max-width:560px">`,
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p, i) => `<p>${escapeHtml(p)}</p>${i === 0 ? button : ""}`),
    content.details ? detailsHtml(content.details) : "",
    `<p>${escapeHtml(signature)}</p>`,
    `</div>`,
  ].join("");
  return { to, subject: content.subject, text, html, language: lang };
}
