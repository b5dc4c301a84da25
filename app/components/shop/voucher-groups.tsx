import { useTranslation } from "~/hooks/translation";
import type { VoucherView } from "#domain/vouchers/vouchers.server";
import type { VoucherStatus } from "#domain/vouchers/voucher-transitions.server";
import { VoucherCard } from "./voucher-card";

/** Usable vouchers first, then the ones that no longer can be, each kind under its own heading. */
const GROUPS: VoucherStatus[] = ["active", "redeemed", "refunded", "expired", "voided"];

/** Vouchers grouped by state, each with the refund offered (My Vouchers, a guest order's page). */
export function VoucherGroups({
  vouchers,
  bookingBase,
}: {
  vouchers: { voucher: VoucherView; qr: string | null }[];
  /** Where each voucher's booking page is (a guest order's link); My Vouchers when not given. */
  bookingBase?: string;
}) {
  const { t } = useTranslation();
  return GROUPS.map((status) => {
    const group = vouchers.filter(({ voucher }) => voucher.status === status);
    if (group.length === 0) return null;
    return (
      <section key={status} aria-labelledby={`vouchers-${status}`} className="mt-8" data-testid={`vouchers-${status}`}>
        <h2 id={`vouchers-${status}`} className="text-xl font-semibold">
          {t(`vouchers.groups.${status}`)}
        </h2>
        <ul className="mt-4 space-y-4">
          {group.map(({ voucher, qr }) => (
            <li key={voucher.id}>
              <VoucherCard voucher={voucher} qrDataUrl={qr} refundable bookable bookingBase={bookingBase} />
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
