// "Nylig sett" on the home page (./recently-viewed.tsx decides whether there can be one): the
// home page is shared and cached, so the list comes from this browser (a guest) or the account
// (signed in; the browser's list from before signing in is handed over and emptied). Nothing
// shows when it is empty.
import { useEffect, useState } from "react";
import type { DealCard } from "#domain/catalog/catalog.server";
import { clearRecentlyViewed, readRecentlyViewed } from "~/browser-storage/recently-viewed";
import { useMe } from "~/hooks/me";
import { useTranslation } from "~/hooks/translation";
import { DealGrid } from "./deal-grid";

function cardsOf(body: unknown): DealCard[] | null {
  if (typeof body !== "object" || body === null) return null;
  const { deals } = body as { deals?: unknown };
  return Array.isArray(deals) ? (deals as DealCard[]) : null;
}

export default function RecentlyViewedList() {
  const { t, i18n } = useTranslation();
  const { user, pending } = useMe();
  // The answer for whom and in which language: after a sign-out the account's list is not shown.
  const [shown, setShown] = useState<{ key: string; deals: DealCard[] }>({ key: "", deals: [] });
  const signedIn = user !== null;
  const lang = i18n.language;
  const key = `${signedIn ? "account" : "browser"}:${lang}`;

  useEffect(() => {
    if (pending) return;
    const ids = readRecentlyViewed().join(",");
    if (!signedIn && ids === "") return;
    let current = true;
    const answer = signedIn
      ? fetch("/recently-viewed", { method: "POST", body: new URLSearchParams({ ids, lang }) })
      : fetch(`/recently-viewed?${new URLSearchParams({ ids, lang })}`);
    answer
      .then(async (response) => (response.ok ? cardsOf(await response.json()) : null))
      .then((cards) => {
        if (!current || cards === null) return;
        // The account has them now.
        if (signedIn) clearRecentlyViewed();
        setShown({ key, deals: cards });
      })
      .catch(() => {
        // Offline: the list is not shown; it stays stored for the next visit.
      });
    return () => {
      current = false;
    };
  }, [pending, signedIn, lang, key]);

  const deals = shown.key === key ? shown.deals : [];
  if (deals.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="recent-heading" data-testid="recently-viewed">
      <h2 id="recent-heading" className="text-2xl font-bold">
        {t("comeBack.recentTitle")}
      </h2>
      <div className="mt-6">
        <DealGrid deals={deals} />
      </div>
    </section>
  );
}
