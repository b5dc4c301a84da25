// What to fix, above a long form after a failed submit: one link per wrong field, and the focus
// moves here so keyboard and screen-reader users start at the list rather than at the top.
import { useEffect, useRef, type MouseEvent } from "react";

export function ErrorSummary({
  title,
  listTitle,
  errors,
  labels = {},
  targets = {},
  order = [],
  answer,
}: {
  /** What went wrong as a whole ("something must be fixed"). */
  title?: string;
  /** Said above the list when there is no title ("Please correct the following:"). */
  listTitle?: string;
  /** Message by field name. */
  errors: Record<string, string>;
  /** Field names to put before messages that do not say which field they are about. */
  labels?: Record<string, string>;
  /** Control ids for errors whose field is not `field-<name>` (a group: its first box). */
  targets?: Record<string, string>;
  /** Field names in the order the form shows them; the list follows it (others after). */
  order?: readonly string[];
  /**
   * The failed submit these errors came from (the action's answer, or a client check's result):
   * each new one moves the focus here, while errors cleared as they are corrected do not.
   * Without it every new errors object does.
   */
  answer?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const place = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const wrong = Object.entries(errors).sort(([a], [b]) => place(a) - place(b));
  const shown = Boolean(title) || wrong.length > 0;

  // Each failed submit moves the focus here; the ref is null when there is nothing to show.
  const attempt = answer ?? errors;
  useEffect(() => {
    ref.current?.focus();
  }, [attempt, title]);

  // The field's label is scrolled into view with it, as focusing the control alone would hide it.
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    (document.querySelector(`label[for="${id}"]`) ?? control).scrollIntoView({ block: "start" });
    control.focus({ preventScroll: true });
  };

  if (!shown) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-md bg-rose-50 p-3 text-sm font-medium text-rose-800 outline-none focus-visible:ring-2 focus-visible:ring-rose-600"
    >
      {title ? <p>{title}</p> : wrong.length > 0 && listTitle ? <p>{listTitle}</p> : null}
      {wrong.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {wrong.map(([name, message]) => {
            const id = targets[name] ?? `field-${name}`;
            return (
              <li key={name}>
                <a href={`#${id}`} onClick={(event) => goTo(event, id)} className="underline">
                  {labels[name] ? `${labels[name]}: ${message}` : message}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
