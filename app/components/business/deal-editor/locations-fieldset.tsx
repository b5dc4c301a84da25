import { Link } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { CheckboxField } from "~/components/form/checkbox-field";
import { Fieldset } from "~/components/form/form-fieldset";

export interface LocationChoice {
  id: string;
  name: string;
  address: string;
}

/** The control id of location `id`'s box, for the error summary's link. */
export const locationBoxId = (id: string) => `field-location-${id}`;

/** Where the voucher can be used: one or more of the partner's locations (at least one). */
export function LocationsFieldset({
  locations,
  values,
  error,
}: {
  locations: readonly LocationChoice[];
  values: Readonly<Record<string, string>>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset
      boxed
      legend={t("locations.editor.legend")}
      name="locations"
      hint={t("locations.editor.hint")}
      error={error}
      data-testid="deal-locations"
    >
      {/* Tells the save that the boxes were there: none ticked is then a mistake, not "as before". */}
      <input type="hidden" name="locationsShown" value="1" />
      <div className="space-y-2">
        {locations.map((location) => (
          <CheckboxField
            key={location.id}
            id={locationBoxId(location.id)}
            name={`location.${location.id}`}
            value="on"
            label={`${location.name} – ${location.address}`}
            defaultChecked={values[`location.${location.id}`] === "on"}
          />
        ))}
      </div>
      <Link to="/business/locations" className="inline-block text-sm text-rose-800 underline">
        {t("locations.editor.manage")}
      </Link>
    </Fieldset>
  );
}
