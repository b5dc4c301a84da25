import { data } from "react-router";
import { myDataRequestSchema, requestAccountDeletion, requestDataExport } from "#domain/accounts/my-data.server";
import { translator } from "#i18n/dictionaries.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { requireUser } from "~/guards/auth.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/account-my-data-request";

/**
 * POST /account/my-data from the settings page: "Last ned mine data" or "Slett kontoen min".
 * Either e-mails a link to the account's address; nothing else happens until it is opened.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const parsed = myDataRequestSchema.safeParse(formFields(await readForm(request)));
  if (!parsed.success) {
    return data({ ok: false as const, errors: fieldErrors(parsed.error, lang), message: undefined }, { status: 400 });
  }
  const ctx = { language: lang, origin: context.origin, support: context.config.supportEmail };
  if (parsed.data.intent === "export") {
    await requestDataExport(context.db, context.mailer, context.signer, user.id, ctx);
    return { ok: true as const, sent: "export" as const, email: user.email };
  }
  const result = await requestAccountDeletion(
    context.db,
    context.mailer,
    context.signer,
    user.id,
    parsed.data.password,
    ctx,
  );
  if (result.ok) return { ok: true as const, sent: "delete" as const, email: user.email };
  if (result.reason === "passwordWrong") {
    return data(
      { ok: false as const, errors: { password: t("myData.passwordWrong") }, message: undefined },
      { status: 400 },
    );
  }
  const message = t(`myData.${result.reason}`, { support: context.config.supportEmail });
  return data({ ok: false as const, errors: {}, message }, { status: 403 });
}
