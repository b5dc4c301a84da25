import { periodFrom } from "#domain/partners/analytics-periods";
import { getPartnerAnalytics } from "#domain/partners/partner-analytics.server";
import { jsonApi } from "~/requests/partner-api.server";
import { requirePartnerForApi } from "~/guards/partner-auth.server";
import type { Route } from "./+types/api-business-analytics";

/** GET /api/business/analytics?days=7|30|90: the partner's numbers (docs/openapi.json). */
export function loader({ request, context }: Route.LoaderArgs) {
  return jsonApi(request, async () => {
    const { partner } = await requirePartnerForApi(request, context);
    const days = periodFrom(new URL(request.url).searchParams.get("days"));
    const analytics = await getPartnerAnalytics(context.db, partner.id, days);
    return {
      days,
      from: analytics.from,
      to: analytics.to,
      totalViews: analytics.current.views,
      totalSales: analytics.current.sales,
      revenue: analytics.current.revenueOre / 100,
      conversionRate: analytics.current.conversionRate,
      activeDeals: analytics.current.activeDeals,
      chartData: analytics.chart.map((day) => ({
        date: day.date,
        views: day.views,
        sales: day.sales,
        revenue: day.revenueOre / 100,
      })),
    };
  });
}
