import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { getDealCards } from "#domain/catalog/catalog.server";
import { wishlistDealIds } from "#domain/catalog/wishlist.server";
import { DealGrid } from "~/components/deals/deal-grid";
import { languageFromRequest } from "~/requests/language.server";
import { requireUser } from "~/guards/auth.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/account-favorites";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const ids = await wishlistDealIds(context.db, user.id);
  const cards = await getDealCards(context.db, lang, ids);
  // In the order they were saved.
  const deals = ids.flatMap((id) => cards.find((card) => card.id === id) ?? []);
  return { deals, head: pageHead(lang, (t) => t("pages.accountFavorites")) };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

/** The signed-in user's saved deals; a heart clicked here removes the deal at once. */
export default function AccountFavorites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{t("pages.accountFavorites")}</h1>
      {loaderData.deals.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-xl font-semibold">{t("shop.noFavorites")}</h2>
          <p className="mt-2 text-slate-700">{t("shop.noFavoritesText")}</p>
          <Link
            to="/deals"
            className="mt-6 inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
          >
            {t("wishlist.browse")}
          </Link>
        </div>
      ) : (
        <DealGrid deals={loaderData.deals} />
      )}
    </div>
  );
}
