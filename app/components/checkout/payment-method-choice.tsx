import { Fieldset } from "~/components/form/form-fieldset";
import { RadioCard } from "~/components/form/radio-card";
import { useTranslation } from "~/hooks/translation";
import type { PaymentMethod } from "#domain/payments/payment-provider";
import { CardBrandMarks, VippsMark } from "./card-brand-marks";

/** Vipps first, as Norwegian buyers expect it, then card. */
export function PaymentMethodChoice({
  value,
  onChange,
  error,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t("checkout.method")} name="method" error={error}>
      <RadioCard
        id="field-method-vipps"
        name="method"
        value="vipps"
        checked={value === "vipps"}
        onChange={() => onChange("vipps")}
      >
        <span className="flex items-center justify-between gap-3 font-semibold">
          {t("checkout.methodVipps")}
          <VippsMark />
        </span>
        <span className="mt-1 block text-sm text-slate-700">{t("checkout.methodVippsHint")}</span>
      </RadioCard>
      <RadioCard name="method" value="card" checked={value === "card"} onChange={() => onChange("card")}>
        <span className="flex items-center justify-between gap-3 font-semibold">
          {t("checkout.methodCard")}
          <CardBrandMarks />
        </span>
        <span className="mt-1 block text-sm text-slate-700">{t("checkout.methodCardHint")}</span>
      </RadioCard>
    </Fieldset>
  );
}
