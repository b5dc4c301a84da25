import { RepeatedIcon } from "~/components/icons/repeated-icons";
import { useState } from "react";
import { useTranslation } from "~/hooks/translation";
import type { WishlistItem } from "~/browser-storage/guest-wishlist";
import { useWishlistIds, useWishlistToggle } from "~/hooks/shop";
import { toast } from "~/components/toast/toast-store";

/**
 * A deal's heart (on its card and its page), a component of its own: it shows the saved deals,
 * known only after hydration (browser storage, or /me), so it alone re-renders then instead of
 * the whole card (24 cards on /deals).
 */
export function WishlistHeart({ deal, className }: { deal: WishlistItem; className: string }) {
  const { t } = useTranslation();
  const saved = useWishlistIds()?.includes(deal.id) ?? false;
  // The heart turns at the click; the server's answer (signed in) then confirms or undoes it.
  const [pending, setPending] = useState<boolean | null>(null);
  const inWishlist = pending ?? saved;
  const toggleWishlist = useWishlistToggle();

  const onWishlist = async () => {
    setPending(!inWishlist);
    const added = await toggleWishlist(deal);
    setPending(null);
    if (added === null)
      toast({ title: t("shop.failedTitle"), description: t("shop.failedText"), variant: "destructive" });
    else toast({ title: added ? t("wishlist.added") : t("wishlist.removed"), variant: "success" });
  };

  return (
    <button
      type="button"
      onClick={onWishlist}
      aria-pressed={inWishlist}
      aria-label={
        inWishlist
          ? t("deals.removeFromWishlist", { title: deal.title })
          : t("deals.addToWishlist", { title: deal.title })
      }
      className={`${className} wishlist-heart`}
    >
      <RepeatedIcon name="heart" className={`size-5 ${inWishlist ? "fill-rose-600" : ""}`} />
    </button>
  );
}
