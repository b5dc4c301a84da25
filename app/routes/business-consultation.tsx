import { useEffect, useRef } from "react";
import { useTranslation } from "~/hooks/translation";
import { data, Link, useFetcher } from "react-router";
import { MESSAGE_MAX_LENGTH } from "#domain/inbox/consultation-rules";
import { bookConsultation, bookedSlots, consultationSchema, osloClock } from "#domain/inbox/consultations.server";
import { hit } from "#domain/platform/throttle.server";
import { isServicePackageId } from "#domain/partners/service-packages";
import { ConsultationForm, type BookingFailure } from "~/components/business/consultation-form";
import { ConsultationPanels } from "~/components/business/consultation-panels";
import { toast } from "~/components/toast/toast-store";
import { ErrorSummary } from "~/components/form/error-summary";
import { useFormErrors } from "~/components/form/use-form-errors";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { getCurrentUser } from "~/guards/auth.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import { canonicalUrl, pageHead } from "~/rendering/page-head.server";
import { LIMITS, minutesToWait } from "~/guards/throttle-limits.server";
import type { Route } from "./+types/business-consultation";

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const chosen = new URL(request.url).searchParams.get("package");
  return {
    config: context.config,
    today: osloClock(new Date()).date,
    preselected: isServicePackageId(chosen) ? chosen : "",
    head: {
      ...pageHead(
        lang,
        (t) => t("consultation.booking.title"),
        (t) => t("consultation.booking.lead"),
      ),
      canonical: canonicalUrl(request),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const values = formFields(await readForm(request));
  // Everything typed goes back with every failure, so nothing is lost.
  const fail = (failure: BookingFailure, status: number) =>
    data({ ok: false as const, values, ...failure }, { status });

  const throttle = await hit(context.db, `consultation:ip:${context.ip}`, LIMITS.consultationPerIp);
  if (!throttle.allowed) {
    const message = t("consultation.booking.tooMany", { count: minutesToWait(throttle.retryAfterSeconds) });
    return fail({ errors: {}, message }, 429);
  }
  const parsed = consultationSchema(new Date()).safeParse(values);
  if (!parsed.success) return fail({ errors: fieldErrors(parsed.error, lang) }, 400);

  try {
    const user = await getCurrentUser(request, context);
    const result = await bookConsultation(context.db, context.mailer, parsed.data, {
      language: lang,
      userId: user?.id ?? null,
      ip: context.ip,
      mail: {
        origin: context.origin,
        supportPhone: context.config.supportPhone,
        salesEmail: context.config.salesEmail,
      },
    });
    if (!result.ok && result.reason !== "slotTaken") {
      const key =
        result.reason === "tooManyForAddress"
          ? "consultation.booking.tooManyForAddress"
          : "consultation.booking.tooMany";
      return fail({ errors: {}, message: t(key, { count: minutesToWait(result.retryAfterSeconds) }) }, 429);
    }
    if (!result.ok) {
      const taken = t("consultation.errors.slotTaken");
      const booked = await bookedSlots(context.db, parsed.data.date);
      return fail({ errors: { time: taken }, message: taken, booked: { date: parsed.data.date, slots: booked } }, 409);
    }
  } catch (error) {
    // Logged for us; the visitor gets the spec's failure toast and keeps the form.
    console.error("Consultation booking failed", error);
    return fail({ errors: {} }, 500);
  }
  return { ok: true as const };
}

const SUMMARY_FIELDS = ["businessName", "contactName", "email", "phone", "date", "time", "message"] as const;

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function BusinessConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { config, today, preselected } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  // fetcher.data after a script-driven send; actionData after a plain form post without JavaScript.
  const result = fetcher.data ?? actionData;
  const failed = result && !result.ok ? result : undefined;
  const { errors, onInput } = useFormErrors(failed?.errors);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const result = fetcher.data;
    if (result.ok) {
      toast({
        title: t("consultation.booking.scheduledTitle"),
        description: `${t("consultation.booking.scheduledText")}. ${t("consultation.booking.confirmHint")}`,
        variant: "success",
      });
      formRef.current?.reset();
    } else if (result.message || Object.keys(result.errors).length === 0) {
      // Fields in error are listed above the form; a toast is for a booking refused as a whole.
      const description = result.message ?? t("consultation.booking.failedText");
      toast({ title: t("consultation.booking.failedTitle"), description, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, t]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t("consultation.booking.title")}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("consultation.booking.lead")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <section aria-labelledby="booking-form-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm">
          <h2 id="booking-form-title" className="text-xl font-semibold">
            {t("consultation.booking.formTitle")}
          </h2>
          {result?.ok ? (
            <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-900">
              {t("consultation.booking.scheduledTitle")} {t("consultation.booking.scheduledText")}{" "}
              {t("consultation.booking.confirmHint")}
            </p>
          ) : result?.message ? (
            <p role="alert" className="mt-4 rounded-md bg-rose-50 p-3 text-rose-900">
              {result.message}
            </p>
          ) : null}
          <div className="mt-4 empty:hidden">
            <ErrorSummary
              listTitle={t("form.summaryTitle")}
              errors={errors}
              labels={Object.fromEntries(
                SUMMARY_FIELDS.map((name) => [name, t(`consultation.booking.${name}`)] as const),
              )}
              order={SUMMARY_FIELDS}
              answer={failed}
            />
          </div>
          <ConsultationForm
            errors={errors}
            onInput={onInput}
            Form={fetcher.Form}
            formRef={formRef}
            busy={fetcher.state !== "idle"}
            today={today}
            preselected={preselected}
            maxMessage={MESSAGE_MAX_LENGTH}
            failure={result && !result.ok ? result : undefined}
          />
          <p className="mt-6 text-sm text-slate-700">
            <Link to="/business/consultant" className="font-medium text-rose-700 underline">
              {t("consultation.booking.consultantLink", { name: t("consultation.consultant.name") })}
            </Link>
          </p>
        </section>
        <ConsultationPanels phone={config.supportPhone} email={config.salesEmail} />
      </div>
    </div>
  );
}
