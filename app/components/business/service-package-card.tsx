import { Check, CreditCard, Globe, Megaphone, Search, ShieldCheck } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { PACKAGE_FEATURES, servicePackage, type ServicePackageId } from "#domain/partners/service-packages";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

const ICONS = { globe: Globe, search: Search, megaphone: Megaphone, shield: ShieldCheck, card: CreditCard };

/** One monthly service package: price, six features and Get Started to the booking form with it chosen. */
export function ServicePackageCard({ id }: { id: ServicePackageId }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const pkg = servicePackage(id);
  const Icon = ICONS[pkg.icon];
  const title = t(`consultation.packages.${id}.title`);
  return (
    <li
      data-testid={`package-${id}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Icon aria-hidden="true" className="size-8 text-rose-700" />
      <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{t(`consultation.packages.${id}.description`)}</p>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-3xl font-bold text-rose-700">{formatPrice(pkg.priceOre, lang)}</span>
        <span className="text-slate-600">{t("consultation.perMonth")}</span>
      </p>
      <p className="text-sm text-slate-600">{t("consultation.priceNote")}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {PACKAGE_FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 translate-y-0.5 text-emerald-700" />
            {t(`consultation.packages.${id}.features.${feature}`)}
          </li>
        ))}
      </ul>
      <Link
        to={`/business/consultation?package=${id}`}
        aria-label={t("consultation.getStartedWith", { package: title })}
        className="mt-6 rounded-md bg-rose-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-rose-700"
      >
        {t("consultation.getStarted")}
      </Link>
    </li>
  );
}

/** A page's three packages under their heading, side by side on wide screens. */
export function ServicePackageSection({
  id,
  heading,
  ids,
}: {
  id: string;
  heading: string;
  ids: readonly ServicePackageId[];
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      <ul aria-labelledby={headingId} className="mt-6 grid gap-6 md:grid-cols-3">
        {ids.map((id) => (
          <ServicePackageCard key={id} id={id} />
        ))}
      </ul>
    </section>
  );
}
