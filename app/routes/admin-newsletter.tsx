import { useTranslation } from "~/hooks/translation";
import { countNewsletterSubscribers } from "#domain/inbox/newsletter.server";
import { AdminPage, primarySmall } from "~/components/admin/admin-ui";
import { adminPageContext, requireAdmin } from "~/guards/admin.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-newsletter";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return {
    subscribers: await countNewsletterSubscribers(context.db),
    head: adminPageContext(request, "newsletter").head,
  };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t("admin.newsletter.heading")}
      intro={t("admin.newsletter.intro", { count: loaderData.subscribers })}
    >
      {/* A plain link: the CSV is a file download, not a page. */}
      <a href="/admin/newsletter.csv" className={`inline-block ${primarySmall}`} download>
        {t("admin.newsletter.download")}
      </a>
    </AdminPage>
  );
}
