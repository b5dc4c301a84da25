import type { ReactNode } from "react";

/** Help under a field, read with it (the control's aria-describedby names this id). */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="mt-1 text-sm text-slate-700">
      {hint}
    </p>
  );
}
