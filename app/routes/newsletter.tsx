import { useTranslation } from "~/hooks/translation";
import { data, Link } from "react-router";
import { NewsletterSignup } from "~/components/newsletter-signup";
import { newsletterSchema, subscribeToNewsletter } from "#domain/inbox/newsletter.server";
import { hit } from "#domain/platform/throttle.server";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { LIMITS, minutesToWait } from "~/guards/throttle-limits.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/newsletter";

/** Sign-ups from the newsletter boxes (throttled per address). With JavaScript the box shows the answer itself. */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const fields = formFields(await readForm(request));
  const parsed = newsletterSchema.safeParse(fields);
  if (!parsed.success) {
    return data(
      { ok: false as const, message: fieldErrors(parsed.error, lang).email ?? "", email: fields.email ?? "" },
      { status: 400 },
    );
  }
  const t = translator(lang);
  const throttle = await hit(context.db, `newsletter:ip:${context.ip}`, LIMITS.newsletterPerIp);
  if (!throttle.allowed) {
    const message = t("auth.tooMany", { count: minutesToWait(throttle.retryAfterSeconds) });
    return data({ ok: false as const, message, email: parsed.data.email }, { status: 429 });
  }
  // The same answer whether the address was on the list or not: the mailbox is told the rest.
  await subscribeToNewsletter(context.db, context.mailer, context.signer, {
    email: parsed.data.email,
    language: lang,
    origin: context.origin,
  });
  return { ok: true as const, message: t("newsletter.checkInbox"), email: "" };
}

// A plain form post renders this route's page with the action's answer, so the loader must not
// redirect away from it.
export function loader({ request }: Route.LoaderArgs) {
  return { head: pageHead(languageFromRequest(request), (t) => t("newsletter.title")) };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

/** Shown only after a sign-up posted without JavaScript. */
export default function NewsletterResult({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("newsletter.title")}</h1>
      {actionData ? (
        <p role="status" className="mt-4 text-lg text-slate-800">
          {actionData.message}
        </p>
      ) : (
        <div className="mt-8 text-left">
          <NewsletterSignup />
        </div>
      )}
      <Link
        to="/deals"
        className="mt-8 inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
      >
        {t("placeholder.browse")}
      </Link>
    </section>
  );
}
