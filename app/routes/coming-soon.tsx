import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Messages } from "~/i18n/messages";
import { languageFromRequest } from "~/i18n/language.server";
import { requireUser } from "~/lib/auth.server";
import { metaTags } from "~/lib/page-head";
import { pageHead } from "~/lib/page-head.server";
import type { Route } from "./+types/coming-soon";

// Which page title each path shows until its screen is built.
const PAGE_TITLES: ReadonlyArray<[RegExp, keyof Messages["pages"]]> = [
  [/^\/business$/, "business"],
  [/^\/business\/register$/, "businessRegister"],
  [/^\/business\/login$/, "businessLogin"],
  [/^\/business\/dashboard$/, "businessDashboard"],
  [/^\/business\/marketing$/, "businessMarketing"],
  [/^\/business\/consultation$/, "businessConsultation"],
  [/^\/business\/solutions$/, "businessSolutions"],
  [/^\/account\/favorites$/, "accountFavorites"],
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/account")) await requireUser(request, context);
  const page = PAGE_TITLES.find(([pattern]) => pattern.test(pathname.replace(/\/$/, "")))?.[1];
  if (!page) throw data(null, { status: 404 });
  const lang = languageFromRequest(request);
  return { page, head: pageHead(lang, (t) => t(`pages.${page}`)) };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t(`pages.${loaderData.page}`)}</h1>
      <p className="mt-4 text-slate-600">{t("placeholder.text")}</p>
      <Link
        to="/deals"
        className="mt-8 inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
      >
        {t("placeholder.browse")}
      </Link>
    </section>
  );
}
