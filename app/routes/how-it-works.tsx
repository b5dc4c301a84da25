import {
  ChartNoAxesColumnIncreasing,
  ClipboardCheck,
  CreditCard,
  PartyPopper,
  QrCode,
  Search,
  ShoppingBag,
  Ticket,
  UserPlus,
} from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CallToAction } from "~/components/static/call-to-action";
import { RichText } from "~/components/static/rich-text";
import { PageSection, StaticPage } from "~/components/static/static-page";
import { StepList } from "~/components/static/step-list";
import { HOW_IT_WORKS } from "~/content/how-it-works";
import { metaTags } from "~/rendering/page-head";
import { staticPageData } from "~/route-helpers/static-page-data.server";

const CUSTOMER_ICONS = { browse: Search, purchase: CreditCard, voucher: Ticket, enjoy: PartyPopper };
const BUSINESS_ICONS = {
  register: UserPlus,
  publish: ClipboardCheck,
  sell: ShoppingBag,
  redeem: QrCode,
  dashboard: ChartNoAxesColumnIncreasing,
};

export function loader({ request }: LoaderFunctionArgs) {
  return staticPageData(request, HOW_IT_WORKS, (t) => t("pages.howItWorks"));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.head);

export default function HowItWorks() {
  const { content } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { customers, business, trial } = content;
  return (
    <StaticPage title={t("pages.howItWorks")} lead={content.lead}>
      <PageSection id="customers" heading={customers.heading} intro={customers.intro}>
        <StepList steps={customers.steps} icons={CUSTOMER_ICONS} />
        <p className="mt-6 text-slate-700">
          <RichText text={customers.note} />
        </p>
      </PageSection>
      <PageSection id="business" heading={business.heading} intro={business.intro}>
        <StepList steps={business.steps} icons={BUSINESS_ICONS} />
      </PageSection>
      <CallToAction
        id="trial"
        heading={trial.heading}
        text={trial.text}
        primary={{ to: "/business/register", label: trial.register }}
        secondary={{ to: "/business", label: trial.learnMore }}
      />
    </StaticPage>
  );
}
