import { data, redirect } from "react-router";
import { myDataRequestSchema, requestAccountDeletion, requestDataExport } from "#domain/accounts/my-data.server";
import { translator } from "#i18n/dictionaries.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { requireUser } from "~/guards/auth.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/account-my-data-request";

/** Without JavaScript the form's post is the page's navigation: the settings page tells the outcome. */
const backToSettings = (query: string) => redirect(`/account/settings?${query}#my-data`);

/**
 * POST /account/my-data from the settings page: "Last ned mine data" or "Slett kontoen min".
 * Either e-mails a link to the account's address; nothing else happens until it is opened.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const navigating = request.headers.get("Sec-Fetch-Mode") === "navigate";
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const parsed = myDataRequestSchema.safeParse(formFields(await readForm(request)));
  if (!parsed.success) {
    if (navigating) return backToSettings("myData=passwordMissing");
    return data({ ok: false as const, errors: fieldErrors(parsed.error, lang), message: undefined }, { status: 400 });
  }
  const ctx = { language: lang, origin: context.origin, support: context.config.supportEmail };
  if (parsed.data.intent === "export") {
    await requestDataExport(context.db, context.mailer, context.signer, user.id, ctx);
    if (navigating) return backToSettings("myDataSent=export");
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
  if (navigating) return backToSettings(result.ok ? "myDataSent=delete" : `myData=${result.reason}`);
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
