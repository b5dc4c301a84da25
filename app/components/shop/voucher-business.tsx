import { useTranslation } from "~/hooks/translation";
import { fullAddress, shownUrl, type BusinessInfo } from "#domain/partners/business-info";
import { formatNorwegianPhone } from "#domain/accounts/phone-numbers";

/** Where to use a voucher: the business, its address, phone, website or booking link, and how to book. */
export function VoucherBusiness({
  business,
  locations = [],
}: {
  business: BusinessInfo;
  /** The locations it can be used at; empty: the business's address. */
  locations?: readonly { name: string; address: string }[];
}) {
  const { t } = useTranslation();
  const link = business.bookingUrl ?? business.website;
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="voucher-business">
      <p className="font-semibold">{business.name}</p>
      {locations.length === 0 ? <p>{fullAddress(business)}</p> : null}
      {locations.length === 1 ? (
        <p data-testid="voucher-locations">
          {t("locations.voucher.usedAt")}: {locations[0]!.name}, {locations[0]!.address}
        </p>
      ) : null}
      {locations.length > 1 ? (
        <div data-testid="voucher-locations">
          <p>
            {t("locations.voucher.usedAt")} {t("locations.voucher.allLocations")}:
          </p>
          <ul className="ml-4 list-disc">
            {locations.map((location) => (
              <li key={`${location.name}-${location.address}`}>
                {location.name}, {location.address}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        <span>{t("businessInfo.phone")}: </span>
        <a href={`tel:${business.phone}`} className="text-rose-800 underline">
          {formatNorwegianPhone(business.phone)}
        </a>
        {link ? (
          <>
            {" · "}
            <a href={link} className="text-rose-800 underline" rel="noopener noreferrer">
              {business.bookingUrl ? t("businessInfo.bookingLink") : shownUrl(link)}
            </a>
          </>
        ) : null}
      </p>
      <p className="mt-1">
        <span className="font-medium">{t("businessInfo.howToBook")}: </span>
        {business.howToBook ?? t("businessInfo.howToBookDefault")}
      </p>
    </div>
  );
}
