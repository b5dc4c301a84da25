import type { InputHTMLAttributes } from "react";
import { FieldFrame, splitFieldProps, type FieldProps, type KitAttributes } from "./field-frame";

/** A labelled slider; what its value means is best said beside it (aria-live) by the form. */
export function RangeField(props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, KitAttributes | "type">) {
  const [field, input] = splitFieldProps(props);
  return (
    <FieldFrame field={field}>
      {(control) => <input {...input} {...control} type="range" className="mt-1 block w-full accent-rose-600" />}
    </FieldFrame>
  );
}
