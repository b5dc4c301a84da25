import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/not-found";

/** Any path no route claims: the 404 page, with HTTP status 404. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  return data({ head: pageHead(lang, (t) => t("errors.notFoundTitle")) }, { status: 404 });
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
