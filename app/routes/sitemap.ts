import { listCategories, listLiveDealIds } from "#domain/catalog/catalog.server";
import type { Route } from "./+types/sitemap";

const STATIC_PATHS = [
  "/",
  "/deals",
  "/offers/beauty",
  "/offers/photography",
  "/about",
  "/how-it-works",
  "/faq",
  "/contact",
  "/help",
  "/terms",
  "/privacy",
  "/success-stories",
  "/business",
  "/business/register",
  "/business/marketing",
  "/business/solutions",
  "/business/consultation",
  "/business/consultant",
];

/** sitemap.xml: the static pages, every category and every live deal. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const [categories, dealIds] = await Promise.all([listCategories(context.db, "no"), listLiveDealIds(context.db)]);
  const paths = [...STATIC_PATHS, ...categories.map((c) => `/deals/${c.id}`), ...dealIds.map((id) => `/deal/${id}`)];
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
