import { TextField, type TextFieldProps } from "./text-field";

/** An e-mail address field: the browser's e-mail keyboard and autofill, and the longest address there is. */
export function EmailField(props: Omit<TextFieldProps, "type">) {
  return <TextField type="email" autoComplete="email" maxLength={254} {...props} />;
}
