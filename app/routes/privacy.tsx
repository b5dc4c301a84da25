import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LegalPage } from "~/components/static/legal-page";
import { PRIVACY, PRIVACY_UPDATED } from "~/content/privacy";
import { formatDate } from "#i18n/format";
import { metaTags } from "~/rendering/page-head";
import { staticPageData } from "~/route-helpers/static-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  const { lang, content, head } = staticPageData(request, PRIVACY, (t) => t("pages.privacy"));
  return {
    content,
    updated: { iso: PRIVACY_UPDATED, text: formatDate(new Date(PRIVACY_UPDATED), lang) },
    head,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function Privacy() {
  const { content, updated } = useLoaderData<typeof loader>();
  return <LegalPage titleKey="pages.privacy" content={content} updated={updated} />;
}
