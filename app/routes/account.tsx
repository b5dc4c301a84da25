import { Gift, Heart, Settings, Ticket } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Form, Link } from "react-router";
import { languageFromRequest } from "~/requests/language.server";
import { requireUser } from "~/guards/auth.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { name: user.name, head: pageHead(languageFromRequest(request), (t) => t("pages.account")) };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

const SECTIONS = [
  { to: "/account/vouchers", title: "pages.accountVouchers", text: "account.vouchersText", Icon: Ticket },
  { to: "/account/favorites", title: "pages.accountFavorites", text: "account.favoritesText", Icon: Heart },
  { to: "/account/gift-cards", title: "pages.accountGiftCards", text: "giftCards.account.sectionText", Icon: Gift },
  { to: "/account/settings", title: "pages.accountSettings", text: "account.settingsText", Icon: Settings },
] as const;

export default function Account({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("account.greeting", { name: loaderData.name })}</h1>
      <p className="mt-2 text-slate-700">{t("account.intro")}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {SECTIONS.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="block h-full rounded-xl border border-slate-200 p-5 shadow-sm hover:border-rose-300 hover:shadow-md"
            >
              <Icon aria-hidden="true" className="size-6 text-rose-700" />
              <span className="mt-3 block font-semibold">{t(title)}</span>
              <span className="mt-1 block text-sm text-slate-700">{t(text)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" action="/logout" className="mt-8">
        <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100">
          {t("auth.signOut")}
        </button>
      </Form>
    </div>
  );
}
