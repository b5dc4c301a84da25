import { useTranslation } from "~/hooks/translation";
import { SOLUTION_PACKAGES } from "#domain/partners/service-packages";
import { BusinessPage } from "~/components/business/business-page";
import { ServicePackageSection } from "~/components/business/service-package-card";
import { CallToAction } from "~/components/static/call-to-action";
import { metaTags } from "~/rendering/page-head";
import { canonicalPageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-solutions";

export function loader({ request }: Route.LoaderArgs) {
  return { head: canonicalPageHead(request, "consultation.solutions.title", "consultation.solutions.lead") };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function BusinessSolutions() {
  const { t } = useTranslation();
  return (
    <BusinessPage title={t("consultation.solutions.title")} lead={t("consultation.solutions.lead")}>
      <ServicePackageSection
        id="packages"
        heading={t("consultation.solutions.packagesTitle")}
        ids={SOLUTION_PACKAGES}
      />
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
