// Contact messages and consultation requests: read, answer by e-mail, mark new or handled.
import { useTranslation } from "~/hooks/translation";
import { Form, Link } from "react-router";
import { z } from "zod";
import { listInbox, replySchema, replyToInboxItem, setInboxStatus } from "#domain/inbox/inbox.server";
import { ActionButton, AdminPage, primarySmall, StatusBadge } from "~/components/admin/admin-ui";
import { TextareaField } from "~/components/form/textarea-field";
import { formatDate, formatTime } from "#i18n/format";
import { parseLanguage } from "#i18n/languages";
import { adminDone, adminPageContext, adminRefused, requireAdmin } from "~/guards/admin.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-inbox";

const filterSchema = z.enum(["new", "handled", "all"]).catch("new");
const kindSchema = z.enum(["message", "consultation"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, head } = adminPageContext(request, "inbox");
  const filter = filterSchema.parse(new URL(request.url).searchParams.get("status"));
  return { items: await listInbox(context.db, filter), filter, lang, head };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { lang, t } = adminPageContext(request, "inbox");
  const fields = formFields(await readForm(request));
  const kind = kindSchema.safeParse(fields.kind);
  // Only a changed page sends another kind: the item asked about does not exist.
  if (!kind.success) return adminRefused(t("admin.common.notFound"), 404);
  const id = fields.id ?? "";

  if (fields.intent === "reply") {
    const parsed = replySchema.safeParse(fields);
    if (!parsed.success) {
      const message = fieldErrors(parsed.error, lang).reply ?? "";
      return adminRefused(message, 400, { [`reply-${id}`]: message }, { [`reply-${id}`]: fields.reply ?? "" });
    }
    const sent = await replyToInboxItem(context.db, context.mailer, {
      kind: kind.data,
      id,
      adminId: admin.id,
      reply: parsed.data.reply,
      // The reply goes out in the language the customer wrote in.
      language: parseLanguage(fields.language),
    });
    return sent
      ? adminDone(t("admin.inbox.replied", { email: sent.to }))
      : adminRefused(t("admin.common.notFound"), 404);
  }
  const status = fields.intent === "markNew" ? "new" : "handled";
  const changed = await setInboxStatus(context.db, { kind: kind.data, id, status, adminId: admin.id });
  return changed ? adminDone(t("admin.inbox.statusChanged")) : adminRefused(t("admin.common.notFound"), 404);
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, filter } = loaderData;
  const filters = [
    ["new", t("admin.inbox.filterNew")],
    ["handled", t("admin.inbox.filterHandled")],
    ["all", t("admin.inbox.filterAll")],
  ] as const;
  return (
    <AdminPage title={t("admin.inbox.heading")} result={actionData}>
      <nav aria-label={t("admin.common.status")} className="flex gap-2">
        {filters.map(([value, label]) => (
          <Link
            key={value}
            to={`?status=${value}`}
            aria-current={filter === value ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${filter === value ? "bg-slate-900 text-white" : "bg-slate-100 text-slate-900"}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {loaderData.items.length === 0 ? (
        <p className="text-slate-700">{t("admin.common.noResults")}</p>
      ) : (
        <ul className="space-y-4">
          {loaderData.items.map((item) => {
            const replyId = `reply-${item.id}`;
            return (
              <li
                key={item.id}
                className="space-y-2 rounded-xl border border-slate-200 p-4"
                data-testid="admin-inbox-item"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold">
                    {item.consultation
                      ? t("admin.inbox.consultation", {
                          date: formatDate(new Date(`${item.consultation.date}T12:00:00Z`), lang),
                          slot: formatTime(item.consultation.slot, lang),
                        })
                      : t("admin.inbox.message")}
                  </h2>
                  <StatusBadge status={item.status} label={t(`admin.inbox.status.${item.status}`)} />
                </div>
                <p className="text-sm text-slate-700">
                  {item.name} · {item.email} · {formatDate(new Date(item.createdAt), lang)}
                </p>
                {item.consultation && (
                  <p className="text-sm text-slate-700">
                    {t("admin.inbox.business", { name: item.consultation.businessName })} ·{" "}
                    {t("admin.inbox.phone", { phone: item.consultation.phone })}
                    {item.consultation.servicePackage &&
                      ` · ${t("admin.inbox.package", { name: item.consultation.servicePackage })}`}
                  </p>
                )}
                <p className="whitespace-pre-line">{item.text}</p>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="reply" />
                  <input type="hidden" name="kind" value={item.kind} />
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="language" value={item.language} />
                  <TextareaField
                    label={t("admin.inbox.replyLabel", { name: item.name })}
                    id={replyId}
                    name="reply"
                    rows={3}
                    maxLength={10000}
                    required
                    defaultValue={actionData?.values?.[replyId]}
                    error={actionData?.fieldErrors?.[replyId]}
                  />
                  <button type="submit" className={primarySmall}>
                    {t("admin.inbox.send")}
                  </button>
                </Form>
                <ActionButton
                  intent={item.status === "new" ? "markHandled" : "markNew"}
                  hidden={{ kind: item.kind, id: item.id }}
                  label={item.status === "new" ? t("admin.inbox.markHandled") : t("admin.inbox.markNew")}
                />
              </li>
            );
          })}
        </ul>
      )}
    </AdminPage>
  );
}
