// The three packages of a deal in the editor: on/off, price and validity, with the spec's
// defaults (PACKAGE_RULES) shown next to each field and used when a field is left empty.
import { useTranslation } from "~/hooks/translation";
import { CheckboxField } from "~/components/form/checkbox-field";
import { Fieldset } from "~/components/form/form-fieldset";
import type { FieldFiller } from "~/components/form/field-values";
import { NumberField } from "~/components/form/number-field";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

/** domain/catalog/packages.server.ts PACKAGE_RULES, handed over by the loader (server modules stay on the server). */
export interface PackageRuleView {
  kind: "basic" | "premium" | "group";
  factor: number;
  validityDays: number;
  minQuantity: number;
}

export function PackagesFieldset({
  field,
  rules,
  discountedKroner,
  locked,
}: {
  field: FieldFiller;
  rules: readonly PackageRuleView[];
  discountedKroner: number | null;
  /** On a published deal packages follow the approved price and cannot be edited here. */
  locked: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <Fieldset
      boxed
      disabled={locked}
      legend={t("dealEditor.form.packagesSection")}
      name="packages"
      hint={locked ? t("dealEditor.form.packagesLocked") : t("dealEditor.form.packagesHelp")}
      error={field("packages").error}
    >
      <div className="grid gap-6 md:grid-cols-3">
        {rules.map((rule) => {
          const name = t(`deal.packages.${rule.kind}`);
          const defaultPrice =
            discountedKroner !== null ? formatPrice(Math.round(discountedKroner * rule.factor) * 100, lang) : "–";
          return (
            <div key={rule.kind} className="space-y-3">
              <CheckboxField
                label={t("dealEditor.form.offer", { name })}
                labelClassName="font-medium"
                name={`${rule.kind}Enabled`}
                defaultChecked={field(`${rule.kind}Enabled`).defaultValue === "on"}
              />
              <NumberField
                label={t("dealEditor.form.packagePrice", { name })}
                hint={t("dealEditor.form.defaultValue", {
                  value: rule.kind === "group" ? `${defaultPrice} ${t("dealEditor.form.perPerson")}` : defaultPrice,
                })}
                {...field(`${rule.kind}Price`)}
              />
              <NumberField
                label={t("dealEditor.form.packageDays", { name })}
                placeholder={String(rule.validityDays)}
                {...field(`${rule.kind}Days`)}
              />
              {rule.kind === "group" ? (
                <NumberField
                  label={t("dealEditor.form.groupMin")}
                  placeholder={String(rule.minQuantity)}
                  {...field("groupMin")}
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
