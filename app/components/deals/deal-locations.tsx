import { MapPin } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { formatNorwegianPhone } from "#domain/accounts/phone-numbers";

export interface DealLocationItem {
  name: string;
  address: string;
  phone: string | null;
}

/** "Her kan du bruke verdikortet": every location the deal's voucher can be used at. */
export function DealLocations({ locations }: { locations: readonly DealLocationItem[] }) {
  const { t } = useTranslation();
  if (locations.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="deal-locations-heading" data-testid="deal-locations">
      <h2 id="deal-locations-heading" className="text-xl font-semibold">
        {t("locations.deal.title")}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {locations.map((location) => (
          <li
            key={`${location.name}-${location.address}`}
            className="flex gap-3 rounded-xl border border-slate-200 p-4"
          >
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-700" />
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p className="font-semibold">{location.name}</p>
              <p className="text-slate-800">{location.address}</p>
              {location.phone ? (
                <a href={`tel:${location.phone}`} className="text-rose-800 underline">
                  {formatNorwegianPhone(location.phone)}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
