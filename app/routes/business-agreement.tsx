import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LegalPage } from "~/components/static/legal-page";
import { PARTNER_AGREEMENT, PARTNER_AGREEMENT_UPDATED } from "~/content/partner-agreement";
import { metaTags } from "~/rendering/page-head";
import { legalPageData } from "~/route-helpers/static-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, PARTNER_AGREEMENT, PARTNER_AGREEMENT_UPDATED, (t) => t("pages.partnerAgreement"));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function PartnerAgreement() {
  const { content, updated } = useLoaderData<typeof loader>();
  return <LegalPage titleKey="pages.partnerAgreement" content={content} updated={updated} />;
}
