import { Copy, Download, MapPin, QrCode } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/hooks/translation";
import { Form, Link } from "react-router";
import type { VoucherView } from "#domain/vouchers/vouchers.server";
import { groupCode } from "#domain/vouchers/voucher-codes";
import { formatDate, formatTime } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { toast } from "~/components/toast/toast-store";
import { EmailVoucherButton } from "./email-voucher-button";
import { VoucherBusiness } from "./voucher-business";
import { ReviewLink } from "./voucher-review-link";

/** The state badge's colours, for the voucher cards. */
export const STATUS_CLASSES: Record<VoucherView["status"], string> = {
  active: "bg-emerald-100 text-emerald-900",
  redeemed: "bg-slate-200 text-slate-800",
  expired: "bg-amber-100 text-amber-900",
  refunded: "bg-sky-100 text-sky-900",
  voided: "bg-rose-100 text-rose-900",
};

/**
 * A voucher: title, place, validity, code with Copy, and while it can be used its QR code on
 * request, PDF and e-mail; a used, refunded or expired one keeps only its code and receipt.
 */
export function VoucherCard({
  voucher,
  qrDataUrl,
  refundable = false,
  bookable = false,
  bookingBase = "/account/vouchers",
}: {
  voucher: VoucherView;
  /** The QR code image, for a usable (active) voucher only. */
  qrDataUrl: string | null;
  /** Offer the 14-day refund here (My Vouchers), or say why it is not offered. */
  refundable?: boolean;
  /** Offer "Bestill time" (My Vouchers): the appointment is booked from the voucher. */
  bookable?: boolean;
  /** Where the booking page is: under My Vouchers, or under a guest order's link. */
  bookingBase?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [showQr, setShowQr] = useState(false);
  const code = groupCode(voucher.code);
  const usable = voucher.status === "active" && qrDataUrl !== null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: t("vouchers.copied"), description: code, variant: "success" });
    } catch {
      toast({ title: t("vouchers.copyFailed"), variant: "warning" });
    }
  };

  return (
    <article
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-5 shadow-sm sm:flex-row"
      data-testid="voucher"
    >
      <img src={voucher.imageSrc} alt="" width={160} height={120} className="h-30 w-40 rounded-lg object-cover" />
      <div className="flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-semibold">{voucher.title}</h3>
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_CLASSES[voucher.status]}`}
            data-testid="voucher-status"
          >
            {voucher.refundPending ? t("vouchers.refundPending") : t(`vouchers.status.${voucher.status}`)}
          </span>
        </div>
        <p className="inline-flex items-center gap-1 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4" />
          {voucher.city}
        </p>
        <p className="text-sm text-slate-700">
          {t("vouchers.validUntil", { date: formatDate(new Date(voucher.validUntil), lang) })}
        </p>
        <VoucherGiftLine gift={voucher.gift} lang={lang} />
        <VoucherBusiness business={voucher.business} locations={voucher.locations} />
        {voucher.status === "active" && voucher.refundBlock === null ? (
          <p className="text-sm text-slate-700" data-testid="refund-deadline">
            {t("vouchers.refundUntil", { date: formatDate(new Date(voucher.refundDeadline), lang) })}
          </p>
        ) : null}
        <p>
          <span className="text-sm text-slate-700">{t("vouchers.code")}: </span>
          <code
            className="rounded bg-slate-100 px-2 py-1 font-mono text-lg font-bold tracking-wider"
            data-testid="voucher-code"
          >
            {code}
          </code>
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <button
            type="button"
            onClick={copy}
            className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
          >
            <Copy aria-hidden="true" className="size-4" />
            {t("vouchers.copy")}
          </button>
          {usable ? (
            <>
              <button
                type="button"
                onClick={() => setShowQr((v) => !v)}
                aria-expanded={showQr}
                className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
              >
                <QrCode aria-hidden="true" className="size-4" />
                {showQr ? t("vouchers.hideQr") : t("vouchers.showQr")}
              </button>
              <a
                href={`/vouchers/${voucher.id}/pdf`}
                download
                className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
              >
                <Download aria-hidden="true" className="size-4" />
                {t("vouchers.downloadPdf")}
              </a>
            </>
          ) : null}
          <ReceiptLink orderId={voucher.orderId} />
          {usable ? <EmailVoucherButton voucherId={voucher.id} /> : null}
        </div>
        {bookable && voucher.bookedAt ? (
          <p className="text-sm font-semibold text-emerald-900" data-testid="booked-at">
            {t("bookings.bookedLabel", {
              when: `${formatDate(new Date(voucher.bookedAt), lang)} ${formatTime(new Date(voucher.bookedAt), lang)}`,
            })}
          </p>
        ) : null}
        {bookable && usable ? (
          <Link
            to={`${bookingBase}/${voucher.id}/booking`}
            className="inline-flex items-center gap-1.5 rounded-md bg-rose-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-700"
            data-testid="book-time"
          >
            {voucher.bookedAt ? t("bookings.changeButton") : t("bookings.button")}
          </Link>
        ) : null}
        {refundable ? <RefundControl voucher={voucher} /> : null}
        {refundable && voucher.status === "redeemed" ? <ReviewLink voucher={voucher} /> : null}
        {showQr && usable ? (
          <img
            src={qrDataUrl}
            alt={t("vouchers.qrAlt", { code })}
            width={180}
            height={180}
            className="mt-2 rounded border border-slate-200"
            data-testid="voucher-qr"
          />
        ) : null}
      </div>
    </article>
  );
}

function RefundControl({ voucher }: { voucher: VoucherView }) {
  const { t } = useTranslation();
  if (voucher.refundBlock === "notActive") return null;
  if (voucher.refundBlock === "giftClaimed")
    return <p className="text-sm text-slate-700">{t("gifts.refundClaimed")}</p>;
  if (voucher.refundBlock === "windowClosed")
    return <p className="text-sm text-slate-700">{t("vouchers.refundWindowClosed")}</p>;
  return (
    // The confirm step first (?refund=…): a GET, so it works without the script too.
    <Form method="get" preventScrollReset className="pt-1">
      <input type="hidden" name="refund" value={voucher.id} />
      <button
        type="submit"
        className="rounded-md border border-rose-300 px-3 py-1.5 text-sm font-semibold text-rose-800 hover:bg-rose-50"
      >
        {t("vouchers.refund")}
      </button>
    </Form>
  );
}

/** What became of a voucher given as a gift (sent, opened, claimed), if it was one. */
export function VoucherGiftLine({ gift, lang }: { gift: VoucherView["gift"]; lang: Language }) {
  const { t } = useTranslation();
  if (!gift) return null;
  return (
    <p className="text-sm font-medium text-emerald-800" data-testid="voucher-gift">
      {t(`gifts.status.${gift.state}`, {
        name: gift.recipientName,
        date: formatDate(new Date(`${gift.deliverOn}T12:00:00Z`), lang),
      })}
    </p>
  );
}

/** The order's receipt as a PDF, from any of its vouchers. */
export function ReceiptLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`/orders/${orderId}/receipt.pdf`}
      download
      className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
    >
      <Download aria-hidden="true" className="size-4" />
      {t("vouchers.downloadReceipt")}
    </a>
  );
}
