// A cart line as a gift: who gets it and when, to change or undo; or "Gi som gave" to make it one.
import { useState } from "react";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import type { CartLine } from "~/browser-storage/guest-cart";
import { toast } from "~/components/toast/toast-store";
import { useGiftActions } from "~/hooks/gift-actions";
import { useTranslation } from "~/hooks/translation";
import { GiftForm } from "./gift-form";

export function CartLineGift({ line }: { line: CartLine }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const gifts = useGiftActions();
  const [open, setOpen] = useState(false);
  const panel = `gift-${line.id}-${line.selectedPackage}`;

  const save = async (fields: Record<string, string>) => {
    const answer = await gifts.set(line.id, line.selectedPackage, fields);
    if (answer.ok) {
      toast({ title: t("gifts.saved"), variant: "success" });
      setOpen(false);
    }
    return answer;
  };

  return (
    <div className="mt-2 text-sm" data-testid="cart-line-gift">
      {line.gift ? (
        <p className="font-medium text-emerald-800">
          {t("gifts.giftTo", {
            name: line.gift.recipientName,
            email: line.gift.recipientEmail,
            date: formatDate(new Date(`${line.gift.deliverOn}T12:00:00Z`), lang),
          })}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((o) => !o)}
          className="font-semibold text-rose-700 underline"
        >
          {line.gift ? t("gifts.saveGift") : t("gifts.giveAsGift")}
        </button>
        {line.gift ? (
          <button
            type="button"
            onClick={() => void gifts.set(line.id, line.selectedPackage, null)}
            className="font-medium text-slate-700 underline"
          >
            {t("gifts.removeGift")}
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={panel} className="mt-3 max-w-md">
          <GiftForm idPrefix={panel} initial={line.gift} submitLabel={t("gifts.saveGift")} onSubmit={save} />
        </div>
      ) : null}
    </div>
  );
}
