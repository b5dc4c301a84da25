import { useTranslation } from "~/hooks/translation";
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
  const describedBy = ["field-logo-hint", error ? "field-logo-error" : ""].filter(Boolean).join(" ");

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
      <label htmlFor="field-logo" className="block text-sm font-medium text-slate-800">
        {t("business.register.logo")}
      </label>
      <p id="field-logo-hint" className="mt-1 text-sm text-slate-700">
        {t("business.register.logoHint")}
      </p>
      <input
        id="field-logo"
        name="logo"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => pick(event.currentTarget.files?.[0])}
        className="mt-2 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
      />
      {error ? (
        <p id="field-logo-error" className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
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
