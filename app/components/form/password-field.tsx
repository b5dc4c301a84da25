import { TextField, type TextFieldProps } from "./text-field";

/** A password field; `autoComplete` says whether the browser should offer a stored one or a new one. */
export function PasswordField(
  props: Omit<TextFieldProps, "type" | "autoComplete"> & { autoComplete: "current-password" | "new-password" },
) {
  return <TextField type="password" maxLength={200} {...props} />;
}
