import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { cityPagePath } from "#domain/catalog/city-pages";
import { saveHomeCity, useHomeCity } from "~/browser-storage/home-city";
import { DealGrid } from "~/components/deals/deal-grid";
import { SelectField } from "~/components/form/select-field";
import { useTranslation } from "~/hooks/translation";
import type { loader as cityLoader } from "~/routes/deals-city";

/** Deals of the home city shown on the start page. */
const SHOWN = 3;

/**
 * "Tilbud i Bergen" on the start page: the visitor picks a home city, kept in this browser, and
 * its deals come from the city page's own (shared, cacheable) data after the page has loaded, so
 * the start page's HTML stays the same for everyone.
 */
export function HomeCity({ cities }: { cities: string[] }) {
  const { t } = useTranslation();
  const stored = useHomeCity();
  // A city that has no live deals any more is no home city.
  const city = stored && cities.includes(stored) ? stored : null;
  const fetcher = useFetcher<typeof cityLoader>();
  const { load } = fetcher;

  useEffect(() => {
    if (city) void load(cityPagePath(city));
  }, [city, load]);

  const choose = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.currentTarget.value || null;
    saveHomeCity(chosen);
  };
  const deals = city && fetcher.data?.city === city ? fetcher.data.result.deals.slice(0, SHOWN) : [];

  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="home-city-heading" data-testid="home-city">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-city-heading" className="text-2xl font-bold">
            {city ? t("nearby.dealsIn", { city }) : t("nearby.homeCityChoose")}
          </h2>
          <p className="mt-1 text-slate-700">{t("nearby.homeCityIntro")}</p>
        </div>
        <SelectField label={t("nearby.homeCity")} name="homeCity" value={city ?? ""} onChange={choose}>
          <option value="">{t("nearby.homeCityNone")}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </div>
      {city ? (
        <div className="mt-6 space-y-4">
          {deals.length > 0 ? <DealGrid deals={deals} /> : null}
          <Link to={cityPagePath(city)} className="inline-block font-semibold text-rose-700 hover:underline">
            {t("nearby.seeAllIn", { city })}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
