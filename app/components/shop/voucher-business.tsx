import { useTranslation } from "~/hooks/translation";
import { fullAddress, shownUrl, type BusinessInfo } from "#domain/partners/business-info";
import { formatNorwegianPhone } from "#domain/accounts/phone-numbers";

/** Where to use a voucher: the business, its address, phone, website or booking link, and how to book. */
export function VoucherBusiness({ business }: { business: BusinessInfo }) {
  const { t } = useTranslation();
  const link = business.bookingUrl ?? business.website;
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="voucher-business">
      <p className="font-semibold">{business.name}</p>
      <p>{fullAddress(business)}</p>
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
