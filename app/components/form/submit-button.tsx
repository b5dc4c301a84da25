import type { ButtonHTMLAttributes } from "react";

/** The form's main button (rose, white text), greyed while `busy` so it is not sent twice. */
export function SubmitButton({
  busy = false,
  className = "",
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      {...button}
      className={`rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500 ${className}`.trim()}
    />
  );
}
