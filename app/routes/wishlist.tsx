import { useEffect } from "react";
import { useTranslation } from "~/hooks/translation";
import { useFetcher } from "react-router";
import { DealGrid } from "~/components/deals/deal-grid";
import { languageFromRequest } from "~/requests/language.server";
import { useWishlistIds } from "~/hooks/shop";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/wishlist";
import type { loader as wishlistDeals } from "./wishlist-deals";
import { EmptyPage } from "~/components/empty-page";

export function loader({ request }: Route.LoaderArgs) {
  return { head: pageHead(languageFromRequest(request), (t) => t("pages.wishlist")) };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

/** The deals saved with the heart (server for a signed-in user, else browser storage), with current prices. */
export default function Wishlist() {
  const { t } = useTranslation();
  const ids = useWishlistIds();
  const fetcher = useFetcher<typeof wishlistDeals>();
  const key = ids?.join(",") ?? "";
  const { load } = fetcher;
  useEffect(() => {
    if (key) void load(`/wishlist/deals?${new URLSearchParams({ ids: key })}`);
  }, [key, load]);

  if (ids === null) return <p className="mx-auto max-w-5xl px-4 py-16 text-slate-700">{t("cartPage.loading")}</p>;
  if (ids.length === 0) {
    return <EmptyPage title={t("wishlist.empty")} link={{ to: "/deals", label: t("wishlist.browse") }} />;
  }
  // Cards of deals still in the wishlist (a heart clicked here takes one away at once).
  const cards = (fetcher.data?.deals ?? []).filter((deal) => ids.includes(deal.id));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{t("pages.wishlist")}</h1>
      {fetcher.data ? <DealGrid deals={cards} /> : <p className="text-slate-700">{t("cartPage.loading")}</p>}
    </div>
  );
}
