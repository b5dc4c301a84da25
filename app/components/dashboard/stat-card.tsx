import type { LucideIcon } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import type { TrendTone } from "./trend-label";

const TONE_CLASS: Record<TrendTone, string> = {
  up: "bg-emerald-50 text-emerald-800",
  down: "bg-rose-50 text-rose-800",
  neutral: "bg-slate-100 text-slate-700",
};

/** One of the dashboard's four numbers, with its change from the previous period. */
export function StatCard(props: {
  id: string;
  label: string;
  value: string;
  help: string;
  trend: { text: string; tone: TrendTone; title?: string };
  icon: LucideIcon;
}) {
  const { t } = useTranslation();
  const Icon = props.icon;
  return (
    <div data-testid={`stat-${props.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-700">
        {props.label}
        <Icon aria-hidden="true" className="size-5 text-rose-700" />
      </dt>
      <dd className="mt-2">
        <span data-testid="stat-value" className="block text-3xl font-bold text-slate-900">
          {props.value}
        </span>
        <span className="mt-1 block text-xs text-slate-600">{props.help}</span>
        <span
          title={props.trend.title}
          className={`mt-3 inline-block rounded-full px-2 py-0.5 text-sm font-semibold ${TONE_CLASS[props.trend.tone]}`}
        >
          <span className="sr-only">{t("dashboard.stats.trendLabel")} </span>
          <span data-testid="stat-trend" data-tone={props.trend.tone}>
            {props.trend.text}
          </span>
        </span>
      </dd>
    </div>
  );
}
