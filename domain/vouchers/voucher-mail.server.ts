import QRCode from "qrcode";
import { escapeHtml, type MailMessage } from "#domain/platform/mail.server";
import { codeSecrets, groupCode } from "./voucher-codes";
import type { VoucherDocument } from "./vouchers.server";
import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { voucherPdf } from "./voucher-pdf.server";
import { composeMail } from "#domain/platform/mail-layout.server";
import { fullAddress } from "#domain/partners/business-info";
import { formatOpeningHours } from "#domain/partners/opening-hours";
import { formatNorwegianPhone } from "#domain/accounts/phone-numbers";

/** How to reach the business and book: phone, booking link or website, opening hours, how to book. */
function businessLines({ business, locations }: VoucherDocument, lang: Language): string[] {
  const t = translator(lang);
  const line = (label: string, value: string) => t("businessInfo.line", { label, value });
  const hours = formatOpeningHours(business.openingHours, lang);
  // The e-mail has room for every location, as the voucher card does.
  const places = locations.map((place) => `${place.name}, ${place.address}`);
  const usedAt =
    places.length === 0
      ? []
      : [
          line(
            t("locations.voucher.usedAt"),
            places.length === 1 ? places[0]! : `${t("locations.voucher.allLocations")}: ${places.join("; ")}`,
          ),
        ];
  return [
    ...usedAt,
    line(t("businessInfo.phone"), formatNorwegianPhone(business.phone)),
    ...(business.bookingUrl ? [line(t("businessInfo.bookingLink"), business.bookingUrl)] : []),
    ...(business.website ? [line(t("businessInfo.website"), business.website)] : []),
    ...(hours.length > 0 ? [line(t("businessInfo.openingHours"), hours.join(", "))] : []),
    line(t("businessInfo.howToBook"), business.howToBook ?? t("businessInfo.howToBookDefault")),
  ];
}

/** One voucher by e-mail: code, QR code, deal, business, validity and terms, with its PDF attached. */
export async function voucherMail(to: string, voucher: VoucherDocument, lang: Language): Promise<MailMessage> {
  const t = translator(lang);
  const code = groupCode(voucher.code);
  const mail = composeMail(to, lang, {
    subject: t("shop.mailSubject", { code, title: voucher.title }),
    greeting: t("mail.orderGreeting"),
    paragraphs: [
      t("shop.mailIntro"),
      t("shop.mailCode", { code }),
      t("shop.mailDeal", { title: voucher.title }),
      t("shop.mailBusiness", { name: voucher.business.name, address: fullAddress(voucher.business) }),
      ...businessLines(voucher, lang),
      t("shop.mailValid", { date: formatDate(new Date(voucher.validUntil), lang) }),
      t("shop.mailTerms", { terms: voucher.finePrint }),
    ],
  });
  const qr = await QRCode.toBuffer(voucher.code, { margin: 1, width: 240 });
  const qrHtml = `<p><img src="cid:voucher-qr" width="180" height="180" alt="${escapeHtml(t("vouchers.qrAlt", { code }))}"></p>`;
  return {
    ...mail,
    // The QR code right after the paragraphs, before the signature.
    html: mail.html.replace(/<p>[^<]*<\/p><\/div>$/, (end) => qrHtml + end),
    secrets: codeSecrets(voucher.code),
    attachments: [
      {
        filename: `${voucher.code}.pdf`,
        content: Buffer.from(await voucherPdf(voucher, lang)),
        contentType: "application/pdf",
      },
      { filename: "qr.png", content: qr, contentType: "image/png", cid: "voucher-qr" },
    ],
  };
}
