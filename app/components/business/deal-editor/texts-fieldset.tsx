import { useTranslation } from "~/hooks/translation";
import { Fieldset } from "~/components/form/form-fieldset";
import type { FieldFiller } from "~/components/form/field-values";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";

/** The deal's title, description and terms in Bokmål, and optionally in English. */
export function TextsFieldset({ field }: { field: FieldFiller }) {
  const { t } = useTranslation();
  return (
    <Fieldset boxed legend={t("dealEditor.form.textsSection")}>
      <TextField label={t("dealEditor.form.title")} required maxLength={120} {...field("title")} />
      <TextareaField
        label={t("dealEditor.form.description")}
        rows={5}
        required
        maxLength={5000}
        {...field("description")}
      />
      <TextareaField
        label={t("dealEditor.form.finePrint")}
        rows={3}
        required
        maxLength={5000}
        {...field("finePrint")}
      />
      <TextField label={t("dealEditor.form.titleEn")} lang="en" maxLength={120} {...field("titleEn")} />
      <TextareaField
        label={t("dealEditor.form.descriptionEn")}
        lang="en"
        rows={4}
        maxLength={5000}
        {...field("descriptionEn")}
      />
    </Fieldset>
  );
}
