import type { Route } from "./+types/robots";

const PRIVATE = [
  "/account",
  "/cart",
  "/checkout",
  "/payment",
  "/wishlist",
  "/business/dashboard",
  "/business/deals",
  "/business/redeem",
  "/admin",
];

/** robots.txt: index the catalogue in both languages, not accounts, carts or the business area. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE.map((path) => `Disallow: ${path}`),
    "Disallow: /api/",
    // The English forms of the same pages (decision 030).
    ...PRIVATE.map((path) => `Disallow: /en${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
