import { Link } from "react-router";
import type { MyVoucher } from "#domain/vouchers/my-vouchers.server";
import { useTranslation } from "~/hooks/translation";
import { VoucherCard } from "./voucher-card";

/** My Vouchers' first part: every voucher the customer can use now, with QR code, booking and refund. */
export function VouchersToUse({ vouchers }: { vouchers: { voucher: MyVoucher; qr: string | null }[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vouchers-to-use" className="mt-8" data-testid="vouchers-to-use">
      <h2 id="vouchers-to-use" className="text-xl font-semibold">
        {t("vouchers.mine.toUse")} <span className="font-normal text-slate-600">({vouchers.length})</span>
      </h2>
      {vouchers.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {t("vouchers.mine.toUseNone")}{" "}
          <Link to="/deals" className="font-semibold text-rose-800 underline">
            {t("cartPage.browse")}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {vouchers.map(({ voucher, qr }) => (
            <li key={voucher.id}>
              <VoucherCard voucher={voucher} qrDataUrl={qr} refundable bookable />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
