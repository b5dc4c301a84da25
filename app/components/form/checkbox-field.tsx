import type { InputHTMLAttributes } from "react";
import { FieldError } from "./field-error";
import { FieldHint } from "./field-hint";
import { fieldAria, fieldIds } from "./field-ids";
import { splitFieldProps, type FieldProps, type KitAttributes } from "./field-frame";

/** A checkbox with its label after it, and the same hint and error as every other field. */
export function CheckboxField(
  props: Omit<FieldProps, "hideLabel"> & {
    /** The label's text style; the box sits centred on the label's first line whatever its size. */
    labelClassName?: string;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, KitAttributes | "type">,
) {
  const [
    { label, name, id, hint, error, describedBy, className },
    { labelClassName = "text-sm text-slate-800", ...input },
  ] = splitFieldProps(props);
  const ids = fieldIds(name, id);
  return (
    <div className={className}>
      <div className={`flex items-start gap-2 ${labelClassName}`}>
        <input
          {...input}
          type="checkbox"
          id={ids.control}
          name={name}
          {...fieldAria(ids, { hint, error, describedBy })}
          className="mt-[calc(0.5lh-0.5rem)] size-4 shrink-0 accent-rose-600"
        />
        <label htmlFor={ids.control}>{label}</label>
      </div>
      <div className="ml-6">
        <FieldHint id={ids.hint} hint={hint} />
        <FieldError id={ids.error} error={error} />
      </div>
    </div>
  );
}
