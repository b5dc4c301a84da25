import { useRef, useState } from "react";
import { useTranslation } from "~/hooks/translation";
import type { HomeCollections } from "#domain/catalog/catalog.server";
import { DealGrid } from "~/components/deals/deal-grid";

const TABS = [
  { id: "flash", label: "home.tabFlash" },
  { id: "trending", label: "home.tabTrending" },
  { id: "popular", label: "home.tabPopular" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** Flash, trending and popular as WAI-ARIA tabs: arrow keys, Home and End move between them. */
export function SpecialOffers({ collections }: { collections: Pick<HomeCollections, TabId> }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<TabId>("flash");
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="offers-heading">
      <h2 id="offers-heading" className="text-2xl font-bold">
        {t("home.offersTitle")}
      </h2>
      <div role="tablist" aria-label={t("home.offersTabs")} className="mt-4 flex gap-2 border-b border-slate-200">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`offers-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`offers-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${
              active === tab.id
                ? "border-rose-600 text-rose-700"
                : "border-transparent text-slate-700 hover:text-slate-900"
            }`}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`offers-panel-${tab.id}`}
          aria-labelledby={`offers-tab-${tab.id}`}
          hidden={active !== tab.id}
          className="pt-6"
        >
          <DealGrid deals={collections[tab.id]} />
        </div>
      ))}
    </section>
  );
}
