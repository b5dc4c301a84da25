import type { DealCard as DealCardData } from "../../../domain/catalog.server";
import { DealCard } from "./deal-card";

export function DealGrid({ deals, eagerCount = 0 }: { deals: DealCardData[]; eagerCount?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {deals.map((deal, i) => (
        <li key={deal.id}>
          <DealCard deal={deal} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
