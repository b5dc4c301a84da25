// Performance Overview: views (left axis) and sales (right axis) per day, 400 px high.
// recharts draws only in the browser: the server sends the empty 400 px box, and the chart is
// made after hydration. Its elements carry inline styles, which the Content-Security-Policy
// refuses in the page's HTML (style-src 'self') but not when React sets them in the browser.
// The table below carries the same numbers for screen readers and before the script has run.
// recharts is most of the dashboard's JavaScript, so it loads after hydration, in its own chunk.
import { lazy, Suspense } from "react";
import { useTranslation } from "~/hooks/translation";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatDate, formatNumber } from "#i18n/format";
import type { Language } from "#i18n/languages";

const ChartDrawing = lazy(() => import("./performance-chart-drawing"));

export interface ChartDay {
  date: string;
  views: number;
  sales: number;
}

/** "2026-11-26" → "26.11.2026" (or 26/11/2026), without shifting the calendar day. */
function dayLabel(isoDate: string, lang: Language) {
  return formatDate(new Date(`${isoDate}T12:00:00Z`), lang);
}

export function PerformanceChart({ days, data, lang }: { days: number; data: ChartDay[]; lang: Language }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const rows = data.map((day) => ({ ...day, label: dayLabel(day.date, lang).slice(0, 5) }));
  const viewsName = t("dashboard.chart.views");
  const salesName = t("dashboard.chart.sales");
  return (
    <>
      <div
        role="img"
        aria-label={t("dashboard.chart.label", { days })}
        data-testid="performance-chart"
        className="h-[400px] w-full"
      >
        {hydrated && (
          <Suspense fallback={null}>
            <ChartDrawing rows={rows} viewsName={viewsName} salesName={salesName} />
          </Suspense>
        )}
      </div>
      <table className="sr-only" data-testid="chart-table">
        <caption>{t("dashboard.chart.tableCaption", { days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dashboard.chart.date")}</th>
            <th scope="col">{viewsName}</th>
            <th scope="col">{salesName}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel(day.date, lang)}</th>
              <td>{formatNumber(day.views, lang)}</td>
              <td>{formatNumber(day.sales, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
