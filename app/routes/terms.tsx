import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LegalPage } from "~/components/static/legal-page";
import { TERMS, TERMS_UPDATED } from "~/content/terms";
import { formatDate } from "#i18n/format";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";

export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageFromRequest(request);
  const content = TERMS[lang];
  return {
    content,
    updated: { iso: TERMS_UPDATED, text: formatDate(new Date(TERMS_UPDATED), lang) },
    head: pageHead(
      lang,
      (t) => t("pages.terms"),
      () => content.description,
    ),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function Terms() {
  const { content, updated } = useLoaderData<typeof loader>();
  return <LegalPage titleKey="pages.terms" content={content} updated={updated} />;
}
