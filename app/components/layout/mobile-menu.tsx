import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/hooks/translation";
import { Form, Link, useLocation } from "react-router";
import type { Language } from "#i18n/languages";
import { LanguageSwitcher } from "./language-switcher";
import { MAIN_NAV } from "./nav-links";

const EXTRA_LINKS = [
  { to: "/cart", key: "header.cart" },
  { to: "/wishlist", key: "header.wishlist" },
  { to: "/account", key: "header.account" },
] as const;

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden])";

/**
 * The side menu for small screens: the six navigation links, then sign in, cart, wishlist, account.
 * While open it is a modal dialog: focus starts in it and Tab cycles within it. `onClose` closes it
 * after a link was followed; `onDismiss` (Escape, the close button, the backdrop) also gives focus
 * back to the button that opened it. Both must keep their identity between renders.
 */
export function MobileMenu({
  open,
  lang,
  signedIn,
  onClose,
  onDismiss,
}: {
  open: boolean;
  lang: Language;
  signedIn: boolean;
  onClose: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const panel = useRef<HTMLElement>(null);

  // Following a link closes the menu. (It is first mounted when opened, which must not close it.)
  const shownOn = useRef(location.pathname);
  useEffect(() => {
    if (shownOn.current === location.pathname) return;
    shownOn.current = location.pathname;
    onClose();
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const menu = panel.current;
    if (!open || !menu) return;
    menu.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onDismiss();
        return;
      }
      if (event.key !== "Tab") return;
      const focusable = [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const inside = menu.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onDismiss]);

  if (!open) return null;
  return (
    <div className="lg:hidden" id="mobile-menu" role="dialog" aria-modal="true" aria-label={t("header.menu")}>
      <div
        className="fixed inset-0 z-40 bg-slate-900/50"
        data-testid="menu-backdrop"
        aria-hidden="true"
        onClick={onDismiss}
      />
      <nav
        ref={panel}
        aria-label={t("header.menu")}
        className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto bg-white p-4 shadow-xl"
      >
        <div className="mb-2 flex items-center justify-between">
          <span className="text-lg font-bold">{t("header.menu")}</span>
          <button type="button" onClick={onDismiss} className="rounded-md p-2 hover:bg-slate-100">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("header.closeMenu")}</span>
          </button>
        </div>
        <ul className="flex flex-col gap-1">
          {[...MAIN_NAV, ...(signedIn ? [] : [{ to: "/signin", key: "header.signIn" } as const]), ...EXTRA_LINKS].map(
            (item) => (
              <li key={item.to}>
                <Link to={item.to} className="block rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-slate-100">
                  {t(item.key)}
                </Link>
              </li>
            ),
          )}
        </ul>
        {signedIn ? (
          <Form method="post" action="/logout" className="mt-2" onSubmit={onClose}>
            <button
              type="submit"
              className="block w-full rounded-md px-3 py-2 text-left font-medium text-slate-800 hover:bg-slate-100"
            >
              {t("auth.signOut")}
            </button>
          </Form>
        ) : null}
        <LanguageSwitcher lang={lang} className="mt-4" />
      </nav>
    </div>
  );
}
