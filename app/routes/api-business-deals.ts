import { listDealSummaries } from "#domain/partners/partner-deal-list.server";
import { languageFromRequest } from "~/requests/language.server";
import { jsonApi } from "~/requests/partner-api.server";
import { requirePartnerForApi } from "~/guards/partner-auth.server";
import type { Route } from "./+types/api-business-deals";

/** GET /api/business/deals: the partner's own deals, every status (docs/openapi.json). */
export function loader({ request, context }: Route.LoaderArgs) {
  return jsonApi(request, async () => {
    const { partner } = await requirePartnerForApi(request, context);
    const origin = new URL(request.url).origin;
    const deals = await listDealSummaries(context.db, partner.id, languageFromRequest(request));
    // A plain array, as the spec's dashboard reads "a list of deals".
    return deals.map((deal) => ({
      id: deal.id,
      title: deal.title,
      description: deal.description,
      status: deal.status,
      price: deal.priceOre / 100,
      originalPrice: deal.originalPriceOre / 100,
      discount: deal.discountPercent,
      sold: deal.sold,
      endsAt: deal.endsAt.toISOString(),
      image: new URL(deal.imageSrc, origin).toString(),
    }));
  });
}
