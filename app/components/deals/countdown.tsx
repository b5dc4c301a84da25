import { useEffect, useState } from "react";
import { useTranslation } from "~/hooks/translation";

/** Time left until `endsAt`, ticking every second once the page has loaded. */
export function Countdown({
  endsAt,
  prefix = "deals.endsIn",
}: {
  endsAt: string;
  prefix?: "deals.endsIn" | "deal.timeLeft";
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, new Date(endsAt).getTime() - now);
  if (left === 0) return <span>{t("deals.ended")}</span>;
  const s = Math.floor(left / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const time = d > 0 ? t("time.short", { d, h, m }) : t("time.shortHours", { h, m, s: s % 60 });
  // The server's clock and the browser's differ by moments: let the first client render win.
  return <span suppressHydrationWarning>{t(prefix, { time })}</span>;
}
