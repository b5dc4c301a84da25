import type { InputHTMLAttributes, ReactNode } from "react";

/**
 * One choice of a radio group shown as a card (a package, a plan): the whole card is the label,
 * so its text names the choice and a click anywhere on it picks it. The group is a Fieldset.
 */
export function RadioCard({
  children,
  ...input
}: { name: string; value: string; children: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "className" | "children"
>) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-4 has-[:checked]:border-rose-600 has-[:checked]:bg-rose-50">
      <input {...input} type="radio" className="mt-1 size-4 shrink-0 accent-rose-600" />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}
