import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { COMPANY } from "#domain/platform/company";

const COLUMNS = [
  {
    heading: "footer.customers",
    links: [
      { to: "/how-it-works", key: "pages.howItWorks" },
      { to: "/faq", key: "pages.faq" },
      { to: "/help", key: "pages.help" },
      { to: "/contact", key: "pages.contact" },
      { to: "/gavekort", key: "pages.giftCards" },
    ],
  },
  {
    heading: "footer.business",
    links: [
      { to: "/business", key: "pages.business" },
      { to: "/business/register", key: "pages.businessRegister" },
      { to: "/success-stories", key: "pages.successStories" },
      { to: "/about", key: "pages.about" },
    ],
  },
  {
    heading: "footer.legal",
    links: [
      { to: "/terms", key: "pages.terms" },
      { to: "/privacy", key: "pages.privacy" },
    ],
  },
] as const;

export function SiteFooter({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-bold text-slate-900">MagicDeals</p>
          <p className="mt-2">{t("footer.about")}</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.heading}>
            <h2 className="font-semibold text-slate-900">{t(column.heading)}</h2>
            <ul className="mt-2 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:underline">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <address
          className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-1 px-4 py-4 not-italic"
          data-testid="company-details"
        >
          <span>{COMPANY.name}</span>
          <span>
            {t("footer.orgNumber")} {COMPANY.orgNumber}
          </span>
          <span>{COMPANY.address}</span>
          <span>
            {t("footer.email")}:{" "}
            <a href={`mailto:${supportEmail}`} className="hover:underline">
              {supportEmail}
            </a>
          </span>
          <span>
            © {new Date().getFullYear()} {COMPANY.name}. {t("footer.rights")}
          </span>
        </address>
      </div>
    </footer>
  );
}
