import { useTranslation } from "~/hooks/translation";
import { FileField } from "~/components/form/file-field";
import { Fieldset } from "~/components/form/form-fieldset";
import type { FieldFiller } from "~/components/form/field-values";

/**
 * The deal's picture: the one kept from a failed submit (chosen again only to change it), else the
 * deal's current one, and the file chooser.
 */
export function ImageFieldset({
  field,
  keptImage,
  currentImage,
}: {
  field: FieldFiller;
  keptImage: string | null;
  currentImage: string | null;
}) {
  const { t } = useTranslation();
  const shown = keptImage ?? currentImage;
  return (
    <Fieldset boxed legend={t("dealEditor.form.imageSection")}>
      {shown ? (
        <figure>
          <img src={shown} alt="" className="h-40 rounded-md object-cover" data-testid="deal-image-preview" />
          <figcaption className="mt-1 text-sm text-slate-700">
            {keptImage ? t("dealEditor.form.imageKept") : t("dealEditor.form.imageCurrent")}
          </figcaption>
        </figure>
      ) : null}
      <FileField
        label={t("dealEditor.form.image")}
        name="image"
        accept="image/jpeg,image/png,image/webp"
        hint={t("dealEditor.form.imageHelp")}
        error={field("image").error}
      />
    </Fieldset>
  );
}
