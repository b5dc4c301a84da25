import type { PastVoucher } from "#domain/vouchers/my-vouchers.server";
import { groupCode } from "#domain/vouchers/voucher-codes";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { useTranslation } from "~/hooks/translation";
import { ReceiptLink, STATUS_CLASSES, VoucherGiftLine } from "./voucher-card";
import { ReviewLink } from "./voucher-review-link";

const GIVEN_AWAY_CLASSES = "bg-violet-100 text-violet-900";

/**
 * A voucher of My Vouchers' history, smaller than a usable one's card: what it was, what became of
 * it, its code and receipt, and the review a used one may get. Where to use it and how to book
 * are left out: it can no longer be used.
 */
export function PastVoucherCard({ voucher }: { voucher: PastVoucher }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <article className="flex gap-4 rounded-xl border border-slate-200 p-4" data-testid="voucher">
      <img src={voucher.imageSrc} alt="" width={96} height={72} className="h-18 w-24 rounded-md object-cover" />
      <div className="flex-1 space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold">{voucher.title}</h3>
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${voucher.givenAway ? GIVEN_AWAY_CLASSES : STATUS_CLASSES[voucher.status]}`}
            data-testid="voucher-status"
          >
            {voucher.givenAway
              ? t("vouchers.mine.givenAway")
              : voucher.refundPending
                ? t("vouchers.refundPending")
                : t(`vouchers.status.${voucher.status}`)}
          </span>
        </div>
        <p className="text-sm text-slate-700">
          {voucher.city} · {t("vouchers.validUntil", { date: formatDate(new Date(voucher.validUntil), lang) })}
        </p>
        <VoucherGiftLine gift={voucher.gift} lang={lang} />
        <p className="text-sm">
          <span className="text-slate-700">{t("vouchers.code")}: </span>
          <code className="font-mono font-semibold tracking-wider" data-testid="voucher-code">
            {groupCode(voucher.code)}
          </code>
        </p>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <ReceiptLink orderId={voucher.orderId} />
          {voucher.status === "redeemed" ? <ReviewLink voucher={voucher} /> : null}
        </div>
      </div>
    </article>
  );
}
