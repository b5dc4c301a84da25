import type { InputHTMLAttributes } from "react";
import { controlClass, FieldFrame, splitFieldProps, type FieldProps, type KitAttributes } from "./field-frame";

export type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, KitAttributes> & {
    /** Size and place of the box itself, where it is not the full width under its label. */
    inputClassName?: string;
  };

/** A labelled one-line input: text, e-mail, password, date, search, tel, url. */
export function TextField(props: TextFieldProps) {
  const [field, { inputClassName, ...input }] = splitFieldProps(props);
  return (
    <FieldFrame field={field}>
      {(control) => <input {...input} {...control} className={controlClass(field.error, inputClassName)} />}
    </FieldFrame>
  );
}
