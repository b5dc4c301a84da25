import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { SlidersHorizontal, X } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { useHydrated } from "~/hooks/use-hydrated";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea';
/** Tailwind's lg: from here the filters are a side panel, below it a sheet. */
const WIDE = "(min-width: 64rem)";
/** The panel's id: the phone's link to it before the JavaScript runs. */
const FILTERS_ID = "deal-filters";
const TOGGLE_CLASS =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 lg:hidden";

/**
 * The filters: a side panel on wide screens; on phones a "Filtrer (n)" button that opens them
 * as a full-screen sheet (a modal dialog: focus stays inside, Escape closes, focus goes back to
 * the button). Before the JavaScript runs the phone shows them under the results instead, with a
 * link down to them in the button's place, so the results start on the first screen either way.
 */
export function FilterSheet({
  activeCount,
  results,
  children,
}: {
  activeCount: number;
  /** The results, beside the panel on wide screens and first on phones. */
  results: ReactNode;
  children: (sheet: { open: boolean; close: () => void }) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      sheet.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      const overflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
      return () => {
        document.body.style.overflow = overflow;
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
    return undefined;
  }, [open]);

  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !sheet.current) return;
    const focusable = [...sheet.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const headingId = `${id}-heading`;
  const toggleLabel = (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {activeCount > 0 ? t("deals.filterCount", { count: activeCount }) : t("deals.filter")}
    </>
  );
  return (
    <div className="space-y-4">
      {/* Before the JavaScript runs, a link down to the filters under the results: the same size
          as the button that replaces it, so nothing below moves when the page comes alive. */}
      {hydrated ? (
        <button
          ref={button}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          className={TOGGLE_CLASS}
        >
          {toggleLabel}
        </button>
      ) : (
        <a href={`#${FILTERS_ID}`} className={TOGGLE_CLASS}>
          {toggleLabel}
        </a>
      )}
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside
          id={FILTERS_ID}
          ref={sheet}
          aria-labelledby={open ? headingId : undefined}
          aria-label={open ? undefined : t("deals.filters")}
          role={open ? "dialog" : undefined}
          aria-modal={open ? true : undefined}
          onKeyDown={onKeyDown}
          className={
            open
              ? "fixed inset-0 z-50 overflow-y-auto bg-white p-4"
              : `${hydrated ? "max-lg:hidden" : "max-lg:order-last"} self-start rounded-xl border border-slate-200 bg-white p-4`
          }
        >
          {open ? (
            <div className="mb-4 flex items-center justify-between">
              <h2 id={headingId} className="text-lg font-semibold">
                {t("deals.filters")}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={t("deals.closeFilters")}
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
          ) : null}
          {children({ open, close })}
        </aside>
        {results}
      </div>
    </div>
  );
}
