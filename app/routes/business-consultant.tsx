import { CalendarCheck, Check, Languages } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { ConsultantAvatar } from "~/components/business/consultant-avatar";
import { metaTags } from "~/rendering/page-head";
import { canonicalPageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-consultant";

const HELPS = ["website", "seo", "social", "deals", "payments"] as const;

export function loader({ request }: Route.LoaderArgs) {
  return {
    head: canonicalPageHead(
      request,
      (t) => `${t("consultation.consultant.name")}, ${t("consultation.consultant.role")}`,
      (t) => t("consultation.consultant.lead"),
    ),
  };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

/** The (fictional) consultant a partner meets in the free consultation. */
export default function BusinessConsultant() {
  const { t } = useTranslation();
  const name = t("consultation.consultant.name");
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <div className="flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        <ConsultantAvatar name={name} label={t("consultation.consultant.photoAlt")} size="lg" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{name}</h1>
          <p className="mt-1 text-lg font-medium text-rose-700">{t("consultation.consultant.role")}</p>
          <p className="mt-3 max-w-2xl leading-relaxed text-slate-700">{t("consultation.consultant.lead")}</p>
        </div>
      </div>

      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="experience-heading">
          <h2 id="experience-heading" className="text-xl font-bold text-slate-900">
            {t("consultation.consultant.experienceTitle")}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{t("consultation.consultant.experience")}</p>
          <h2 id="languages-heading" className="mt-8 flex items-center gap-2 text-xl font-bold text-slate-900">
            <Languages aria-hidden="true" className="size-5 text-rose-700" />
            {t("consultation.consultant.languagesTitle")}
          </h2>
          <p className="mt-3 text-slate-700">{t("consultation.consultant.languages")}</p>
        </section>
        <section aria-labelledby="helps-heading">
          <h2 id="helps-heading" className="text-xl font-bold text-slate-900">
            {t("consultation.consultant.helpsTitle")}
          </h2>
          <ul className="mt-3 space-y-2 text-slate-700">
            {HELPS.map((help) => (
              <li key={help} className="flex gap-2">
                <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
                {t(`consultation.consultant.helps.${help}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <Link
        to="/business/consultation"
        className="mt-10 inline-flex items-center gap-2 rounded-md bg-rose-600 px-5 py-3 font-semibold text-white hover:bg-rose-700"
      >
        <CalendarCheck aria-hidden="true" className="size-5" />
        {t("consultation.consultant.book")}
      </Link>
    </div>
  );
}
