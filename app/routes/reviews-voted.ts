import { z } from "zod";
import { votedReviewIds } from "#domain/reviews/helpful-votes.server";
import { getCurrentUser } from "~/guards/auth.server";
import type { Route } from "./+types/reviews-voted";

const headers = { "Cache-Control": "private, no-store" };
const querySchema = z.object({ deal: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * GET /reviews/voted?deal=ID: the ids of the reviews of that deal the signed-in reader marked
 * "Nyttig", for the shared (cached) deal page after hydration. Personal, so never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(request, context);
  if (!user) return Response.json({ ok: false, reason: "signedOut" }, { status: 401, headers });
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return Response.json({ ok: false, reason: "badRequest" }, { status: 400, headers });
  const reviewIds = await votedReviewIds(context.db, user.id, query.data.deal);
  return Response.json({ ok: true, reviewIds }, { headers });
}
