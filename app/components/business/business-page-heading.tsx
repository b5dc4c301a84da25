import { Link } from "react-router";
import { useTranslation } from "~/hooks/translation";

/** The top of a page of the business area: back to the dashboard, the page's title and what it is for. */
export function BusinessPageHeading({ title, intro, back }: { title: string; intro: string; back?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/business/dashboard" className="text-sm text-rose-800 underline">
        {back ?? t("dealEditor.form.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
    </>
  );
}
