import { useTranslation } from "~/hooks/translation";
import { formatNumber } from "#i18n/format";
import type { Language } from "#i18n/languages";

/** "2 193 kjøpt": the number grouped the language's way (a space in Norwegian, a comma in English). */
export function SoldCount({ count, className }: { count: number; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={className}>
      {t("deals.bought", { count, sold: formatNumber(count, i18n.language as Language) })}
    </span>
  );
}
