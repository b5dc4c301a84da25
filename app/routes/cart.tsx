import { Minus, Plus, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/hooks/translation";
import { data, Link, useNavigate } from "react-router";
import { cartLineSchema, priceCart } from "#domain/checkout/checkout.server";
import { OrderTotals } from "~/components/shop/order-summary";
import { formatPrice } from "#i18n/format";
import { languageFromRequest } from "~/requests/language.server";
import type { Language } from "#i18n/languages";
import { refreshGuestCart } from "~/browser-storage/guest-cart-lines";
import { useCartActions, useSignedInShop } from "~/hooks/shop";
import { useCartChanges, useCartLines } from "~/hooks/cart-lines";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { usePricedCart } from "~/hooks/use-priced-cart";
import { usePromoCode } from "~/browser-storage/promo-code";
import { PromoCodeForm } from "~/components/shop/promo-code-form";
import type { Route } from "./+types/cart";
import { EmptyPage } from "~/components/empty-page";
import { CartLineGift } from "~/components/shop/cart-line-gift";
import { WITHOUT_SHELL_ICONS } from "~/components/icons/repeated-icons";

/**
 * /cart?add=ID&package=KIND&quantity=N comes from Add to Cart posted before the deal page's
 * JavaScript ran: the line is priced here and put into the browser's cart on arrival. A line
 * that cannot be one (a bad id, package or quantity) is refused with a message above the cart,
 * which stays as it was.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const head = pageHead(lang, (t) => t("pages.cart"));
  const params = new URL(request.url).searchParams;
  if (!params.has("add")) return { pending: null, refused: false, head };
  const wanted = cartLineSchema.safeParse({
    dealId: params.get("add"),
    packageKind: params.get("package"),
    quantity: Number(params.get("quantity") ?? 1),
  });
  if (!wanted.success) return data({ pending: null, refused: true, head }, { status: 400 });
  const pending = (await priceCart(context.db, lang, [wanted.data])).lines[0];
  return { pending: pending ?? null, refused: false, head };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

// No deal cards, ratings or reviews here: the shell leaves out their icons.
export const handle = WITHOUT_SHELL_ICONS;

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const lines = useCartLines();
  const signedIn = useSignedInShop();
  const cart = useCartChanges();
  const [promoCode, setPromoCode] = usePromoCode();
  const priced = usePricedCart(lines, promoCode);
  const navigate = useNavigate();

  const { pending, refused } = loaderData;
  const refusal = refused ? (
    <p role="alert" className="mx-auto mt-6 max-w-6xl rounded-md bg-rose-50 px-4 py-3 text-rose-800">
      {t("cartPage.addRefused")}
    </p>
  ) : null;
  const { add } = useCartActions();
  useEffect(() => {
    if (!pending) return;
    void add({
      id: pending.dealId,
      selectedPackage: pending.packageKind,
      title: pending.title,
      image: pending.imageSrc,
      unitPriceOre: pending.unitPriceOre,
      originalPriceOre: pending.unitOriginalOre,
      quantity: pending.quantity,
    });
    void navigate("/cart", { replace: true });
    // Only when the page arrives with a line to add (`add` changes when the cart does).
  }, [pending, navigate]); // eslint-disable-line react-hooks/exhaustive-deps

  // Lines the server says cannot be bought leave the guest cart; stored prices follow the
  // server's. (A signed-in user's lines come from the server with today's prices already.)
  useEffect(() => {
    if (!priced || signedIn) return;
    refreshGuestCart((line) => {
      const current = priced.lines.find((p) => p.dealId === line.id && p.packageKind === line.selectedPackage);
      if (!current)
        return priced.problems.some(
          (p) => p.dealId === line.id && p.packageKind === line.selectedPackage && p.reason === "unavailable",
        )
          ? null
          : line;
      return {
        ...line,
        title: current.title,
        unitPriceOre: current.unitPriceOre,
        originalPriceOre: current.unitOriginalOre,
        priceChanged: line.priceChanged || line.unitPriceOre !== current.unitPriceOre,
      };
    });
  }, [priced, signedIn]);

  if (lines === null)
    return (
      <>
        {refusal}
        {/* As tall as a screen: the cart that replaces it would otherwise push the footer down (layout shift). */}
        <p className="mx-auto min-h-screen max-w-5xl px-4 py-16 text-slate-700">{t("cartPage.loading")}</p>
      </>
    );
  if (lines.length === 0) {
    return (
      <EmptyPage
        notice={refusal}
        title={t("cartPage.empty")}
        text={t("cartPage.emptyText")}
        link={{ to: "/deals", label: t("cartPage.browse") }}
      />
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_22rem]">
      <section>
        {refusal}
        <h1 className="text-3xl font-bold">{t("pages.cart")}</h1>
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {lines.map((line) => {
            const server = priced?.lines.find((p) => p.dealId === line.id && p.packageKind === line.selectedPackage);
            const changed = line.priceChanged || (server !== undefined && server.unitPriceOre !== line.unitPriceOre);
            const unit = server?.unitPriceOre ?? line.unitPriceOre;
            return (
              <li key={`${line.id}-${line.selectedPackage}`} className="flex gap-4 p-4" data-testid="cart-line">
                <img src={line.image} alt="" width={96} height={72} className="h-18 w-24 rounded-md object-cover" />
                <div className="flex-1">
                  <Link to={`/deal/${line.id}`} className="font-semibold hover:underline">
                    {line.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {t("cartPage.package", { name: t(`deal.packages.${line.selectedPackage}`) })}
                  </p>
                  {changed ? <p className="text-sm text-amber-800">{t("cartPage.priceChanged")}</p> : null}
                  <div className="mt-2 flex items-center gap-2">
                    <button
                      type="button"
                      onClick={() => void cart.setQuantity(line.id, line.selectedPackage, line.quantity - 1)}
                      aria-label={t("cartPage.decrease", { title: line.title })}
                      className="rounded-md border border-slate-300 p-1.5 hover:bg-slate-100"
                    >
                      <Minus aria-hidden="true" className="size-4" />
                    </button>
                    <span className="min-w-8 text-center" data-testid="cart-quantity">
                      {line.quantity}
                    </span>
                    <button
                      type="button"
                      onClick={() =>
                        void cart.setQuantity(line.id, line.selectedPackage, Math.min(10, line.quantity + 1))
                      }
                      aria-label={t("cartPage.increase", { title: line.title })}
                      className="rounded-md border border-slate-300 p-1.5 hover:bg-slate-100"
                    >
                      <Plus aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      onClick={() => void cart.remove(line.id, line.selectedPackage)}
                      aria-label={t("cartPage.remove", { title: line.title })}
                      className="ml-2 rounded-md p-1.5 text-rose-700 hover:bg-rose-50"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  <CartLineGift line={line} />
                </div>
                <div className="text-right">
                  <p className="font-semibold">{formatPrice(unit * line.quantity, lang)}</p>
                  {line.originalPriceOre > unit ? (
                    <s className="text-sm text-slate-600">{formatPrice(line.originalPriceOre * line.quantity, lang)}</s>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={() => void cart.clear()}
          className="mt-4 text-sm font-medium text-slate-700 underline"
        >
          {t("cartPage.clear")}
        </button>
      </section>
      <aside className="h-fit space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm">
        <h2 className="text-xl font-semibold">{t("cartPage.summary")}</h2>
        {/* The totals' usual height kept while the prices load, so the code field and the button below stay put. */}
        {priced ? <OrderTotals priced={priced} /> : <p className="min-h-32 text-slate-700">{t("cartPage.loading")}</p>}
        <PromoCodeForm code={promoCode} promo={priced?.promo} onApply={setPromoCode} />
        <Link
          to="/checkout"
          className="block rounded-md bg-rose-600 px-5 py-3 text-center font-semibold text-white hover:bg-rose-700"
        >
          {t("cartPage.checkout")}
        </Link>
      </aside>
    </div>
  );
}
