import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** The user-facing message a loader or action refused with (thrown `data({ message }, 4xx)`), if any. */
function refusal(error: unknown): { status: number; message: string | null } | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500 || error.status === 404) return null;
  const message: unknown = (error.data as { message?: unknown } | null)?.message;
  return { status: error.status, message: typeof message === "string" ? message : null };
}

/**
 * "Page not found" (404), a refused request (403 expired form, 413 too large …) with the
 * server's message in the visitor's language, or a friendly failure page (500): never internals.
 */
export function ErrorPage({ kind }: { kind: "not-found" | "server-error" }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const refused = kind === "server-error" ? refusal(error) : null;
  const notFound = kind === "not-found";
  const code = notFound ? "404" : refused ? String(refused.status) : "500";
  const title = notFound
    ? t("errors.notFoundTitle")
    : refused
      ? t("errors.refusedTitle")
      : t("errors.serverErrorTitle");
  const text = notFound
    ? t("errors.notFoundText")
    : refused
      ? (refused.message ?? t("errors.refusedText"))
      : t("errors.serverErrorText");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-rose-600">{code}</p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <Link to="/" className="mt-8 rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700">
        {t("errors.goHome")}
      </Link>
    </section>
  );
}
