// The owner's staff page (issue 22): invite by e-mail, see staff and pending invitations,
// withdraw an invitation, remove a staff member (who is signed out at once). Owner only.
import { data, Form, useNavigation } from "react-router";
import { cancelInvite, inviteStaff, listStaff, removeStaff, staffInviteSchema } from "#domain/partners/staff.server";
import { FormBanner } from "~/components/auth/auth-card";
import { EmailField } from "~/components/form/email-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { useFormErrors } from "~/components/form/use-form-errors";
import { requirePartner } from "~/guards/partner-auth.server";
import { useTranslation } from "~/hooks/translation";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import { fieldErrors, formFields, type FieldErrors } from "#i18n/form-errors.server";
import type { Language } from "#i18n/languages";
import type { Route } from "./+types/business-staff";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { partner } = await requirePartner(request, context);
  return {
    head: pageHead(languageFromRequest(request), (t) => t("business.staff.title")),
    ...(await listStaff(context.db, partner.id)),
  };
}

type Answer = { tone: "success" | "error"; message: string; errors?: FieldErrors; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const fields = formFields(await readForm(request));
  const owner = { partnerId: partner.id, ownerUserId: user.id };
  if (fields.intent === "cancel") {
    const done = await cancelInvite(context.db, { ...owner, inviteId: fields.inviteId ?? "" });
    return data<Answer>(
      done
        ? { tone: "success", message: t("business.staff.cancelled") }
        : { tone: "error", message: t("business.staff.gone") },
      { status: done ? 200 : 404 },
    );
  }
  if (fields.intent === "remove") {
    const done = await removeStaff(context.db, { ...owner, staffUserId: fields.userId ?? "" });
    return data<Answer>(
      done
        ? { tone: "success", message: t("business.staff.removed", { name: (fields.name ?? "").slice(0, 100) }) }
        : { tone: "error", message: t("business.staff.gone") },
      { status: done ? 200 : 404 },
    );
  }
  const parsed = staffInviteSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, lang);
    return data<Answer>({ tone: "error", message: "", errors, email: fields.email ?? "" }, { status: 400 });
  }
  const invited = await inviteStaff(context.db, context.mailer, {
    ...owner,
    email: parsed.data.email,
    language: lang,
    origin: context.origin,
  });
  if (!invited.ok) {
    const error = t(invited.reason === "owner" ? "business.staff.ownAddress" : "business.staff.alreadyStaff");
    return data<Answer>(
      { tone: "error", message: "", errors: { email: error }, email: parsed.data.email },
      { status: 409 },
    );
  }
  return data<Answer>({ tone: "success", message: t("business.staff.inviteSent", { email: parsed.data.email }) });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function BusinessStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const sending = busy && navigation.formData?.get("intent") === "invite";
  const { errors, onInput } = useFormErrors(actionData?.errors);
  const { staff, invites } = loaderData;

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("business.staff.title")}</h1>
      <p className="mt-2 text-slate-700">{t("business.staff.intro")}</p>

      <div className="mt-6 empty:hidden">
        <FormBanner tone={actionData?.tone} message={actionData?.message || undefined} />
      </div>

      <section aria-labelledby="invite-title" className="mt-6 rounded-2xl border border-slate-200 p-6 shadow-sm">
        <h2 id="invite-title" className="text-xl font-semibold">
          {t("business.staff.inviteTitle")}
        </h2>
        <div className="mt-4 empty:hidden">
          <ErrorSummary
            listTitle={t("form.summaryTitle")}
            errors={errors}
            labels={{ email: t("business.staff.inviteLabel") }}
            answer={actionData}
          />
        </div>
        <Form method="post" noValidate className="mt-4 space-y-4" onInput={onInput}>
          <EmailField
            label={t("business.staff.inviteLabel")}
            name="email"
            required
            error={errors.email}
            defaultValue={actionData?.tone === "error" ? actionData.email : undefined}
            key={actionData?.tone === "success" ? actionData.message : "invite"}
          />
          <button
            type="submit"
            name="intent"
            value="invite"
            disabled={busy}
            className="rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
          >
            {sending ? t("business.staff.inviteSending") : t("business.staff.inviteButton")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="staff-title" className="mt-10">
        <h2 id="staff-title" className="text-xl font-semibold">
          {t("business.staff.staffTitle")}
        </h2>
        {staff.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("business.staff.noStaff")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200" data-testid="staff-list">
            {staff.map((member) => (
              <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">{member.name}</p>
                  <p className="text-sm text-slate-700">
                    {member.email} · {t("business.staff.since", { date: formatDate(new Date(member.since), lang) })}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="userId" value={member.userId} />
                  <input type="hidden" name="name" value={member.name} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    disabled={busy}
                    aria-label={t("business.staff.removeLabel", { name: member.name })}
                    className="rounded-md border border-rose-600 px-3 py-1.5 text-sm font-semibold text-rose-800 hover:bg-rose-50"
                  >
                    {t("business.staff.remove")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="invites-title" className="mt-10">
        <h2 id="invites-title" className="text-xl font-semibold">
          {t("business.staff.invitesTitle")}
        </h2>
        {invites.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("business.staff.noInvites")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200" data-testid="invite-list">
            {invites.map((invite) => (
              <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">{invite.email}</p>
                  <p className="text-sm text-slate-700">
                    {t("business.staff.expires", { date: formatDate(new Date(invite.expiresAt), lang) })}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="inviteId" value={invite.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="cancel"
                    disabled={busy}
                    aria-label={t("business.staff.cancelLabel", { email: invite.email })}
                    className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50"
                  >
                    {t("business.staff.cancel")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
