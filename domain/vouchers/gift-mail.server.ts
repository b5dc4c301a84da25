// The gift's e-mail to its recipient, in the buyer's language: the greeting, the voucher (code,
// QR code, business, validity, terms) and a link to open and claim it; never the price.
import QRCode from "qrcode";
import { escapeHtml, type MailMessage } from "#domain/platform/mail.server";
import { composeMail } from "#domain/platform/mail-layout.server";
import { fullAddress } from "#domain/partners/business-info";
import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { codeSecrets, groupCode } from "./voucher-codes";
import { voucherPdf } from "./voucher-pdf.server";
import type { VoucherDocument } from "./vouchers.server";

export interface GiftMailInput {
  to: string;
  recipientName: string;
  from: string;
  message: string;
  url: string;
  voucher: VoucherDocument;
}

export async function giftMail(gift: GiftMailInput, lang: Language): Promise<MailMessage> {
  const t = translator(lang);
  const { voucher } = gift;
  const code = groupCode(voucher.code);
  const mail = composeMail(gift.to, lang, {
    subject: t("gifts.mailSubject", { from: gift.from }),
    greeting: t("gifts.mailGreeting", { name: gift.recipientName }),
    paragraphs: [
      t("gifts.mailIntro", { from: gift.from, title: voucher.title }),
      ...(gift.message ? [`«${gift.message}»`] : []),
      t("shop.mailCode", { code }),
      t("shop.mailBusiness", { name: voucher.business.name, address: fullAddress(voucher.business) }),
      t("shop.mailValid", { date: formatDate(new Date(voucher.validUntil), lang) }),
      t("shop.mailTerms", { terms: voucher.finePrint }),
    ],
    action: { label: t("gifts.mailButton"), url: gift.url },
  });
  const qr = await QRCode.toBuffer(voucher.code, { margin: 1, width: 240 });
  const qrHtml = `<p><img src="cid:voucher-qr" width="180" height="180" alt="${escapeHtml(t("vouchers.qrAlt", { code }))}"></p>`;
  return {
    ...mail,
    html: mail.html.replace(/<p>[^<]*<\/p><\/div>$/, (end) => qrHtml + end),
    // The link opens the voucher as the code does: the admin outbox shows neither.
    secrets: [...codeSecrets(voucher.code), gift.url],
    attachments: [
      {
        filename: `${voucher.code}.pdf`,
        content: Buffer.from(
          await voucherPdf(voucher, lang, {
            from: gift.from,
            recipientName: gift.recipientName,
            message: gift.message,
          }),
        ),
        contentType: "application/pdf",
      },
      { filename: "qr.png", content: qr, contentType: "image/png", cid: "voucher-qr" },
    ],
  };
}
