// Performance Overview: views (left axis) and sales (right axis) per day, 400 px high.
// recharts draws only in the browser: the server sends the empty 400 px box, and the chart is
// made in the browser. Its elements carry inline styles, which the Content-Security-Policy
// refuses in the page's HTML (style-src 'self') but not when React sets them in the browser.
// The table below carries the same numbers for screen readers and before the script has run.
// recharts is most of the dashboard's JavaScript and its drawing is the page's longest task on a
// phone, so it loads in its own chunk once the box comes near the screen: below the stat cards on a
// phone, it waits until the partner scrolls to it; on a wide screen it is in view at once.
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "~/hooks/translation";
import { formatIsoDay, formatNumber } from "#i18n/format";
import type { Language } from "#i18n/languages";

const ChartDrawing = lazy(() => import("./performance-chart-drawing"));

export interface ChartDay {
  date: string;
  views: number;
  sales: number;
}

/**
 * The chart's days as the page's data carries them: the first day and one number per day for
 * each bar, instead of an object per day (90 of them for a quarter) with its date spelled out.
 */
export interface ChartSeries {
  /** The first day, yyyy-mm-dd; the others follow it one by one. */
  from: string;
  views: number[];
  sales: number[];
}

/** Consecutive days (as the partner's analytics give them) as a series. */
export function chartSeriesOf(days: readonly ChartDay[]): ChartSeries {
  return {
    from: days[0]?.date ?? "",
    views: days.map((day) => day.views),
    sales: days.map((day) => day.sales),
  };
}

function daysOf(series: ChartSeries): ChartDay[] {
  const first = new Date(`${series.from}T00:00:00Z`);
  return series.views.map((views, index) => {
    const date = new Date(first);
    date.setUTCDate(first.getUTCDate() + index);
    return { date: date.toISOString().slice(0, 10), views, sales: series.sales[index] ?? 0 };
  });
}

/** Turns true, once, when the element is within 200 px of the screen (never on the server). */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

export function PerformanceChart({ days, series, lang }: { days: number; series: ChartSeries; lang: Language }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const nearScreen = useNearScreen(box);
  const data = daysOf(series);
  const viewsName = t("dashboard.chart.views");
  const salesName = t("dashboard.chart.sales");
  return (
    <>
      <div
        ref={box}
        role="img"
        aria-label={t("dashboard.chart.label", { days })}
        data-testid="performance-chart"
        className="h-[400px] w-full"
      >
        {nearScreen && (
          <Suspense fallback={null}>
            <ChartDrawing
              rows={data.map((day) => ({ ...day, label: formatIsoDay(day.date, lang).slice(0, 5) }))}
              viewsName={viewsName}
              salesName={salesName}
            />
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
              <th scope="row">{formatIsoDay(day.date, lang)}</th>
              <td>{formatNumber(day.views, lang)}</td>
              <td>{formatNumber(day.sales, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
