import { useTranslation } from "~/hooks/translation";
import { FileField } from "~/components/form/file-field";
import type { Logo } from "./registration-form";

const MAX_BYTES = 5 * 1024 * 1024;

/** Chooses the logo and keeps it as a data URL, so going back a step does not lose it. */
export function LogoPicker({
  logo,
  error,
  onChange,
  onError,
}: {
  logo: Logo | null;
  error?: string;
  onChange: (logo: Logo | null) => void;
  onError: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();

  const pick = (file: File | undefined) => {
    if (!file) return;
    // Checked here to save a long upload; the server checks (and re-encodes) again.
    if (!file.type.startsWith("image/")) return onError(t("business.errors.imageUnreadable"));
    if (file.size > MAX_BYTES) return onError(t("business.errors.imageTooLarge"));
    const reader = new FileReader();
    reader.onload = () => {
      onError(undefined);
      onChange({ dataUrl: String(reader.result), name: file.name });
    };
    reader.onerror = () => onError(t("business.errors.imageUnreadable"));
    reader.readAsDataURL(file);
  };

  return (
    <div>
      <FileField
        label={t("business.register.logo")}
        name="logo"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        hint={t("business.register.logoHint")}
        error={error}
        onChange={(event) => pick(event.currentTarget.files?.[0])}
      />
      {logo ? (
        <div className="mt-3 flex items-center gap-3">
          <img
            src={logo.dataUrl}
            alt={t("business.register.logoPreview")}
            className="size-16 rounded-md border border-slate-200 object-contain"
          />
          <span className="min-w-0 flex-1 truncate text-sm text-slate-700">{logo.name}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
          >
            {t("business.register.removeLogo")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
