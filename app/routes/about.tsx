import { BadgePercent, Headphones, ShieldCheck, Sparkles } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CallToAction } from "~/components/static/call-to-action";
import { CardGrid } from "~/components/static/card-grid";
import { Prose } from "~/components/static/rich-text";
import { PageSection, StaticPage } from "~/components/static/static-page";
import { ABOUT } from "~/content/about";
import { metaTags } from "~/rendering/page-head";
import { staticPageData } from "~/route-helpers/static-page-data.server";

const HIGHLIGHT_ICONS = { savings: BadgePercent, verified: ShieldCheck, fresh: Sparkles, support: Headphones };

export function loader({ request }: LoaderFunctionArgs) {
  return staticPageData(request, ABOUT, (t) => t("pages.about"));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function About() {
  const { content } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <StaticPage title={t("pages.about")} lead={content.lead}>
      <PageSection id="highlights" heading={content.highlightsHeading}>
        <CardGrid items={content.highlights} icons={HIGHLIGHT_ICONS} />
      </PageSection>
      {content.sections.map((section) => (
        <PageSection key={section.id} id={section.id} heading={section.heading}>
          <Prose blocks={section.paragraphs} />
        </PageSection>
      ))}
      <div className="grid gap-6 md:grid-cols-2">
        <CallToAction
          id="about-customers"
          heading={content.customers.heading}
          text={content.customers.text}
          primary={{ to: "/deals", label: content.customers.link }}
        />
        <CallToAction
          id="about-business"
          heading={content.business.heading}
          text={content.business.text}
          primary={{ to: "/business", label: content.business.link }}
          tone="dark"
        />
      </div>
    </StaticPage>
  );
}
