// The deal page's photos: the cover large, and with more than one photo, thumbnails that show
// theirs in the large frame, previous/next buttons, arrow keys and a swipe on touch screens.
// `children` sit on top of the large photo (the discount badge, the wishlist heart).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "~/hooks/translation";
import { responsiveSrcSet } from "~/rendering/responsive-image";

export interface GalleryPhotoView {
  src: string;
  alt: string;
}

/** How far a finger must travel sideways before it counts as a swipe. */
const SWIPE_PX = 40;

export function DealGallery({ photos, children }: { photos: readonly GalleryPhotoView[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const total = photos.length;
  const current = photos[index] ?? photos[0];
  if (!current) return null;
  const many = total > 1;
  const show = (next: number) => setIndex((next + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!many || !(event.target instanceof HTMLButtonElement)) return;
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  }

  const arrow = "absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white";
  return (
    <section aria-label={t("deal.gallery.label")} onKeyDown={onKeyDown} data-testid="deal-gallery">
      <div
        className="relative overflow-hidden rounded-2xl bg-slate-100"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (!many || start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
          show(end < start ? index + 1 : index - 1);
        }}
      >
        <img
          src={current.src}
          alt={current.alt}
          srcSet={responsiveSrcSet(current.src)}
          sizes="(min-width: 1024px) 50vw, 100vw"
          width={800}
          height={600}
          className="aspect-[4/3] w-full object-cover"
          data-testid="deal-gallery-main"
        />
        {children}
        {many ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t("deal.gallery.previous")}
              className={`${arrow} left-3`}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t("deal.gallery.next")}
              className={`${arrow} right-3`}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-slate-900/80 px-2 py-0.5 text-sm text-white"
              aria-live="polite"
            >
              {t("deal.gallery.position", { n: index + 1, total })}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" data-testid="deal-gallery-thumbnails">
          {photos.map((photo, i) => (
            <li key={`${i}-${photo.src}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("deal.gallery.show", { n: i + 1, total, alt: photo.alt })}
                aria-pressed={i === index}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? "border-rose-600" : "border-transparent"}`}
              >
                <img
                  src={photo.src}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-[72px] w-[96px] object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
