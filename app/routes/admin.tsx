// The admin console's frame: its navigation and the page inside. Every child checks the role itself.
import { useTranslation } from "~/hooks/translation";
import { NavLink, Outlet } from "react-router";
import { requireAdmin } from "~/guards/admin.server";
import type { Route } from "./+types/admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta = () => [{ name: "robots", content: "noindex" }];

const SECTIONS = [
  ["/admin", "overview"],
  ["/admin/partners", "partners"],
  ["/admin/deals", "deals"],
  ["/admin/customers", "customers"],
  ["/admin/orders", "orders"],
  ["/admin/inbox", "inbox"],
  ["/admin/outbox", "outbox"],
  ["/admin/newsletter", "newsletter"],
  ["/admin/audit", "audit"],
  ["/admin/payouts", "payouts"],
  ["/admin/promo-codes", "promoCodes"],
  ["/admin/reviews", "reviews"],
] as const;

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 md:flex-row">
      <nav aria-label={t("admin.nav.label")} className="md:w-56 md:shrink-0">
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {SECTIONS.map(([to, key]) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-rose-600 text-white" : "text-slate-800 hover:bg-slate-100"}`
                }
              >
                {t(`admin.nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
