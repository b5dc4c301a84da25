// The dashboard's form posts: change plan, confirm it, create an API key, revoke one. Each reads the
// form through readForm, calls the domain and answers with a message in the user's language.
import { data, type AppLoadContext } from "react-router";
import { planIncludes, type BusinessPlanId } from "#domain/partners/business-plans";
import {
  apiKeyNameSchema,
  createApiKey,
  MAX_KEYS_PER_PARTNER,
  revokeApiKey,
} from "#domain/partners/partner-api-keys.server";
import { changePlan, isPlanId } from "#domain/partners/partner-plans.server";
import { confirmPlan } from "#domain/partners/plan-confirmation.server";
import { formatPrice } from "#i18n/format";
import type { PartnerAccount } from "#domain/partners/partners.server";
import type { ApiKeyResult } from "~/components/dashboard/api-keys-panel";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";

type PlanResult = { intent: "changePlan"; ok: boolean; message: string };
type ConfirmResult = { intent: "confirmPlan"; ok: boolean; message: string };
type KeyResult = { intent: "apiKey"; result: ApiKeyResult };

export async function dashboardAction(
  request: Request,
  context: AppLoadContext,
  partner: PartnerAccount,
  userId: string,
) {
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const fields = formFields(await readForm(request));
  const planName = (id: BusinessPlanId) => t(`home.plans.${id}`);

  if (fields.intent === "changePlan") {
    const wanted = fields.plan;
    if (!isPlanId(wanted)) {
      return data<PlanResult>({ intent: "changePlan", ok: false, message: t("dashboard.plan.invalid") }, 400);
    }
    if (wanted === partner.plan) {
      return data<PlanResult>({
        intent: "changePlan",
        ok: true,
        message: t("dashboard.plan.unchanged", { plan: planName(wanted) }),
      });
    }
    const result = await changePlan(context.db, partner.id, wanted);
    if (!result.ok) {
      const message = t("dashboard.plan.tooManyDeals", {
        count: result.dealsOnPlan,
        plan: planName(wanted),
        max: result.maxDeals,
      });
      return data<PlanResult>({ intent: "changePlan", ok: false, message }, 409);
    }
    return data<PlanResult>({
      intent: "changePlan",
      ok: true,
      message: t("dashboard.plan.changed", { plan: planName(wanted) }),
    });
  }

  if (fields.intent === "confirmPlan") {
    const shown = fields.plan;
    if (!isPlanId(shown)) {
      return data<ConfirmResult>({ intent: "confirmPlan", ok: false, message: t("dashboard.plan.invalid") }, 400);
    }
    const result = await confirmPlan(context.db, context.mailer, {
      partnerId: partner.id,
      userId,
      plan: shown,
      lang,
      dashboardUrl: `${context.origin}/business/dashboard`,
    });
    if (!result.ok) {
      const message = t(
        result.reason === "alreadyConfirmed"
          ? "dashboard.plan.alreadyConfirmed"
          : result.reason === "planChanged"
            ? "dashboard.plan.confirmChanged"
            : "form.failed",
      );
      return data<ConfirmResult>({ intent: "confirmPlan", ok: result.reason === "alreadyConfirmed", message }, 409);
    }
    const message = t("dashboard.plan.confirmed", {
      plan: planName(result.plan),
      price: formatPrice(result.priceOre, lang),
    });
    return data<ConfirmResult>({ intent: "confirmPlan", ok: true, message });
  }

  if (fields.intent === "createKey" || fields.intent === "revokeKey") {
    const answer = (result: ApiKeyResult, status = 200) => data<KeyResult>({ intent: "apiKey", result }, status);
    if (!planIncludes(partner.plan, "apiAccess")) {
      return answer({ ok: false, message: t("dashboard.api.notIncluded", { plan: planName("growth") }) }, 403);
    }
    if (fields.intent === "revokeKey") {
      const revoked = await revokeApiKey(context.db, partner.id, fields.keyId ?? "");
      return revoked
        ? answer({ ok: true, message: t("dashboard.api.revoked") })
        : answer({ ok: false, message: t("dashboard.api.revokeFailed") }, 404);
    }
    const parsed = apiKeyNameSchema.safeParse(fields);
    if (!parsed.success) {
      return answer({ ok: false, errors: fieldErrors(parsed.error, lang), values: { name: fields.name } }, 400);
    }
    const created = await createApiKey(context.db, partner.id, parsed.data.name);
    if (!created.ok && created.reason === "partnerNotApproved") {
      return answer({ ok: false, message: t("dashboard.api.notApproved"), values: { name: fields.name } }, 403);
    }
    if (!created.ok) {
      return answer(
        {
          ok: false,
          message: t("dashboard.api.tooMany", { max: MAX_KEYS_PER_PARTNER }),
          values: { name: fields.name },
        },
        409,
      );
    }
    return answer({ ok: true, created: { name: created.summary.name, key: created.key } });
  }

  return data<PlanResult>({ intent: "changePlan", ok: false, message: t("form.failed") }, 400);
}
