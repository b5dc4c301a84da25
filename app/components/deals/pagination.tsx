import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { dealFiltersToParams, type DealFilters } from "#domain/catalog/deal-filters";

/** Links to the other pages of a result, keeping every filter (works without JavaScript). */
export function Pagination({ filters, page, pageCount }: { filters: DealFilters; page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const query = dealFiltersToParams({ ...filters, page: p }).toString();
    return query ? `?${query}` : "?";
  };
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2,
  );
  const linkClass = "rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100";
  return (
    <nav aria-label={t("deals.pagination")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass} rel="prev">
          {t("deals.previous")}
        </Link>
      ) : null}
      {pages.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - (pages[i - 1] ?? p) > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            to={href(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={t("deals.pageN", { page: p })}
            className={p === page ? "rounded-md bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white" : linkClass}
          >
            {p}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link to={href(page + 1)} className={linkClass} rel="next">
          {t("deals.next")}
        </Link>
      ) : null}
    </nav>
  );
}
