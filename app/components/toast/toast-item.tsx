import { X } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "~/hooks/translation";
import { dismissToast, type Toast, type ToastVariant } from "./toast-store";

/** A horizontal swipe of this many pixels dismisses a toast (spec §9). */
const SWIPE_THRESHOLD_PX = 50;

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  destructive: "border-rose-300 bg-rose-50 text-rose-950",
};

/** One notice: its text, a dismiss button, and a swipe to dismiss. */
export function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const start = useRef<number | null>(null);
  const urgent = toast.variant === "destructive";
  return (
    <li
      data-testid="toast"
      data-variant={toast.variant}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${VARIANT_CLASSES[toast.variant]}`}
      onPointerDown={(event) => (start.current = event.clientX)}
      onPointerUp={(event) => {
        if (start.current !== null && Math.abs(event.clientX - start.current) >= SWIPE_THRESHOLD_PX)
          dismissToast(toast.id);
        start.current = null;
      }}
    >
      {/* The live role sits inside the list item so the list stays a list. */}
      <div className="flex-1" role={urgent ? "alert" : "status"}>
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="rounded p-1 hover:bg-black/5"
        aria-label={t("toast.dismiss")}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
