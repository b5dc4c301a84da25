// The newest e-mails the app wrote (listMail: 100), and one rendered as the recipient sees it (in a
// sandboxed frame).
import { useTranslation } from "~/hooks/translation";
import { data, Link } from "react-router";
import { z } from "zod";
import { getMail, listMail } from "#domain/platform/outbox.server";
import { AdminPage, StatusBadge, AdminTable } from "~/components/admin/admin-ui";
import { formatDate } from "#i18n/format";
import { adminPageContext, requireAdmin } from "~/guards/admin.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, t, head } = adminPageContext(request, "outbox");
  const id = new URL(request.url).searchParams.get("id");
  const [messages, open] = await Promise.all([listMail(context.db, lang), id ? getMail(context.db, id, lang) : null]);
  // A link to a message that is not there shows the list with a message: 400 for a bad id, else 404.
  if (id !== null && !open) {
    const status = z.uuid().safeParse(id).success ? 404 : 400;
    return data({ messages, open, lang, head, refused: t("admin.common.notFound") }, { status });
  }
  return { messages, open, lang, head, refused: null };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { open, lang } = loaderData;
  if (open) {
    return (
      <AdminPage title={open.subject}>
        <Link to="/admin/outbox" className="font-semibold text-rose-700 underline">
          {t("admin.outbox.back")}
        </Link>
        <p className="text-sm text-slate-700">
          {t("admin.outbox.to")}: {open.to} ·{" "}
          <StatusBadge status={open.status} label={t(`admin.outbox.status.${open.status}`)} />
          {open.error && ` · ${open.error}`}
        </p>
        {open.attachments.length > 0 && (
          <p className="text-sm">{t("admin.outbox.attachments", { names: open.attachments.join(", ") })}</p>
        )}
        {/* The message's HTML is shown in a frame without scripts or same-origin rights. */}
        <iframe
          title={t("admin.outbox.preview")}
          sandbox=""
          srcDoc={open.html}
          className="h-[28rem] w-full rounded-lg border border-slate-300 bg-white"
        />
        <pre className="whitespace-pre-wrap rounded-lg bg-slate-50 p-4 text-sm">{open.text}</pre>
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={t("admin.outbox.heading")}
      intro={t("admin.outbox.intro")}
      result={loaderData.refused ? { ok: false, message: loaderData.refused } : null}
    >
      <AdminTable
        headings={[
          t("admin.outbox.to"),
          t("admin.outbox.subject"),
          t("admin.common.status"),
          t("admin.common.created"),
        ]}
      >
        {loaderData.messages.map((message) => (
          <tr key={message.id} className="border-b border-slate-100" data-testid="admin-mail">
            <td className="py-2">{message.to}</td>
            <td>
              <Link to={`?id=${message.id}`} className="text-rose-700 underline">
                {message.subject}
              </Link>
            </td>
            <td>
              <StatusBadge status={message.status} label={t(`admin.outbox.status.${message.status}`)} />
            </td>
            <td>{formatDate(new Date(message.createdAt), lang)}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
