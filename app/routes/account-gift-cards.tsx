import { Gift } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { groupGiftCardCode } from "#domain/checkout/gift-card-codes";
import { listGiftCards } from "#domain/checkout/gift-cards.server";
import { formatDate, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { requireUser } from "~/guards/auth.server";
import { useTranslation } from "~/hooks/translation";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/account-gift-cards";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const now = Date.now();
  const cards = (await listGiftCards(context.db, user.id)).map((card) => ({
    code: groupGiftCardCode(card.code),
    amountOre: card.amountOre,
    balanceOre: card.balanceOre,
    expiresAt: card.expiresAt.toISOString(),
    expired: card.expiresAt.getTime() <= now,
  }));
  return { cards, head: pageHead(languageFromRequest(request), (t) => t("pages.accountGiftCards")) };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

/** The gift cards this account bought: code, amount, what is left, and until when. */
export default function AccountGiftCards({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [search] = useSearchParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{t("pages.accountGiftCards")}</h1>
      {search.get("bought") ? (
        <p role="status" className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
          {t("giftCards.account.bought")}
        </p>
      ) : null}
      {loaderData.cards.length === 0 ? (
        <p className="text-slate-700">{t("giftCards.account.empty")}</p>
      ) : (
        <table className="w-full text-left" data-testid="gift-cards">
          <thead className="border-b border-slate-300 text-sm text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {t("giftCards.account.code")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("giftCards.account.amount")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("giftCards.account.balance")}
              </th>
              <th scope="col" className="py-2">
                {t("giftCards.account.expires")}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.cards.map((card) => (
              <tr key={card.code} className="border-b border-slate-200">
                <td className="py-3 pr-4 font-mono font-semibold">{card.code}</td>
                <td className="py-3 pr-4">{formatPrice(card.amountOre, lang)}</td>
                <td className="py-3 pr-4 font-semibold">{formatPrice(card.balanceOre, lang)}</td>
                <td className="py-3">
                  {card.expired ? t("giftCards.account.expired") : formatDate(new Date(card.expiresAt), lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link
        to="/gavekort"
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
      >
        <Gift aria-hidden="true" className="size-5" />
        {t("giftCards.account.buyMore")}
      </Link>
    </div>
  );
}
