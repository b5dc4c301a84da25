import { useTranslation } from "~/hooks/translation";
import { LegalDocument, type LegalSection } from "./legal-document";
import { StaticPage } from "./static-page";

export interface LegalContent {
  lead: string;
  updated: string;
  tocHeading: string;
  sections: ReadonlyArray<LegalSection>;
}

/** Terms and privacy: title, lead, "last updated" and the numbered sections. */
export function LegalPage({
  titleKey,
  content,
  updated,
}: {
  titleKey: "pages.terms" | "pages.privacy" | "pages.partnerAgreement";
  content: LegalContent;
  updated: { iso: string; text: string };
}) {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t(titleKey)}
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
