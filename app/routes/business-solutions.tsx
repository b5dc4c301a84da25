import { useTranslation } from "~/hooks/translation";
import { SOLUTION_PACKAGES } from "#domain/partners/service-packages";
import { BusinessPage } from "~/components/business/business-page";
import { ServicePackageGrid } from "~/components/business/service-package-card";
import { CallToAction } from "~/components/static/call-to-action";
import { metaTags } from "~/rendering/page-head";
import { canonicalPageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-solutions";

export function loader({ request }: Route.LoaderArgs) {
  return {
    head: canonicalPageHead(
      request,
      (t) => t("consultation.solutions.title"),
      (t) => t("consultation.solutions.lead"),
    ),
  };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function BusinessSolutions() {
  const { t } = useTranslation();
  return (
    <BusinessPage title={t("consultation.solutions.title")} lead={t("consultation.solutions.lead")}>
      <section aria-labelledby="packages-heading">
        <h2 id="packages-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("consultation.solutions.packagesTitle")}
        </h2>
        <ServicePackageGrid ids={SOLUTION_PACKAGES} labelledBy="packages-heading" />
      </section>
      <CallToAction
        id="free-consultation"
        heading={t("consultation.solutions.freeTitle")}
        text={t("consultation.solutions.freeText")}
        primary={{ to: "/business/consultation", label: t("consultation.solutions.freeLink") }}
        tone="dark"
      />
    </BusinessPage>
  );
}
