import { useState } from "react";
import { useTranslation } from "~/hooks/translation";
import { Form } from "react-router";
import type { DealDetail } from "#domain/catalog/catalog.server";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { Gift } from "lucide-react";
import { useCartActions } from "~/hooks/shop";
import { useGiftActions } from "~/hooks/gift-actions";
import { GiftForm } from "~/components/shop/gift-form";
import { useHydrated } from "~/hooks/use-hydrated";
import { Fieldset } from "~/components/form/form-fieldset";
import { RadioCard } from "~/components/form/radio-card";
import { SelectField } from "~/components/form/select-field";
import { toast } from "~/components/toast/toast-store";

const MAX_QUANTITY = 5;
/** From this many units left, the page says there are few left. */
const FEW_LEFT = 10;

/** Package options (basic, premium, group), quantity and Add to Cart. */
export function PurchaseBox({ deal, serverError }: { deal: DealDetail; serverError?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  // The first package is chosen from the start, as on Let's Deal: Add to Cart works at once.
  const [kind, setKind] = useState<string | undefined>(deal.packages[0]?.kind);
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState(serverError);
  const hydrated = useHydrated();
  const cart = useCartActions();
  const gifts = useGiftActions();
  const [giftOpen, setGiftOpen] = useState(false);

  const chosen = deal.packages.find((p) => p.kind === kind);
  const minQuantity = chosen?.minQuantity ?? 1;
  const quantities = Array.from({ length: MAX_QUANTITY - minQuantity + 1 }, (_, i) => minQuantity + i);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) {
      setError(t("deal.selectPackageFirst"));
      return;
    }
    const ok = await cart.add({
      id: deal.id,
      selectedPackage: chosen.kind,
      title: deal.title,
      image: deal.image.src,
      unitPriceOre: chosen.priceOre,
      originalPriceOre: deal.originalPriceOre,
      quantity: Math.max(quantity, chosen.minQuantity),
    });
    if (ok) toast({ title: t("cart.added"), description: t("cart.addedText"), variant: "success" });
    else toast({ title: t("shop.failedTitle"), description: t("shop.failedText"), variant: "destructive" });
  };

  if (!deal.buyable) return <p className="rounded-lg bg-slate-100 p-4 font-medium">{t("deal.notBuyable")}</p>;
  if (deal.unitsLeft === 0)
    return (
      <div className="rounded-lg bg-slate-100 p-4" data-testid="sold-out">
        <p className="text-lg font-semibold">{t("deal.soldOut")}</p>
        <p className="mt-1 text-slate-700">{t("deal.soldOutText")}</p>
      </div>
    );

  const giveAsGift = async (fields: Record<string, string>) => {
    if (!chosen) {
      setError(t("deal.selectPackageFirst"));
      return { ok: false as const, errors: {} };
    }
    const answer = await gifts.add(
      {
        id: deal.id,
        selectedPackage: chosen.kind,
        title: deal.title,
        image: deal.image.src,
        unitPriceOre: chosen.priceOre,
        originalPriceOre: deal.originalPriceOre,
        quantity: Math.max(quantity, chosen.minQuantity),
      },
      fields,
    );
    if (answer.ok) {
      toast({ title: t("cart.added"), description: t("gifts.added"), variant: "success" });
      setGiftOpen(false);
    } else if (Object.keys(answer.errors).length === 0)
      toast({ title: t("shop.failedTitle"), description: t("shop.failedText"), variant: "destructive" });
    return answer;
  };

  return (
    <div className="space-y-4">
      <Form method="post" onSubmit={onSubmit} className="space-y-5">
        <Fieldset legend={t("deal.choosePackage")}>
          {deal.packages.map((option) => {
            const save = Math.max(0, Math.round((1 - option.priceOre / deal.originalPriceOre) * 100));
            return (
              <RadioCard
                key={option.kind}
                name="package"
                value={option.kind}
                checked={kind === option.kind}
                onChange={() => {
                  setKind(option.kind);
                  setQuantity((q) => Math.max(q, option.minQuantity));
                  setError(undefined);
                }}
              >
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold">{t(`deal.packages.${option.kind}`)}</span>
                  <span className="font-bold text-rose-700">
                    {formatPrice(option.priceOre, lang)}
                    {option.kind === "group" ? (
                      <span className="text-sm font-normal text-slate-700"> {t("deal.perPerson")}</span>
                    ) : null}
                  </span>
                </span>
                <span className="mt-1 block text-sm text-slate-700">{t(`deal.packageText.${option.kind}`)}</span>
                <span className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
                  <span>{t("deal.validDays", { count: option.validityDays })}</span>
                  {option.minQuantity > 1 ? <span>{t("deal.minPeople", { count: option.minQuantity })}</span> : null}
                  {save > 0 ? (
                    <span className="font-medium text-emerald-800">{t("deal.savePackage", { percent: save })}</span>
                  ) : null}
                </span>
              </RadioCard>
            );
          })}
        </Fieldset>
        <SelectField
          label={t("deal.quantity")}
          name="quantity"
          value={Math.max(quantity, minQuantity)}
          onChange={(e) => setQuantity(Number(e.target.value))}
          className="flex items-center gap-3"
          inputClassName="block"
        >
          {quantities.map((q) => (
            <option key={q} value={q}>
              {q}
            </option>
          ))}
        </SelectField>
        {chosen ? (
          <p className="text-lg">
            {t("deal.lineTotal")}:{" "}
            <strong>{formatPrice(chosen.priceOre * Math.max(quantity, minQuantity), lang)}</strong>
          </p>
        ) : null}
        {deal.unitsLeft !== null && deal.unitsLeft <= FEW_LEFT ? (
          <p className="font-semibold text-amber-800" data-testid="few-left">
            {t("deal.fewLeft", { count: deal.unitsLeft })}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-md bg-rose-50 p-3 font-medium text-rose-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          // The first package is chosen from the start; should none be, the server checks it instead.
          disabled={hydrated && !chosen}
          className="w-full rounded-md bg-rose-600 px-5 py-3 text-lg font-semibold text-white hover:bg-rose-700 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {t("deals.addToCart")}
        </button>
      </Form>
      {/* Shown on request only: the shared page's HTML holds no gift form (nor today's date). */}
      {hydrated ? (
        <div className="rounded-lg border border-slate-200 p-4">
          <button
            type="button"
            aria-expanded={giftOpen}
            aria-controls="gift-panel"
            onClick={() => setGiftOpen((open) => !open)}
            className="flex w-full items-center justify-center gap-2 font-semibold text-rose-700 hover:underline"
          >
            <Gift aria-hidden="true" className="size-5" />
            {t("gifts.giveAsGift")}
          </button>
          {giftOpen ? (
            <div id="gift-panel" className="mt-3">
              <GiftForm idPrefix="deal-gift" submitLabel={t("gifts.addGift")} onSubmit={giveAsGift} />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
