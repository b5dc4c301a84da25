import type { Route } from "./+types/robots";

/** robots.txt: index the catalogue, not accounts, carts or the business area. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /payment",
    "Disallow: /wishlist",
    "Disallow: /business/dashboard",
    "Disallow: /business/deals",
    "Disallow: /business/redeem",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
