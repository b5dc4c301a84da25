// The settings' deal alert choice: which cities and categories (none chosen: all), and whether
// the alerts are on or waiting for the e-mailed link. Saved with the settings form it sits in.
import { CheckboxField } from "~/components/form/checkbox-field";
import { Fieldset } from "~/components/form/form-fieldset";
import { useTranslation } from "~/hooks/translation";

export interface DealAlertOptions {
  cities: string[];
  categories: { id: string; name: string }[];
}

export function DealAlertChoice({
  options,
  chosen,
  status,
  error,
}: {
  options: DealAlertOptions;
  chosen: { cities: string[]; categoryIds: string[] };
  status: "off" | "pending" | "confirmed";
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t("comeBack.alertsTitle")} name="dealAlerts" hint={t("comeBack.alertsText")} error={error}>
      {status !== "off" ? (
        <p className="text-sm font-medium text-slate-800" data-testid="deal-alert-status">
          {status === "confirmed" ? t("comeBack.alertsConfirmed") : t("comeBack.alertsPending")}
        </p>
      ) : null}
      <Fieldset legend={t("comeBack.alertsCities")} name="alertCities" hint={t("comeBack.alertsAllHint")}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {options.cities.map((city) => (
            <CheckboxField
              key={city}
              id={`alert-city-${city}`}
              name="alertCities"
              value={city}
              label={city}
              defaultChecked={chosen.cities.includes(city)}
            />
          ))}
        </div>
      </Fieldset>
      <Fieldset legend={t("comeBack.alertsCategories")} name="alertCategories" hint={t("comeBack.alertsAllHint")}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {options.categories.map((category) => (
            <CheckboxField
              key={category.id}
              id={`alert-category-${category.id}`}
              name="alertCategories"
              value={category.id}
              label={category.name}
              defaultChecked={chosen.categoryIds.includes(category.id)}
            />
          ))}
        </div>
      </Fieldset>
    </Fieldset>
  );
}
