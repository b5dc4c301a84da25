import { useTranslation } from "~/hooks/translation";
import { dealFiltersToParams, type DealFilters } from "#domain/catalog/deal-filters";
import { PageLinks } from "~/components/page-links";

/** Links to the other pages of a result, keeping every filter (works without JavaScript). */
export function Pagination({ filters, page, pageCount }: { filters: DealFilters; page: number; pageCount: number }) {
  const { t } = useTranslation();
  const href = (p: number) => {
    const query = dealFiltersToParams({ ...filters, page: p }).toString();
    return query ? `?${query}` : "?";
  };
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      to={href}
      label={t("deals.pagination")}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    />
  );
}
