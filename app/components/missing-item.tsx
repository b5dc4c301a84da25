import { useTranslation } from "~/hooks/translation";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { EmptyPage } from "~/components/empty-page";

/**
 * A route's 404 ("Deal not found", "Category not found") with a way on to all deals.
 * Any other error is passed up to the site's error page.
 */
export function MissingItem({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <EmptyPage title={title} text={text} link={{ to: "/deals", label: t("nav.deals") }} />;
}
