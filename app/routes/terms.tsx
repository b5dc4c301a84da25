import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LegalPage } from "~/components/static/legal-page";
import { TERMS, TERMS_UPDATED } from "~/content/terms";
import { formatDate } from "~/i18n/format";
import { languageFromRequest } from "~/i18n/language.server";
import { metaTags } from "~/lib/page-head";
import { pageHead } from "~/lib/page-head.server";

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
