// The one place a field's parts are tied together for screen readers: the control's id, the ids
// of its hint and error, and the aria attributes that point at them.

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

/** `field-<name>` for the control (or the id a form already uses), and `-hint` / `-error` after it. */
export function fieldIds(name: string, id?: string): FieldIds {
  const control = id ?? `field-${name}`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

export interface FieldAria {
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** aria-invalid while there is an error; aria-describedby the hint, then the error, then any other describer. */
export function fieldAria(
  ids: FieldIds,
  { hint, error, describedBy }: { hint?: unknown; error?: string; describedBy?: string },
): FieldAria {
  const describers = [hint ? ids.hint : "", error ? ids.error : "", describedBy ?? ""].filter(Boolean);
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describers.length > 0 ? describers.join(" ") : undefined,
  };
}
