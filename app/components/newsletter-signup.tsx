import { useTranslation } from "~/hooks/translation";
import { useFetcher } from "react-router";
import { EmailField } from "./form/email-field";
import type { action } from "~/routes/newsletter";

/** E-mail box for the newsletter. Nothing is pre-ticked: signing up is the visitor's own act. */
export function NewsletterSignup() {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  return (
    <section aria-labelledby="newsletter-title" className="rounded-2xl bg-rose-50 p-6 md:p-8">
      <h2 id="newsletter-title" className="text-2xl font-bold">
        {t("newsletter.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("newsletter.text")}</p>
      <fetcher.Form method="post" action="/newsletter" noValidate className="mt-4 flex flex-col gap-2 sm:flex-row">
        <EmailField
          label={t("newsletter.email")}
          hideLabel
          id="newsletter-email"
          name="email"
          required
          placeholder={t("newsletter.email")}
          defaultValue={result && !result.ok ? result.email : undefined}
          key={result?.ok ? "done" : "open"}
          describedBy="newsletter-result"
          className="min-w-0 flex-1"
          inputClassName="block w-full"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-rose-600 px-5 py-2 font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
        >
          {busy ? t("newsletter.subscribing") : t("newsletter.subscribe")}
        </button>
      </fetcher.Form>
      <p
        id="newsletter-result"
        role="status"
        className={`mt-2 text-sm ${result && !result.ok ? "text-rose-700" : "text-emerald-800"}`}
      >
        {result?.message}
      </p>
      <p className="mt-2 text-xs text-slate-700">{t("newsletter.consent")}</p>
    </section>
  );
}
