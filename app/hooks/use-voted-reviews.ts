// Which of a deal's reviews the signed-in reader marked "Nyttig". The deal page is shared and
// cached (decision 024), so it cannot carry this: once /me says who is signed in, one request to
// GET /reviews/voted?deal=ID answers the ids. A guest asks nothing; a failed answer shows none.
import { useEffect, useState } from "react";
import { useMe } from "./me";

function readIds(body: unknown): string[] {
  if (typeof body !== "object" || body === null) return [];
  const { reviewIds } = body as Record<string, unknown>;
  return Array.isArray(reviewIds) ? reviewIds.filter((id): id is string => typeof id === "string") : [];
}

const NONE: ReadonlySet<string> = new Set();

export function useVotedReviews(dealId: number): ReadonlySet<string> {
  const me = useMe();
  const signedIn = !me.pending && me.user !== null;
  const [voted, setVoted] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    fetch(`/reviews/voted?${new URLSearchParams({ deal: String(dealId) })}`, {
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
      .then(async (response) => (response.ok ? readIds(await response.json()) : []))
      .then((ids) => setVoted(new Set(ids)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [dealId, signedIn]);
  // After a sign-out the last answer is kept in state but not shown.
  return signedIn ? voted : NONE;
}
