import type { FieldsetHTMLAttributes, ReactNode } from "react";
import { FieldError } from "./field-error";
import { FieldHint } from "./field-hint";
import { fieldAria, fieldIds } from "./field-ids";

/**
 * A group of fields under a legend. A hint or an error that belongs to the group as a whole
 * (such as "choose at least one") sits under the legend and is read with the group.
 */
export function Fieldset({
  legend,
  name,
  hint,
  error,
  boxed = false,
  className = "",
  children,
  ...fieldset
}: {
  legend: ReactNode;
  /** Names the group's hint and error ids (`field-<name>-hint`, `-error`). */
  name?: string;
  hint?: ReactNode;
  error?: string;
  /** A bordered section of a long form. */
  boxed?: boolean;
  className?: string;
  children: ReactNode;
} & Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, "className" | "aria-describedby" | "aria-invalid">) {
  const ids = name ? fieldIds(name) : null;
  return (
    <fieldset
      {...fieldset}
      aria-describedby={ids ? fieldAria(ids, { hint, error })["aria-describedby"] : undefined}
      className={`space-y-4 ${boxed ? "rounded-xl border border-slate-200 p-5" : ""} ${className}`.trim()}
    >
      <legend className={`${boxed ? "px-1 " : ""}text-lg font-semibold`}>{legend}</legend>
      {ids && (hint || error) ? (
        <div>
          <FieldHint id={ids.hint} hint={hint} />
          <FieldError id={ids.error} error={error} />
        </div>
      ) : null}
      {children}
    </fieldset>
  );
}
