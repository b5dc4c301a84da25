import { useTranslation } from "~/hooks/translation";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/**
 * A route's 404 ("Deal not found", "Category not found") with a way on to all deals.
 * Any other error is passed up to the site's error page.
 */
export function MissingItem({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Link
        to="/deals"
        className="mt-8 inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
      >
        {t("nav.deals")}
      </Link>
    </section>
  );
}
