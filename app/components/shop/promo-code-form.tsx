import { useId, useState } from "react";
import { useTranslation } from "~/hooks/translation";
import type { PricedPromo } from "#domain/checkout/promo-codes.server";

/**
 * The cart's promo code field: the code is kept in the browser and priced by the server with the
 * cart (/cart/prices); a refused code shows why, beside the field.
 */
export function PromoCodeForm({
  code,
  promo,
  onApply,
}: {
  code: string | null;
  promo: PricedPromo | null | undefined;
  onApply: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const id = useId();
  const errorId = `${id}-error`;
  const refused = code && promo && !promo.ok ? promo.message : null;
  if (code && promo?.ok)
    return (
      <p className="flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-emerald-800">{t("promo.applied", { code: promo.code })}</span>
        <button type="button" onClick={() => onApply(null)} className="font-medium text-slate-700 underline">
          {t("promo.remove")}
        </button>
      </p>
    );
  return (
    <form
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        const value = typed.trim();
        onApply(value === "" ? null : value);
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold">
        {t("promo.label")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="promoCode"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={40}
          autoComplete="off"
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? errorId : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 uppercase"
        />
        <button
          type="submit"
          className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
        >
          {t("promo.apply")}
        </button>
      </div>
      {refused ? (
        <p id={errorId} role="alert" className="text-sm text-rose-800">
          {refused}
        </p>
      ) : null}
    </form>
  );
}
