import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LegalPage } from "~/components/static/legal-page";
import { TERMS, TERMS_UPDATED } from "~/content/terms";
import { formatDate } from "#i18n/format";
import { metaTags } from "~/rendering/page-head";
import { staticPageData } from "~/route-helpers/static-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  const { lang, content, head } = staticPageData(request, TERMS, (t) => t("pages.terms"));
  return {
    content,
    updated: { iso: TERMS_UPDATED, text: formatDate(new Date(TERMS_UPDATED), lang) },
    head,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function Terms() {
  const { content, updated } = useLoaderData<typeof loader>();
  return <LegalPage titleKey="pages.terms" content={content} updated={updated} />;
}
