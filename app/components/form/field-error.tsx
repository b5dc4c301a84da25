/** A field's error message, under it; its id is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-rose-700">
      {error}
    </p>
  );
}
