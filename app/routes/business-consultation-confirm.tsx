// The link in the hold e-mail: confirms the consultation, or says the link has expired and
// offers to book again. Opening the link is the confirmation (the token proves the booker reads
// that mailbox); a second visit shows the booking again without new e-mails.
import { data, Link } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { confirmConsultation } from "#domain/inbox/consultations.server";
import { formatDate } from "#i18n/format";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-consultation-confirm";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const result = await confirmConsultation(context.db, context.mailer, params.token, {
    mail: { origin: context.origin, supportPhone: context.config.supportPhone, salesEmail: context.config.salesEmail },
  });
  // No canonical URL: the link's token must not leak into search engines (and robots: noindex).
  const head = pageHead(lang, (t) => t("consultation.confirm.title"));
  const headers = { "Cache-Control": "private, no-store" };
  if (!result.ok) return data({ confirmed: null, head }, { status: 410, headers });
  const { date, time } = result.consultation;
  return data({ confirmed: { date: formatDate(new Date(`${date}T12:00:00Z`), lang), time }, head }, { headers });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function ConsultationConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { confirmed } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      {confirmed ? (
        <section role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
          <h1 className="text-2xl font-bold text-emerald-900">{t("consultation.confirm.confirmedTitle")}</h1>
          <p className="mt-3 text-emerald-900">{t("consultation.confirm.confirmedText", confirmed)}</p>
        </section>
      ) : (
        <section className="rounded-2xl border border-rose-200 bg-rose-50 p-6">
          <h1 className="text-2xl font-bold text-rose-900">{t("consultation.confirm.expiredTitle")}</h1>
          <p className="mt-3 text-rose-900">{t("consultation.confirm.expiredText")}</p>
          <Link
            to="/business/consultation"
            className="mt-4 inline-block rounded-md bg-rose-700 px-4 py-2 font-semibold text-white"
          >
            {t("consultation.confirm.bookAgain")}
          </Link>
        </section>
      )}
    </div>
  );
}
