import type { SelectHTMLAttributes } from "react";
import { controlClass, FieldFrame, splitFieldProps, type FieldProps, type KitAttributes } from "./field-frame";

/** A labelled select; the options are its children. */
export function SelectField(
  props: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, KitAttributes> & { inputClassName?: string },
) {
  const [field, { inputClassName, ...select }] = splitFieldProps(props);
  return (
    <FieldFrame field={field}>
      {(control) => <select {...select} {...control} className={controlClass(field.error, inputClassName)} />}
    </FieldFrame>
  );
}
