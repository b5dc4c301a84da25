import { listCategories, listLiveDealIds } from "#domain/catalog/catalog.server";
import { PUBLIC_PAGES } from "#server/public-pages";
import type { Route } from "./+types/sitemap";

/** sitemap.xml: the public pages marked for it, with every category and every live deal. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const [categories, dealIds] = await Promise.all([listCategories(context.db, "no"), listLiveDealIds(context.db)]);
  const each: Record<string, string[]> = {
    "/deals/:categoryId": categories.map((c) => `/deals/${c.id}`),
    "/deal/:dealId": dealIds.map((id) => `/deal/${id}`),
  };
  const paths = PUBLIC_PAGES.filter((page) => page.sitemap).flatMap((page) => {
    if (!page.path.includes(":")) return [page.path];
    const listed = each[page.path];
    if (!listed) throw new Error(`sitemap.xml does not know how to list ${page.path}`);
    return listed;
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
