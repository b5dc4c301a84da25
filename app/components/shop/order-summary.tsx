import { useTranslation } from "~/hooks/translation";
import type { PricedCart } from "#domain/checkout/checkout.server";
import type { PricedPromo } from "#domain/checkout/promo-codes.server";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

/** Subtotal, "You Save", a promo code's discount, total and the MVA part, all from the server's prices. */
export function OrderTotals({ priced }: { priced: PricedCart & { promo?: PricedPromo | null } }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const saved = priced.originalTotalOre - priced.totalOre;
  const promo = priced.promo?.ok ? priced.promo : null;
  return (
    <dl className="space-y-2 text-slate-800" data-testid="order-totals">
      <div className="flex justify-between">
        <dt>{t("cartPage.subtotal")}</dt>
        <dd>{formatPrice(priced.originalTotalOre, lang)}</dd>
      </div>
      {saved > 0 ? (
        <div className="flex justify-between text-emerald-800">
          <dt>{t("cartPage.youSave")}</dt>
          <dd>−{formatPrice(saved, lang)}</dd>
        </div>
      ) : null}
      {promo ? (
        <div className="flex justify-between text-emerald-800" data-testid="promo-discount">
          <dt>{t("promo.applied", { code: promo.code })}</dt>
          <dd>−{formatPrice(promo.discountOre, lang)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
        <dt>{t("cartPage.total")}</dt>
        <dd data-testid="order-total">{formatPrice(promo?.totalOre ?? priced.totalOre, lang)}</dd>
      </div>
      <div className="flex justify-between text-sm text-slate-700">
        <dt>{t("cartPage.vat")}</dt>
        <dd>{formatPrice(promo?.vatOre ?? priced.vatOre, lang)}</dd>
      </div>
    </dl>
  );
}

/** One line per item: title, package, quantity, line price and the struck-through original. */
export function OrderLines({ priced }: { priced: PricedCart }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <ul className="divide-y divide-slate-200">
      {priced.lines.map((line) => (
        <li key={`${line.dealId}-${line.packageKind}`} className="flex justify-between gap-4 py-3">
          <div>
            <p className="font-medium">{line.title}</p>
            <p className="text-sm text-slate-700">
              {t("cartPage.package", { name: t(`deal.packages.${line.packageKind}`) })} ·{" "}
              {t("cartPage.quantity", { count: line.quantity })}
            </p>
          </div>
          <div className="text-right">
            <p className="font-semibold">{formatPrice(line.lineTotalOre, lang)}</p>
            {line.lineOriginalOre > line.lineTotalOre ? (
              <s className="text-sm text-slate-600">{formatPrice(line.lineOriginalOre, lang)}</s>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
