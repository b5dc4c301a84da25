import type { InputHTMLAttributes, Ref } from "react";
import { FieldFrame, splitFieldProps, type FieldProps, type KitAttributes } from "./field-frame";

/** A labelled file chooser; `accept` names the file types, the hint says the limits. */
export function FileField(
  props: FieldProps &
    Omit<InputHTMLAttributes<HTMLInputElement>, KitAttributes | "type"> & { ref?: Ref<HTMLInputElement> },
) {
  const [field, input] = splitFieldProps(props);
  return (
    <FieldFrame field={field}>
      {(control) => (
        <input
          {...input}
          {...control}
          type="file"
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
        />
      )}
    </FieldFrame>
  );
}
