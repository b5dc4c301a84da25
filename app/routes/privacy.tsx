import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LegalPage } from "~/components/static/legal-page";
import { PRIVACY, PRIVACY_UPDATED } from "~/content/privacy";
import { metaTags } from "~/rendering/page-head";
import { legalPageData } from "~/route-helpers/static-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, PRIVACY, PRIVACY_UPDATED, (t) => t("pages.privacy"));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function Privacy() {
  const { content, updated } = useLoaderData<typeof loader>();
  return <LegalPage titleKey="pages.privacy" content={content} updated={updated} />;
}
