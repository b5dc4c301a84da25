import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { MARKETING_PACKAGES } from "#domain/partners/service-packages";
import { BusinessPage } from "~/components/business/business-page";
import { ServicePackageGrid } from "~/components/business/service-package-card";
import { CallToAction } from "~/components/static/call-to-action";
import { metaTags } from "~/rendering/page-head";
import { canonicalPageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-marketing";

const WORK = ["spa", "kayak", "bakery"] as const;

export function loader({ request }: Route.LoaderArgs) {
  return {
    head: canonicalPageHead(
      request,
      (t) => t("consultation.marketing.title"),
      (t) => t("consultation.marketing.lead"),
    ),
  };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function BusinessMarketing() {
  const { t } = useTranslation();
  return (
    <BusinessPage title={t("consultation.marketing.title")} lead={t("consultation.marketing.lead")}>
      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("consultation.marketing.servicesTitle")}
        </h2>
        <ServicePackageGrid ids={MARKETING_PACKAGES} labelledBy="services-heading" />
      </section>

      <section aria-labelledby="work-heading">
        <h2 id="work-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("consultation.marketing.workTitle")}
        </h2>
        <p className="mt-3 text-slate-700">{t("consultation.marketing.workIntro")}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {WORK.map((id) => (
            <li key={id} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(`consultation.marketing.work.${id}.name`)}</h3>
              <p className="mt-1 text-sm font-medium text-rose-700">{t(`consultation.marketing.work.${id}.service`)}</p>
              <p className="mt-3 text-slate-700">{t(`consultation.marketing.work.${id}.text`)}</p>
            </li>
          ))}
        </ul>
        <Link
          to="/success-stories"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-rose-700 underline hover:text-rose-800"
        >
          {t("consultation.marketing.storiesLink")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>

      <CallToAction
        id="book-consultation"
        heading={t("consultation.marketing.ctaTitle")}
        text={t("consultation.marketing.ctaText")}
        primary={{ to: "/business/consultation", label: t("consultation.marketing.ctaButton") }}
      />
    </BusinessPage>
  );
}
