import { useTranslation } from "react-i18next";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LegalDocument } from "~/components/static/legal-document";
import { StaticPage } from "~/components/static/static-page";
import { PRIVACY, PRIVACY_UPDATED } from "~/content/privacy";
import { formatDate } from "~/i18n/format";
import { languageFromRequest } from "~/i18n/language.server";
import { metaTags } from "~/lib/page-head";
import { pageHead } from "~/lib/page-head.server";

export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageFromRequest(request);
  const content = PRIVACY[lang];
  return {
    content,
    updated: { iso: PRIVACY_UPDATED, text: formatDate(new Date(PRIVACY_UPDATED), lang) },
    head: pageHead(
      lang,
      (t) => t("pages.privacy"),
      () => content.description,
    ),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function Privacy() {
  const { content, updated } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t("pages.privacy")}
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
