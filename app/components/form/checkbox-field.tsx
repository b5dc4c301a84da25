import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldError } from "./field-error";
import { FieldHint } from "./field-hint";
import { fieldAria, fieldIds } from "./field-ids";
import type { FieldProps, KitAttributes } from "./field-frame";

/** A checkbox with its label after it, and the same hint and error as every other field. */
export function CheckboxField({
  label,
  name,
  id,
  hint,
  error,
  describedBy,
  className,
  labelClassName = "text-sm text-slate-800",
  ...input
}: Omit<FieldProps, "hideLabel"> & {
  label: ReactNode;
  labelClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, KitAttributes | "type">) {
  const ids = fieldIds(name, id);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          {...input}
          type="checkbox"
          id={ids.control}
          name={name}
          {...fieldAria(ids, { hint, error, describedBy })}
          className="mt-1 size-4 shrink-0 accent-rose-600"
        />
        <label htmlFor={ids.control} className={labelClassName}>
          {label}
        </label>
      </div>
      <div className="ml-6">
        <FieldHint id={ids.hint} hint={hint} />
        <FieldError id={ids.error} error={error} />
      </div>
    </div>
  );
}
