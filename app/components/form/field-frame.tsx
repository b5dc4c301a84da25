// The frame every labelled control of the kit sits in: the label above, the control, its hint and
// its error below, with the aria attributes that tie them together.
import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { FieldHint } from "./field-hint";
import { fieldAria, fieldIds, type FieldAria } from "./field-ids";

/** What every field of the kit takes besides its control's own attributes. */
export interface FieldProps {
  label: ReactNode;
  name: string;
  /** The control's id where a page already names it otherwise; `field-<name>` by default. */
  id?: string;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  error?: string;
  /** Ids of other elements that describe the control, such as a status line beside the form. */
  describedBy?: string;
  /** The label for screen readers only, where a button beside the box says what it is for. */
  hideLabel?: boolean;
  /** Classes of the field's outer box (its place in the form's layout). */
  className?: string;
}

/** Attributes a field's own control must not set: the kit writes them. */
export type KitAttributes = "id" | "name" | "className" | "aria-invalid" | "aria-describedby";

export type ControlProps = { id: string; name: string } & FieldAria;

/** Border and padding of a text box or select; red while the field has an error. */
export function controlClass(error: string | undefined, layout = "mt-1 block w-full") {
  return `${layout} rounded-md border bg-white px-3 py-2 text-slate-900 ${error ? "border-rose-600" : "border-slate-300"}`;
}

export function FieldFrame({ field, children }: { field: FieldProps; children: (control: ControlProps) => ReactNode }) {
  const { label, name, id, hint, error, describedBy, hideLabel, className } = field;
  const ids = fieldIds(name, id);
  return (
    <div className={className}>
      <label htmlFor={ids.control} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-800"}>
        {label}
      </label>
      {children({ id: ids.control, name, ...fieldAria(ids, { hint, error, describedBy }) })}
      <FieldHint id={ids.hint} hint={hint} />
      <FieldError id={ids.error} error={error} />
    </div>
  );
}

/** Splits a field's props into the frame's and those of its control. */
export function splitFieldProps<T extends FieldProps>({
  label,
  name,
  id,
  hint,
  error,
  describedBy,
  hideLabel,
  className,
  ...control
}: T): [FieldProps, Omit<T, keyof FieldProps>] {
  return [{ label, name, id, hint, error, describedBy, hideLabel, className }, control];
}
