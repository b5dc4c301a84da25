// Performance Overview: views (left axis) and sales (right axis) per day, 400 px high.
// recharts draws only in the browser: the server sends the empty 400 px box, and the chart is
// made after hydration. Its elements carry inline styles, which the Content-Security-Policy
// refuses in the page's HTML (style-src 'self') but not when React sets them in the browser.
// The table below carries the same numbers for screen readers and before the script has run.
import { useTranslation } from "~/hooks/translation";
import { useHydrated } from "~/hooks/use-hydrated";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDate, formatNumber } from "#i18n/format";
import type { Language } from "#i18n/languages";

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
          <ResponsiveContainer width="100%" height={400}>
            <BarChart data={rows} margin={{ top: 10, right: 10, bottom: 10, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#334155" }} minTickGap={12} />
              <YAxis
                yAxisId="views"
                allowDecimals={false}
                tick={{ fontSize: 12, fill: "#334155" }}
                label={{ value: viewsName, angle: -90, position: "insideLeft", fill: "#334155" }}
              />
              <YAxis
                yAxisId="sales"
                orientation="right"
                allowDecimals={false}
                tick={{ fontSize: 12, fill: "#334155" }}
              />
              <Tooltip />
              <Legend />
              <Bar yAxisId="views" dataKey="views" name={viewsName} fill="#e11d48" />
              <Bar yAxisId="sales" dataKey="sales" name={salesName} fill="#0f766e" />
            </BarChart>
          </ResponsiveContainer>
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
