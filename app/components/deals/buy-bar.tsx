import { useEffect, useState } from "react";
import { useTranslation } from "~/hooks/translation";
import type { DealDetail } from "#domain/catalog/catalog.server";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

/**
 * On phones the purchase box is far below the pictures and text: a bar fixed at the bottom
 * ("Fra 903 kr · Velg og kjøp") jumps to it. Hidden from lg up, where the box sits beside the text,
 * and once the box is on screen or scrolled past, so the bar never covers the box or the footer.
 */
export function BuyBar({ deal, target }: { deal: DealDetail; target: string }) {
  const { t, i18n } = useTranslation();
  const [boxReached, setBoxReached] = useState(false);
  useEffect(() => {
    const box = document.getElementById(target);
    if (!box) return;
    // Read on scroll rather than by an IntersectionObserver: a jump from below the box back to the
    // top crosses no intersection, and the bar would stay away.
    let frame = 0;
    const update = () => {
      frame = 0;
      setBoxReached(box.getBoundingClientRect().top < window.innerHeight);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [target]);
  if (!deal.buyable || deal.unitsLeft === 0 || boxReached) return null;
  // "From" is the lowest price one person can buy for (the group price needs several).
  const single = deal.packages.filter((p) => p.minQuantity <= 1).map((p) => p.priceOre);
  const from = single.length > 0 ? Math.min(...single) : deal.discountedPriceOre;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] lg:hidden"
      data-testid="buy-bar"
    >
      <a
        href={`#${target}`}
        className="block w-full rounded-md bg-rose-600 px-5 py-3 text-center text-lg font-semibold text-white hover:bg-rose-700"
      >
        {t("deal.buyBar", { price: formatPrice(from, i18n.language as Language) })}
      </a>
    </div>
  );
}
