import { useTranslation } from "~/hooks/translation";
import { Link, redirect } from "react-router";
import { BUSINESS_PLANS, type BusinessPlanId } from "#domain/partners/business-plans";
import { findPartnerOwnedBy } from "#domain/partners/partners.server";
import { RegistrationWizard } from "~/components/business/registration-wizard";
import { getCurrentUser } from "~/guards/auth.server";
import { metaTags } from "~/rendering/page-head";
import { canonicalPageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-register";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(request, context);
  // A partner who already has a business goes to it (the same rule as the business sign-in).
  if (user?.role === "business" && (await findPartnerOwnedBy(context.db, user.id)))
    throw redirect("/business/dashboard");
  const asked = new URL(request.url).searchParams.get("plan");
  // ?plan= from the plan cards preselects that plan; anything unknown falls back to Starter.
  const plan: BusinessPlanId = BUSINESS_PLANS.find((p) => p.id === asked)?.id ?? "starter";
  return {
    plan,
    head: canonicalPageHead(
      request,
      (t) => t("business.register.title"),
      (t) => t("business.register.intro"),
    ),
  };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function BusinessRegister({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    // The sign-in card's look, wider: step 2 has more fields side by side.
    <div className="mx-auto max-w-2xl px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{t("business.register.title")}</h1>
        <p className="mt-2 text-slate-700">{t("business.register.intro")}</p>
        <div className="mt-6">
          <RegistrationWizard initialPlan={loaderData.plan} />
        </div>
        <p className="mt-6 text-center text-sm text-slate-700">
          {t("business.register.haveAccount")}{" "}
          <Link to="/business/login" className="font-semibold text-rose-700 hover:underline">
            {t("business.register.signInLink")}
          </Link>
        </p>
      </div>
    </div>
  );
}
