import type { PastVoucher } from "#domain/vouchers/my-vouchers.server";
import { useTranslation } from "~/hooks/translation";
import { PageLinks, useFocusOnPageChange } from "~/components/page-links";
import { PastVoucherCard } from "./past-voucher-card";

const HEADING_ID = "vouchers-history";

/**
 * My Vouchers' second part: used, expired, refunded, cancelled and given-away vouchers, one page
 * at a time with links (?page=N, so it works without JavaScript too). After a page change in the
 * browser the focus moves to the heading, so a screen reader starts at the new page's top.
 */
export function VoucherHistory({
  vouchers,
  total,
  page,
  pageCount,
  pageSize,
}: {
  vouchers: PastVoucher[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const heading = useFocusOnPageChange<HTMLHeadingElement>(page);

  const from = (page - 1) * pageSize + 1;
  return (
    <section aria-labelledby={HEADING_ID} className="mt-12" data-testid="vouchers-history">
      <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {t("vouchers.mine.history")} <span className="font-normal text-slate-600">({total})</span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("vouchers.mine.historyIntro")}</p>
      <p className="mt-1 text-sm text-slate-700" data-testid="history-showing">
        {t("vouchers.mine.historyShowing", { from, to: from + vouchers.length - 1, total })}
      </p>
      <ul className="mt-4 space-y-4">
        {vouchers.map((voucher) => (
          <li key={voucher.id}>
            <PastVoucherCard voucher={voucher} />
          </li>
        ))}
      </ul>
      <HistoryPages page={page} pageCount={pageCount} />
    </section>
  );
}

/** Links to the history's other pages; each lands on the history's heading. */
function HistoryPages({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      to={(p) => ({ search: p === 1 ? "" : `?page=${p}`, hash: HEADING_ID })}
      label={t("vouchers.mine.historyPages")}
      className="mt-8 flex flex-wrap items-center gap-2"
    />
  );
}
