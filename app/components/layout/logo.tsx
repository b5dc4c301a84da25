import { Sparkles } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2" aria-label={t("header.homeLink")}>
      <span className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-rose-500 to-amber-500 text-white">
        <Sparkles aria-hidden="true" className="size-5" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-extrabold tracking-tight">MagicDeals</span>
        <span className="text-[11px] text-slate-600">{t("header.tagline")}</span>
      </span>
    </Link>
  );
}
