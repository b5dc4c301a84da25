import { useEffect, useRef } from "react";
import { Link, type To } from "react-router";
import { useTranslation } from "~/hooks/translation";

/**
 * A ref for what names a list's page (its heading or count line, with tabIndex -1): after a page
 * change in the browser the focus moves there, so a screen reader starts at the new page.
 */
export function useFocusOnPageChange<Element extends HTMLElement>(page: number) {
  const target = useRef<Element>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    target.current?.focus();
  }, [page]);
  return target;
}

/**
 * Links to a list's other pages: previous, the first and the last, those near this one, next.
 * Plain links, so paging works without JavaScript too.
 */
export function PageLinks({
  page,
  pageCount,
  to,
  label,
  className,
}: {
  page: number;
  pageCount: number;
  /** Where page `p` is. */
  to: (p: number) => To;
  /** The navigation's name for screen readers. */
  label: string;
  className: string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2,
  );
  const linkClass = "rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100";
  return (
    <nav aria-label={label} className={className}>
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
