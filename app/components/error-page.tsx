import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { refusalOf } from "~/requests/refusal";

/** "Page not found" (404), a refused request with its message (4xx), or a friendly failure page (500): never internals. */
export function ErrorPage({ kind, error }: { kind: "not-found" | "server-error"; error?: unknown }) {
  const { t } = useTranslation();
  const notFound = kind === "not-found";
  const refusal = notFound ? null : refusalOf(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-rose-600">{refusal?.status ?? (notFound ? "404" : "500")}</p>
      <h1 className="mt-4 text-3xl font-bold">
        {refusal?.message ?? (notFound ? t("errors.notFoundTitle") : t("errors.serverErrorTitle"))}
      </h1>
      {!refusal && (
        <p className="mt-3 text-slate-600">{notFound ? t("errors.notFoundText") : t("errors.serverErrorText")}</p>
      )}
      <Link to="/" className="mt-8 rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700">
        {t("errors.goHome")}
      </Link>
    </section>
  );
}
