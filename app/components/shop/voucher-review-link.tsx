import { Star } from "lucide-react";
import { Link } from "react-router";
import type { VoucherView } from "#domain/vouchers/vouchers.server";
import { useTranslation } from "~/hooks/translation";

/** On My Vouchers, a used voucher leads to its review form, or says it has been reviewed. */
export function ReviewLink({ voucher }: { voucher: Pick<VoucherView, "id" | "reviewed"> }) {
  const { t } = useTranslation();
  if (voucher.reviewed) return <p className="text-sm text-slate-700">{t("reviews.reviewed")}</p>;
  return (
    <Link
      to={`/account/vouchers/${voucher.id}/review`}
      className="inline-flex items-center gap-1.5 rounded-md bg-rose-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-700"
    >
      <Star aria-hidden="true" className="size-4" />
      {t("reviews.writeLink")}
    </Link>
  );
}
