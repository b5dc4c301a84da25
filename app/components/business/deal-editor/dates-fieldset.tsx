import { useTranslation } from "~/hooks/translation";
import { Fieldset } from "~/components/form/form-fieldset";
import type { FieldFiller } from "~/components/form/field-values";
import { TextField } from "~/components/form/text-field";

/** The first and the last day the deal is on sale (Oslo days; on sale through the whole last day). */
export function DatesFieldset({ field }: { field: FieldFiller }) {
  const { t } = useTranslation();
  return (
    <Fieldset boxed legend={t("dealEditor.form.datesSection")}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t("dealEditor.form.startsAt")} type="date" required {...field("startsAt")} />
        <TextField label={t("dealEditor.form.endsAt")} type="date" required {...field("endsAt")} />
      </div>
    </Fieldset>
  );
}
