import { TextField, type TextFieldProps } from "./text-field";

/**
 * A whole number or an amount in kroner: a text box with the number keyboard, so "1 299" can be
 * typed as people write it (type="number" would refuse the space); the server reads the number.
 */
export function NumberField(props: Omit<TextFieldProps, "type" | "inputMode">) {
  return <TextField inputMode="numeric" {...props} />;
}
