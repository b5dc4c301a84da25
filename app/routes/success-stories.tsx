import { useTranslation } from "~/hooks/translation";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CallToAction } from "~/components/static/call-to-action";
import { CaseStudy } from "~/components/static/case-study";
import { StaticPage } from "~/components/static/static-page";
import { SUCCESS_STORIES } from "~/content/success-stories";
import { metaTags } from "~/rendering/page-head";
import { staticPageData } from "~/route-helpers/static-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return staticPageData(request, SUCCESS_STORIES, (t) => t("pages.successStories"));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function SuccessStories() {
  const { content } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <StaticPage title={t("pages.successStories")} lead={content.lead}>
      {content.stories.map((story) => (
        <CaseStudy key={story.id} story={story} labels={content.labels} />
      ))}
      <CallToAction
        id="join"
        heading={content.cta.heading}
        text={content.cta.text}
        primary={{ to: "/business/register", label: content.cta.register }}
        secondary={{ to: "/business/consultation", label: content.cta.consultation }}
      />
    </StaticPage>
  );
}
