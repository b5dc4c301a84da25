import { Heart, Menu, ShoppingCart, User } from "lucide-react";
import { Suspense, useCallback, useRef, useState } from "react";
import { useTranslation } from "~/hooks/translation";
import { Link, NavLink } from "react-router";
import type { Language } from "#i18n/languages";
import { useShopCounts } from "~/hooks/shop";
import { useMe } from "~/hooks/me";
import { CountBadge } from "./count-badge";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MAIN_NAV } from "./nav-links";
import { lazyPart } from "~/components/on-demand/on-demand";

// The side menu is drawn by code loaded on first use (decision 044): it is closed at first paint.
const MobileMenu = lazyPart((parts) => parts.MobileMenu);
// So is the signed-in user's menu: the catalogue pages a first visit sees are drawn for guests.
const UserMenu = lazyPart((parts) => parts.UserMenu);

// Signed in, name on its way from /me (or its menu's code): the place kept, no "Sign in" flashing up.
const userPending = <span aria-hidden="true" className="hidden h-9 w-28 md:inline-block" data-testid="user-pending" />;

export function SiteHeader({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened the menu stays mounted (closed), as it was before it was loaded on first use.
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const dismissMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  const me = useMe();
  const userName = me.user?.name ?? null;
  // Signed in: counted on the server; guests: from browser storage.
  const { cart: cartCount, wishlist: wishlistCount } = useShopCounts();

  // The menu sits beside the header, not inside it: the header's backdrop blur would make
  // it the containing block of the menu's fixed overlay.
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <Logo />
          <nav aria-label={t("header.mainNav")} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium ${isActive ? "bg-rose-50 text-rose-700" : "text-slate-700 hover:bg-slate-100"}`
                    }
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <LanguageSwitcher lang={lang} className="hidden sm:flex" />
            <Link
              to="/wishlist"
              className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
              aria-label={
                wishlistCount > 0 ? t("header.wishlistWithCount", { count: wishlistCount }) : t("header.wishlist")
              }
              data-testid="header-wishlist"
            >
              <Heart aria-hidden="true" className="size-5" />
              <CountBadge count={wishlistCount} />
            </Link>
            <Link
              to="/cart"
              className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
              aria-label={cartCount > 0 ? t("header.cartWithCount", { count: cartCount }) : t("header.cart")}
              data-testid="header-cart"
            >
              <ShoppingCart aria-hidden="true" className="size-5" />
              <CountBadge count={cartCount} />
            </Link>
            {userName ? (
              <Suspense fallback={userPending}>
                <UserMenu name={userName} />
              </Suspense>
            ) : me.pending ? (
              userPending
            ) : (
              <Link
                to="/login"
                className="hidden items-center gap-1 rounded-md bg-rose-600 px-3 py-2 text-sm font-semibold text-white hover:bg-rose-700 md:inline-flex"
              >
                <User aria-hidden="true" className="size-4" />
                {t("header.signIn")}
              </Link>
            )}
            <button
              ref={menuButton}
              type="button"
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => {
                setMenuWanted(true);
                setMenuOpen((open) => !open);
              }}
            >
              <Menu aria-hidden="true" className="size-6" />
              <span className="sr-only">{menuOpen ? t("header.closeMenu") : t("header.openMenu")}</span>
            </button>
          </div>
        </div>
      </header>
      <Suspense fallback={null}>
        {menuWanted ? (
          <MobileMenu
            open={menuOpen}
            lang={lang}
            signedIn={userName !== null}
            onClose={closeMenu}
            onDismiss={dismissMenu}
          />
        ) : null}
      </Suspense>
    </>
  );
}
