import { Clock, ExternalLink, Globe, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/hooks/translation";
import { fullAddress, shownUrl, type BusinessInfo } from "#domain/partners/business-info";
import { formatOpeningHours } from "#domain/partners/opening-hours";
import { formatNorwegianPhone } from "#domain/accounts/phone-numbers";
import type { Language } from "#i18n/languages";
import { tilesAround } from "./map-tiles";

const MAP_WIDTH = 512;
const MAP_HEIGHT = 288;
const MAP_ZOOM = 15;

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 shrink-0 text-slate-600">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The deal page's "about the business" block: where it is, how to reach it, when it is open. */
export function BusinessBlock({ business, mapTileUrl }: { business: BusinessInfo; mapTileUrl: string | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const hours = formatOpeningHours(business.openingHours, lang);
  const address = fullAddress(business);
  const icon = "size-5";
  return (
    <section className="mt-8" aria-labelledby="business-heading" data-testid="business-block">
      <h2 id="business-heading" className="text-xl font-semibold">
        {t("businessInfo.title")}
      </h2>
      <div className="mt-3 grid gap-6 rounded-2xl border border-slate-200 p-5 md:grid-cols-2">
        <div>
          <p className="text-lg font-semibold">{business.name}</p>
          <dl className="mt-3 space-y-3 text-slate-800">
            <Row icon={<MapPin aria-hidden="true" className={icon} />} label={t("businessInfo.address")}>
              <span data-testid="business-address">{address}</span>
            </Row>
            <Row icon={<Phone aria-hidden="true" className={icon} />} label={t("businessInfo.phone")}>
              <a href={`tel:${business.phone}`} className="text-rose-800 underline" data-testid="business-phone">
                {formatNorwegianPhone(business.phone)}
              </a>
            </Row>
            {business.website ? (
              <Row icon={<Globe aria-hidden="true" className={icon} />} label={t("businessInfo.website")}>
                <a href={business.website} className="text-rose-800 underline" rel="noopener noreferrer">
                  {shownUrl(business.website)}
                </a>
              </Row>
            ) : null}
            {business.bookingUrl ? (
              <Row icon={<ExternalLink aria-hidden="true" className={icon} />} label={t("businessInfo.bookingLink")}>
                <a href={business.bookingUrl} className="text-rose-800 underline" rel="noopener noreferrer">
                  {t("businessInfo.bookingLink")}
                </a>
              </Row>
            ) : null}
            {hours.length > 0 ? (
              <Row icon={<Clock aria-hidden="true" className={icon} />} label={t("businessInfo.openingHours")}>
                <ul data-testid="business-hours">
                  {hours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Row>
            ) : null}
          </dl>
          <h3 className="mt-4 font-semibold">{t("businessInfo.howToBook")}</h3>
          <p className="mt-1 text-slate-800">{business.howToBook ?? t("businessInfo.howToBookDefault")}</p>
        </div>
        {mapTileUrl && business.location ? (
          <TileMap business={business} template={mapTileUrl} address={address} />
        ) : (
          <LocationCard address={address} />
        )}
      </div>
    </section>
  );
}

function osmSearch(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

function LocationCard({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-start justify-center gap-3 rounded-xl bg-slate-50 p-5"
      data-testid="location-card"
    >
      <MapPin aria-hidden="true" className="size-8 text-rose-700" />
      <p className="font-medium">{address}</p>
      <a href={osmSearch(address)} className="font-semibold text-rose-800 underline" rel="noopener noreferrer">
        {t("businessInfo.showOnMap")}
      </a>
    </div>
  );
}

function TileMap({ business, template, address }: { business: BusinessInfo; template: string; address: string }) {
  const { t } = useTranslation();
  const tiles = tilesAround(template, business.location!, MAP_ZOOM, MAP_WIDTH, MAP_HEIGHT);
  const cx = MAP_WIDTH / 2;
  const cy = MAP_HEIGHT / 2;
  return (
    <figure className="min-w-0" data-testid="business-map">
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label={t("businessInfo.mapLabel", { name: business.name, city: business.city })}
        className="h-auto w-full rounded-xl bg-slate-100"
      >
        {tiles.map((tile) => (
          <image key={tile.src} href={tile.src} x={tile.x} y={tile.y} width={256} height={256} />
        ))}
        {/* A pin whose point sits on the location. */}
        <path
          d={`M${cx} ${cy} c-4 -10 -14 -16 -14 -26 a14 14 0 1 1 28 0 c0 10 -10 16 -14 26z`}
          fill="#e11d48"
          stroke="#fff"
          strokeWidth={2}
        />
        <circle cx={cx} cy={cy - 26} r={5} fill="#fff" />
      </svg>
      <figcaption className="mt-2 flex flex-wrap justify-between gap-2 text-sm text-slate-700">
        <span>{t("businessInfo.mapApproximate")}</span>
        <span>
          <a href="https://www.openstreetmap.org/copyright" className="underline" rel="noopener noreferrer">
            {t("businessInfo.mapAttribution")}
          </a>
          {" · "}
          <a href={osmSearch(address)} className="underline" rel="noopener noreferrer">
            {t("businessInfo.showOnMap")}
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
