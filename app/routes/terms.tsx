import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LegalPage } from "~/components/static/legal-page";
import { TERMS, TERMS_UPDATED } from "~/content/terms";
import { metaTags } from "~/rendering/page-head";
import { legalPageData } from "~/route-helpers/static-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, TERMS, TERMS_UPDATED, (t) => t("pages.terms"));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function Terms() {
  const { content, updated } = useLoaderData<typeof loader>();
  return <LegalPage titleKey="pages.terms" content={content} updated={updated} />;
}
