import { useTranslation } from "react-i18next";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LegalDocument } from "~/components/static/legal-document";
import { StaticPage } from "~/components/static/static-page";
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
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t("pages.terms")}
      lead={content.lead}
      note={
        <>
          {content.updated}: <time dateTime={updated.iso}>{updated.text}</time>
        </>
      }
    >
      <LegalDocument tocHeading={content.tocHeading} sections={content.sections} />
    </StaticPage>
  );
}
