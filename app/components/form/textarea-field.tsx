import type { TextareaHTMLAttributes } from "react";
import { controlClass, FieldFrame, splitFieldProps, type FieldProps, type KitAttributes } from "./field-frame";

/** A labelled text area for longer text. */
export function TextareaField(props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, KitAttributes>) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <FieldFrame field={field}>
      {(control) => <textarea {...textarea} {...control} className={controlClass(field.error)} />}
    </FieldFrame>
  );
}
