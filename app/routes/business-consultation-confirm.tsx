// The link in the hold e-mail. Opening it shows the booking and a button; only the button's POST
// confirms (mail scanners and link previews open links, and must not book anyone's time). An
// expired link says so and offers to book again; a confirmed booking shows as confirmed.
import { data, Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { confirmConsultation, findConsultationByToken, type Consultation } from "#domain/inbox/consultations.server";
import { formatDate, formatTime } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { primaryButton } from "~/components/auth/auth-card";
import { languageFromRequest } from "~/requests/language.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-consultation-confirm";

type Shown = { state: "held" | "confirmed"; date: string; time: string; business: string } | { state: "expired" };

// The link's token must stay out of shared caches.
const headers = { "Cache-Control": "private, no-store" };

function shown(state: "held" | "confirmed", booking: Consultation, lang: Language): Shown {
  const date = formatDate(new Date(`${booking.date}T12:00:00Z`), lang);
  return { state, date, time: formatTime(booking.time, lang), business: booking.businessName };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  // No canonical URL: the link's token must not leak into search engines (and robots: noindex).
  const head = pageHead(lang, (t) => t("consultation.confirm.title"));
  const link = await findConsultationByToken(context.db, params.token);
  if (!link) return data({ shown: { state: "expired" } as Shown, head }, { status: 410, headers });
  return data({ shown: shown(link.state, link.consultation, lang), head }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await readForm(request);
  const result = await confirmConsultation(context.db, context.mailer, params.token, {
    mail: { origin: context.origin, supportPhone: context.config.supportPhone, salesEmail: context.config.salesEmail },
  });
  if (!result.ok) return data({ shown: { state: "expired" } as Shown }, { status: 410, headers });
  return data({ shown: shown("confirmed", result.consultation, languageFromRequest(request)) }, { headers });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function ConsultationConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const shown = actionData?.shown ?? loaderData.shown;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      {shown.state === "held" ? (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold">{t("consultation.confirm.heldTitle")}</h1>
          <p className="mt-3 text-slate-800">{t("consultation.confirm.heldText", shown)}</p>
          <Form method="post" className="mt-4">
            <button type="submit" disabled={submitting} className={primaryButton}>
              {submitting ? t("consultation.confirm.confirming") : t("consultation.confirm.confirmButton")}
            </button>
          </Form>
        </section>
      ) : shown.state === "confirmed" ? (
        <section role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
          <h1 className="text-2xl font-bold text-emerald-900">{t("consultation.confirm.confirmedTitle")}</h1>
          <p className="mt-3 text-emerald-900">{t("consultation.confirm.confirmedText", shown)}</p>
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
