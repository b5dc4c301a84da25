import { ChevronDown, User } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Form, Link } from "react-router";
import { useMe } from "~/hooks/me";

/** The signed-in user's name with a menu: account, vouchers, their work area, sign out. Works without JavaScript. */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const role = useMe().user?.role;
  return (
    <details className="relative hidden md:block" data-testid="user-menu">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        aria-label={t("auth.userMenu", { name })}
      >
        <User aria-hidden="true" className="size-4" />
        <span className="max-w-28 truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        <Link to="/account" className="block rounded px-3 py-2 hover:bg-slate-100">
          {t("header.account")}
        </Link>
        <Link to="/account/vouchers" className="block rounded px-3 py-2 hover:bg-slate-100">
          {t("pages.accountVouchers")}
        </Link>
        <Link to="/account/favorites" className="block rounded px-3 py-2 hover:bg-slate-100">
          {t("pages.accountFavorites")}
        </Link>
        <Link to="/account/gift-cards" className="block rounded px-3 py-2 hover:bg-slate-100">
          {t("pages.accountGiftCards")}
        </Link>
        {role === "business" && (
          <Link to="/business/dashboard" className="block rounded px-3 py-2 hover:bg-slate-100">
            {t("header.dashboard")}
          </Link>
        )}
        {role === "admin" && (
          <Link to="/admin" className="block rounded px-3 py-2 hover:bg-slate-100">
            {t("header.admin")}
          </Link>
        )}
        <Form method="post" action="/logout">
          <button type="submit" className="block w-full rounded px-3 py-2 text-left hover:bg-slate-100">
            {t("auth.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
