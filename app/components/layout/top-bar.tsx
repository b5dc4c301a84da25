import { Phone } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";

export function TopBar({ supportPhone }: { supportPhone: string }) {
  const { t } = useTranslation();
  return (
    <div className="bg-slate-900 text-xs text-slate-100">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <a href={`tel:${supportPhone.replaceAll(" ", "")}`} className="inline-flex items-center gap-1 hover:underline">
          <Phone aria-hidden="true" className="size-3.5" />
          <span>
            {t("topBar.support")}: {supportPhone}
          </span>
        </a>
        <p className="hidden sm:block">{t("topBar.freeShipping")}</p>
        <Link to="/business/register" className="font-semibold text-amber-300 hover:underline">
          {t("topBar.listBusiness")}
        </Link>
      </div>
    </div>
  );
}
