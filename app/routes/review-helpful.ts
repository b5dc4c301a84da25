import { voteHelpful } from "#domain/reviews/helpful-votes.server";
import { getCurrentUser } from "~/guards/auth.server";
import { readForm } from "~/requests/form.server";
import type { Route } from "./+types/review-helpful";

const headers = { "Cache-Control": "private, no-store" };

/**
 * POST /reviews/:reviewId/helpful: a signed-in reader's "Nyttig". Answers the review's count, so
 * the shared (cached) deal page shows it without a personal render.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // The posted form is read before any answer (an early answer cuts the connection).
  await readForm(request);
  const user = await getCurrentUser(request, context);
  if (!user) return Response.json({ ok: false, reason: "signedOut" }, { status: 401, headers });
  const result = await voteHelpful(context.db, { userId: user.id, reviewId: params.reviewId });
  if (!result.ok) return Response.json(result, { status: result.reason === "notFound" ? 404 : 409, headers });
  return Response.json(result, { headers });
}
