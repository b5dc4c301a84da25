import { BadgeCheck, CalendarClock, Clock, Lightbulb, Mail, Phone, UserRound } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { SUPPORT_HOURS } from "#domain/platform/company";
import { formatTimeRange } from "#i18n/format";
import { parseLanguage } from "#i18n/languages";
import { Link } from "react-router";
import { IconList } from "~/components/icon-list";
import { ConsultantAvatar } from "./consultant-avatar";
import { ContactChannel } from "~/components/contact-channel";

const EXPECT = [
  ["session", Clock],
  ["expert", UserRound],
  ["strategy", Lightbulb],
  ["flexible", CalendarClock],
] as const;
const WHY = ["local", "results", "noCommitment"] as const;

const panel = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** The booking page's side panels: contact, what to expect, why us, and who the partner meets. */
export function ConsultationPanels({ phone, email }: { phone: string; email: string }) {
  const { t, i18n } = useTranslation();
  const lang = parseLanguage(i18n.language);
  const consultant = t("consultation.consultant.name");
  return (
    <aside className="space-y-6">
      <section aria-labelledby="contact-heading" className={panel}>
        <h2 id="contact-heading" className="text-lg font-semibold text-slate-900">
          {t("consultation.booking.contactTitle")}
        </h2>
        <dl className="mt-4 space-y-3 text-slate-800">
          <ContactChannel Icon={Phone} label={t("consultation.booking.callUs")}>
            <a href={`tel:${phone.replace(/\s+/g, "")}`} className="underline">
              {phone}
            </a>
            <span className="block text-sm text-slate-600">
              {t("consultation.booking.hours", { hours: formatTimeRange(SUPPORT_HOURS.from, SUPPORT_HOURS.to, lang) })}
            </span>
          </ContactChannel>
          <ContactChannel Icon={Mail} label={t("consultation.booking.emailUs")}>
            <a href={`mailto:${email}`} className="underline">
              {email}
            </a>
          </ContactChannel>
        </dl>
      </section>

      <section aria-labelledby="consultant-heading" className={panel}>
        <h2 id="consultant-heading" className="text-lg font-semibold text-slate-900">
          {t("consultation.booking.consultantTitle")}
        </h2>
        <div className="mt-4 flex items-center gap-4">
          <ConsultantAvatar name={consultant} label={t("consultation.consultant.photoAlt")} />
          <div>
            <p className="font-semibold text-slate-900">{consultant}</p>
            <p className="text-sm text-slate-700">{t("consultation.consultant.role")}</p>
            <Link to="/business/consultant" className="text-sm font-medium text-rose-700 underline">
              {t("consultation.booking.consultantLink", { name: consultant })}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="expect-heading" className={panel}>
        <h2 id="expect-heading" className="text-lg font-semibold text-slate-900">
          {t("consultation.booking.expectTitle")}
        </h2>
        <IconList
          className="mt-4 space-y-3 text-slate-800"
          iconClassName="text-rose-700"
          items={EXPECT.map(([key, Icon]) => ({ key, Icon, text: t(`consultation.booking.expect.${key}`) }))}
        />
      </section>

      <section aria-labelledby="why-heading" className="rounded-2xl bg-slate-900 p-6 text-white">
        <h2 id="why-heading" className="text-lg font-semibold">
          {t("consultation.booking.whyTitle")}
        </h2>
        <IconList
          className="mt-4 space-y-3"
          iconClassName="text-amber-300"
          items={WHY.map((key) => ({ key, Icon: BadgeCheck, text: t(`consultation.booking.why.${key}`) }))}
        />
      </section>
    </aside>
  );
}
