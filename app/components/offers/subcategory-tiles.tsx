import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";

export interface Subcategory {
  label: string;
  /** Link to the category page searched for this sub-category. */
  href: string;
  count: number;
}

export function SubcategoryTiles({ items }: { items: Subcategory[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="subcategories-heading">
      <h2 id="subcategories-heading" className="text-2xl font-bold">
        {t("offers.subcategories")}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-rose-300 hover:shadow-md"
            >
              <span className="block font-semibold">{item.label}</span>
              <span className="mt-1 block text-sm text-slate-700">
                {t("offers.subcategoryCount", { count: item.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
