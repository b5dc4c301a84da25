import { useTranslation } from "~/hooks/translation";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CallToAction } from "~/components/static/call-to-action";
import { FaqList } from "~/components/static/faq-list";
import { StaticPage } from "~/components/static/static-page";
import { FAQ } from "~/content/faq";
import { metaTags } from "~/rendering/page-head";
import { staticPageData } from "~/route-helpers/static-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return staticPageData(request, FAQ, (t) => t("pages.faq"));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function Faq() {
  const { content } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <StaticPage title={t("pages.faq")} lead={content.lead}>
      <FaqList items={content.questions} />
      <CallToAction
        id="more-help"
        heading={content.moreHelp.heading}
        text={content.moreHelp.text}
        primary={{ to: "/help", label: content.moreHelp.help }}
        secondary={{ to: "/contact", label: content.moreHelp.contact }}
      />
    </StaticPage>
  );
}
