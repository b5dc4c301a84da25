import { Mail, MapPin, Phone } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/hooks/translation";
import { data, useFetcher } from "react-router";
import { contactMessageSchema, storeContactMessage } from "#domain/inbox/messages.server";
import { hit } from "#domain/platform/throttle.server";
import { COMPANY, SUPPORT_HOURS } from "#domain/platform/company";
import { formatTimeRange } from "#i18n/format";
import { parseLanguage } from "#i18n/languages";
import { EmailField } from "~/components/form/email-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { useFormErrors } from "~/components/form/use-form-errors";
import { fieldsFrom } from "~/components/form/field-values";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { toast } from "~/components/toast/toast-store";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { fieldErrors, formFields, type FieldErrors } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { LIMITS, minutesToWait } from "~/guards/throttle-limits.server";
import { metaTags } from "~/rendering/page-head";
import { canonicalUrl, pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/contact";
import { ContactChannel } from "~/components/contact-channel";
import { SubmitButton } from "~/components/form/submit-button";

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  return {
    config: context.config,
    head: {
      ...pageHead(
        lang,
        (t) => t("pages.contact"),
        (t) => t("contact.intro"),
      ),
      canonical: canonicalUrl(request),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const fields = formFields(await readForm(request));
  const parsed = contactMessageSchema.safeParse(fields);
  if (!parsed.success) {
    // Everything typed comes back so nothing is lost.
    return data(
      { ok: false as const, errors: fieldErrors(parsed.error, lang), values: fields, message: undefined },
      { status: 400 },
    );
  }
  const throttle = await hit(context.db, `contact:ip:${context.ip}`, LIMITS.contactPerIp);
  if (!throttle.allowed) {
    const message = translator(lang)("auth.tooMany", { count: minutesToWait(throttle.retryAfterSeconds) });
    return data({ ok: false as const, errors: {} as FieldErrors, values: fields, message }, { status: 429 });
  }
  await storeContactMessage(context.db, parsed.data, lang);
  return { ok: true as const };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = parseLanguage(i18n.language);
  const { config } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  // fetcher.data after a script-driven send; actionData after a plain form post without JavaScript.
  const result = fetcher.data ?? actionData;
  const failed = result && !result.ok ? result : undefined;
  const { errors, onInput } = useFormErrors(failed?.errors);
  const field = fieldsFrom(failed?.values ?? {}, errors);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const result = fetcher.data;
    if (result.ok) {
      toast({ title: t("contact.sentTitle"), description: t("contact.sentText"), variant: "success" });
      formRef.current?.reset();
    } else if (Object.keys(result.errors).length === 0) {
      // Fields in error are listed above the form; a toast is for a send that failed as a whole.
      toast({
        title: t("contact.failedTitle"),
        description: result.message ?? t("contact.failedText"),
        variant: "destructive",
      });
    }
  }, [fetcher.state, fetcher.data, t]);

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-[1fr_1.4fr]">
      <section>
        <h1 className="text-3xl font-bold">{t("pages.contact")}</h1>
        <p className="mt-3 text-slate-700">{t("contact.intro")}</p>
        <dl className="mt-6 space-y-4 text-slate-800">
          <ContactChannel Icon={Mail} label={t("contact.emailUs")}>
            <a href={`mailto:${config.supportEmail}`} className="underline">
              {config.supportEmail}
            </a>
          </ContactChannel>
          <ContactChannel Icon={Phone} label={t("contact.callUs")}>
            {config.supportPhone} ·{" "}
            {t("contact.hours", { hours: formatTimeRange(SUPPORT_HOURS.from, SUPPORT_HOURS.to, lang) })}
          </ContactChannel>
          <ContactChannel Icon={MapPin} label={t("contact.visitUs")}>
            {COMPANY.name}, {COMPANY.address}
          </ContactChannel>
        </dl>
      </section>
      <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm">
        <h2 id="contact-form-title" className="text-xl font-semibold">
          {t("contact.formTitle")}
        </h2>
        {result?.ok ? (
          <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-900">
            {t("contact.sentTitle")}. {t("contact.sentText")}
          </p>
        ) : null}
        <div className="mt-4 empty:hidden">
          <ErrorSummary
            title={failed?.message}
            listTitle={t("form.summaryTitle")}
            errors={errors}
            labels={{ name: t("contact.name"), email: t("contact.email"), message: t("contact.message") }}
            order={["name", "email", "message"]}
            answer={failed}
          />
        </div>
        <fetcher.Form ref={formRef} method="post" noValidate className="mt-4 space-y-4" onInput={onInput}>
          <TextField label={t("contact.name")} autoComplete="name" required maxLength={200} {...field("name")} />
          <EmailField label={t("contact.email")} required {...field("email")} />
          <TextareaField label={t("contact.message")} rows={6} required maxLength={5000} {...field("message")} />
          <SubmitButton busy={busy}>{busy ? t("contact.sending") : t("contact.send")}</SubmitButton>
        </fetcher.Form>
      </section>
    </div>
  );
}
