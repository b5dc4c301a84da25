// The three packages of a deal in the editor: on/off, price and validity, with the spec's
// defaults (PACKAGE_RULES) shown next to each field and used when a field is left empty.
import { useTranslation } from "~/hooks/translation";
import { FormField } from "~/components/form-field";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

/** domain/catalog/packages.server.ts PACKAGE_RULES, handed over by the loader (server modules stay on the server). */
export interface PackageRuleView {
  kind: "basic" | "premium" | "group";
  factor: number;
  validityDays: number;
  minQuantity: number;
}

export function DealPackagesFieldset({
  values,
  errors,
  discountedKroner,
  locked,
  rules,
}: {
  rules: readonly PackageRuleView[];
  values: Record<string, string>;
  errors: Record<string, string>;
  discountedKroner: number | null;
  /** On a published deal packages follow the approved price and cannot be edited here. */
  locked: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <fieldset
      disabled={locked}
      className="rounded-xl border border-slate-200 p-5"
      aria-describedby={errors.packages ? "packages-error" : undefined}
    >
      <legend className="px-1 text-lg font-semibold">{t("dealEditor.form.packagesSection")}</legend>
      <p className="text-sm text-slate-700">
        {locked ? t("dealEditor.form.packagesLocked") : t("dealEditor.form.packagesHelp")}
      </p>
      {errors.packages ? (
        <p id="packages-error" className="mt-2 text-sm text-rose-700">
          {errors.packages}
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {rules.map((rule) => {
          const name = t(`deal.packages.${rule.kind}`);
          const defaultPrice =
            discountedKroner !== null ? formatPrice(Math.round(discountedKroner * rule.factor) * 100, lang) : "–";
          return (
            <div key={rule.kind} className="space-y-3">
              <div className="flex items-center gap-2">
                <input
                  type="checkbox"
                  id={`field-${rule.kind}Enabled`}
                  name={`${rule.kind}Enabled`}
                  defaultChecked={values[`${rule.kind}Enabled`] === "on"}
                  className="size-4"
                />
                <label htmlFor={`field-${rule.kind}Enabled`} className="font-medium">
                  {t("dealEditor.form.offer", { name })}
                </label>
              </div>
              <FormField
                label={t("dealEditor.form.packagePrice", { name })}
                name={`${rule.kind}Price`}
                inputMode="numeric"
                defaultValue={values[`${rule.kind}Price`]}
                error={errors[`${rule.kind}Price`]}
              />
              <p className="text-xs text-slate-700">
                {t("dealEditor.form.defaultValue", {
                  value: rule.kind === "group" ? `${defaultPrice} ${t("dealEditor.form.perPerson")}` : defaultPrice,
                })}
              </p>
              <FormField
                label={t("dealEditor.form.packageDays", { name })}
                name={`${rule.kind}Days`}
                inputMode="numeric"
                defaultValue={values[`${rule.kind}Days`]}
                placeholder={String(rule.validityDays)}
                error={errors[`${rule.kind}Days`]}
              />
              {rule.kind === "group" ? (
                <FormField
                  label={t("dealEditor.form.groupMin")}
                  name="groupMin"
                  inputMode="numeric"
                  defaultValue={values.groupMin}
                  placeholder={String(rule.minQuantity)}
                  error={errors.groupMin}
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
