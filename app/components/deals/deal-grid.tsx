import type { DealCard as DealCardData } from "#domain/catalog/catalog.server";
import { DealCard } from "./deal-card";
import { useDealCardLinks } from "./deal-card-links";

export function DealGrid({
  deals,
  eagerCount = 0,
  showCountdown = false,
}: {
  deals: DealCardData[];
  eagerCount?: number;
  showCountdown?: boolean;
}) {
  const links = useDealCardLinks();
  return (
    <>
      <ul
        {...links.handlers}
        className={`grid gap-6 sm:grid-cols-2 ${deals.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
      >
        {deals.map((deal, i) => (
          <li key={deal.id}>
            <DealCard deal={deal} eager={i < eagerCount} showCountdown={showCountdown} />
          </li>
        ))}
      </ul>
      {links.prefetch}
    </>
  );
}
