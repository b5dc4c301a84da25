import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { PastVoucher } from "#domain/vouchers/my-vouchers.server";
import { useTranslation } from "~/hooks/translation";
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
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus();
  }, [page]);

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

/** Links to the history's other pages: previous, each page near this one, first and last, next. */
function HistoryPages({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const to = (p: number) => ({ search: p === 1 ? "" : `?page=${p}`, hash: HEADING_ID });
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2,
  );
  const linkClass = "rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100";
  return (
    <nav aria-label={t("vouchers.mine.historyPages")} className="mt-8 flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass} rel="prev">
          {t("deals.previous")}
        </Link>
      ) : null}
      {pages.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - (pages[i - 1] ?? p) > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            to={to(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={t("deals.pageN", { page: p })}
            className={p === page ? "rounded-md bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white" : linkClass}
          >
            {p}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link to={to(page + 1)} className={linkClass} rel="next">
          {t("deals.next")}
        </Link>
      ) : null}
    </nav>
  );
}
