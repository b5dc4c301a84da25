import { useTranslation } from "~/hooks/translation";
import { Link, redirect } from "react-router";
import { findStaffPartnerId } from "#domain/partners/staff.server";
import { AuthCard } from "~/components/auth/auth-card";
import { SignInForm } from "~/components/auth/sign-in-form";
import { languageFromRequest } from "~/requests/language.server";
import { safeRedirectPath } from "~/guards/auth.server";
import { findSignedInPartner } from "~/guards/partner-auth.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { signInAction } from "~/route-helpers/sign-in.server";
import type { Route } from "./+types/business-login";

const DASHBOARD = "/business/dashboard";
/** Staff's page: the counter. */
const COUNTER = "/business/redeem";
const PARTNER_ROLES = ["business", "admin"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Signed-in partners have nothing to do here. Only those who own a business or work at one go
  // on: the business pages send anyone else back here, and that must not become a redirect loop.
  const { partner, memberRole } = await findSignedInPartner(request, context);
  // A suspended (rejected) partner stays here and is told why: every business page sends it here.
  if (partner && partner.status !== "rejected") {
    const home = memberRole === "staff" ? COUNTER : DASHBOARD;
    throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), home));
  }
  return {
    head: pageHead(languageFromRequest(request), (t) => t("business.login.title")),
    suspended: partner ? { reason: partner.rejectionReason } : null,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context, {
    fallbackRedirect: DASHBOARD,
    roles: PARTNER_ROLES,
    adminRedirect: "/admin",
    alsoAdmits: async (user) => ((await findStaffPartnerId(context.db, user.id)) ? COUNTER : null),
  });
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function BusinessLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { suspended } = loaderData;
  return (
    <AuthCard title={t("business.login.title")} intro={t("business.login.intro")}>
      {suspended ? (
        <div
          role="alert"
          data-testid="partner-suspended"
          className="mb-6 rounded-md bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-semibold">{t("business.login.suspendedTitle")}</p>
          <p className="mt-1">{t("business.login.suspendedText")}</p>
          {suspended.reason ? (
            <p className="mt-1">{t("business.login.suspendedReason", { reason: suspended.reason })}</p>
          ) : null}
        </div>
      ) : null}
      <SignInForm
        result={actionData}
        fallbackRedirect={DASHBOARD}
        notice={
          actionData?.error === "wrongRole" ? (
            <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
              {t("business.login.customerAccount")}{" "}
              <Link to="/login" className="underline">
                {t("business.login.customerLink")}
              </Link>
            </p>
          ) : undefined
        }
      />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("business.login.noAccount")}{" "}
        <Link to="/business/register" className="font-semibold text-rose-700 hover:underline">
          {t("business.login.registerLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
