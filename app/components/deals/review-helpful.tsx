// "Nyttig" under a review on the shared deal page. The page is the same for everyone, so who is
// signed in comes from useMe, and the count after a vote comes from the vote's answer (a vote does
// not empty the page caches). Whether this reader voted before is not on the page either: the
// reviews list asks GET /reviews/voted after hydration (useVotedReviews) and passes it down.
import { ThumbsUp } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useMe } from "~/hooks/me";
import { useTranslation } from "~/hooks/translation";

type Problem = "ownReview" | "failed";

function readAnswer(body: unknown): { count: number } | { reason: string } | null {
  if (typeof body !== "object" || body === null) return null;
  const { ok, count, reason } = body as Record<string, unknown>;
  if (ok === true && typeof count === "number") return { count };
  if (ok === false && typeof reason === "string") return { reason };
  return null;
}

export function ReviewHelpful({
  reviewId,
  initialCount,
  votedBefore = false,
}: {
  reviewId: string;
  initialCount: number;
  votedBefore?: boolean;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const [count, setCount] = useState(initialCount);
  const [votedNow, setVoted] = useState(false);
  const voted = votedNow || votedBefore;
  // The cached page may predate this reader's own vote (a vote does not empty the caches): their
  // vote is at least one, so "you found this helpful" never stands beside no count.
  const shownCount = votedBefore && !votedNow ? Math.max(count, 1) : count;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function vote() {
    setBusy(true);
    setProblem(null);
    try {
      const response = await fetch(`/reviews/${encodeURIComponent(reviewId)}/helpful`, {
        method: "POST",
        body: new FormData(),
        headers: { Accept: "application/json" },
      });
      const answer = readAnswer(await response.json());
      if (answer && "count" in answer) {
        setCount(answer.count);
        setVoted(true);
      } else if (answer?.reason === "ownReview") setProblem("ownReview");
      else {
        setProblem("failed");
        if (answer?.reason === "signedOut") await me.refresh();
      }
    } catch {
      setProblem("failed");
    } finally {
      setBusy(false);
    }
  }

  const redirectTo = `${location.pathname}${location.search}#reviews`;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="review-helpful">
      {shownCount > 0 ? (
        <span className="text-slate-700" data-testid="helpful-count">
          {t("reviews.helpful", { count: shownCount })}
        </span>
      ) : null}
      {me.pending ? null : me.user ? (
        <button
          type="button"
          onClick={() => void vote()}
          disabled={busy || voted}
          aria-pressed={voted}
          className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-default aria-pressed:border-emerald-700 aria-pressed:text-emerald-800"
        >
          <ThumbsUp aria-hidden="true" className="size-4" />
          {voted ? t("reviews.helpfulVoted") : t("reviews.helpfulButton")}
        </button>
      ) : (
        <Link to={`/login?${new URLSearchParams({ redirectTo })}`} className="text-slate-800 underline">
          {t("reviews.helpfulSignIn")}
        </Link>
      )}
      {problem ? (
        <span role="alert" className="text-red-700">
          {problem === "ownReview" ? t("reviews.helpfulOwn") : t("reviews.helpfulFailed")}
        </span>
      ) : null}
    </div>
  );
}
