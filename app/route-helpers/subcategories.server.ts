// The offer pages' sub-categories: each is a search within the category, counted live.
import type { Database } from "#db/connection.server";
import { countCategorySearch } from "#domain/catalog/catalog.server";
import type { Subcategory } from "~/components/offers/subcategory-tiles";

export async function subcategories(
  db: Database,
  categoryId: string,
  items: ReadonlyArray<{ label: string; q: string }>,
): Promise<Subcategory[]> {
  return Promise.all(
    items.map(async ({ label, q }) => ({
      label,
      href: `/deals/${categoryId}?${new URLSearchParams({ q })}`,
      count: await countCategorySearch(db, categoryId, q),
    })),
  );
}
