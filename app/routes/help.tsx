import { CreditCard, Store, Ticket, UserCog } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { Prose, RichText } from "~/components/static/rich-text";
import { PageSection, StaticPage } from "~/components/static/static-page";
import { SupportContact } from "~/components/static/support-contact";
import { TopicGrid } from "~/components/static/topic-grid";
import { HELP } from "~/content/help";
import { metaTags } from "~/rendering/page-head";
import { staticPageData } from "~/route-helpers/static-page-data.server";

const TOPIC_ICONS = { voucher: Ticket, payment: CreditCard, account: UserCog, business: Store };

export function loader({ request }: LoaderFunctionArgs) {
  return staticPageData(request, HELP, (t) => t("pages.help"));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function Help() {
  const { content } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { contact, topics, beforeContact } = content;
  return (
    <StaticPage title={t("pages.help")} lead={content.lead}>
      <PageSection id="contact-support" heading={contact.heading}>
        <SupportContact phone={contact.phone} email={contact.email} />
        <p className="mt-6 text-slate-700">
          <RichText text={contact.form} />
        </p>
      </PageSection>
      <PageSection id="quick-help" heading={topics.heading}>
        <TopicGrid topics={topics.items} icons={TOPIC_ICONS} />
        <p className="mt-6 text-slate-700">
          <RichText text={topics.faq} />
        </p>
      </PageSection>
      <PageSection id="before-contact" heading={beforeContact.heading} intro={beforeContact.text}>
        <Prose blocks={[beforeContact.items]} />
      </PageSection>
    </StaticPage>
  );
}
