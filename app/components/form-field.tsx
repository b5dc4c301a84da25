import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

type Common = { label: string; name: string; error?: string };

/** A labelled input or textarea with its error tied to it for screen readers. */
export function FormField({
  label,
  name,
  error,
  multiline,
  ...props
}: Common &
  (
    | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  )) {
  const id = `field-${name}`;
  const describedBy = error ? `${id}-error` : undefined;
  const className = `mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 ${error ? "border-rose-600" : "border-slate-300"}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={className}
          {...(props as TextareaHTMLAttributes<HTMLTextAreaElement>)}
        />
      ) : (
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={className}
          {...(props as InputHTMLAttributes<HTMLInputElement>)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
