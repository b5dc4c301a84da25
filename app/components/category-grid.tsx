import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import type { CategorySummary } from "#domain/catalog/catalog.server";

/** The eight category tiles, each with its live deal count, linking to the category page. */
export function CategoryGrid({ categories }: { categories: CategorySummary[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={`/deals/${category.id}`}
            className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
            data-testid={`category-${category.id}`}
          >
            <img
              src={category.image.src}
              alt={category.image.alt}
              width={600}
              height={400}
              loading="lazy"
              className="aspect-[3/2] w-full object-cover"
            />
            <span className="block p-3">
              <span className="block font-semibold text-slate-900 group-hover:text-rose-700">{category.name}</span>
              <span className="block text-sm text-slate-600" data-testid="category-count">
                {t("home.dealCount", { count: category.dealCount })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
