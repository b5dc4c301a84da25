import { Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { lazyPart } from "~/components/on-demand/on-demand";
import { dismissToastsOf, useToasts } from "./toast-store";

// A notice is drawn by code loaded on first use (decision 044): most visits raise none.
const ToastItem = lazyPart((parts) => parts.ToastItem);

/** A notice belongs to its page: a decline must not sit above the next page's receipt. */
function useClearedOnNavigation() {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    dismissToastsOf(shownOn.current);
    shownOn.current = pathname;
  }, [pathname]);
}

/** Where toasts appear; a live region so screen readers announce them. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  useClearedOnNavigation();
  return (
    <section
      aria-label={t("toast.region")}
      className="pointer-events-none fixed right-4 bottom-4 z-[60] w-[22rem] max-w-[calc(100vw-2rem)]"
    >
      <ol className="flex flex-col gap-2">
        <Suspense fallback={null}>
          {toasts.map((item) => (
            <ToastItem key={item.id} toast={item} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
