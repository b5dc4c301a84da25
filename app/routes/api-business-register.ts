// POST /api/business/register: the partner sign-up wizard's call (spec §7). JSON with the logo
// as a data URL, or multipart/form-data with the logo as a file. Answers { success: true } whether the address or the
// organisation number was known or not (the e-mail to the address says what happened), signing
// nobody in; or 400 { success: false, errors: { field: message } } in the visitor's language.
import { data } from "react-router";
import { MAX_IMAGE_BYTES, decodeImageDataUrl } from "#domain/platform/images.server";
import {
  partnerRegistrationSchema,
  registerPartner,
  type RegistrationProblem,
} from "#domain/partners/partner-registration.server";
import { hit } from "#domain/platform/throttle.server";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { fieldErrors, formFields, type FieldErrors } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { mediaType, readJson } from "~/requests/json.server";
import { LIMITS, minutesToWait } from "~/guards/throttle-limits.server";
import type { Route } from "./+types/api-business-register";

// A 5 MB logo as base64 is about 6.7 MB; the other fields are small.
const MAX_BODY_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 256 * 1024;

type Logo = { bytes: Uint8Array | null } | { problem: RegistrationProblem };
interface Submission {
  fields: Record<string, unknown>;
  logo: Logo;
}

function logoFromJson(value: unknown): Logo {
  if (value === undefined || value === null || value === "") return { bytes: null };
  const bytes = typeof value === "string" ? decodeImageDataUrl(value) : null;
  return bytes ? { bytes } : { problem: "imageUnreadable" };
}

async function readSubmission(request: Request): Promise<Submission | null> {
  const type = mediaType(request);
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    const form = await readForm(request, { maxBytes: MAX_BODY_BYTES });
    const { logo: _logo, ...fields } = formFields(form);
    const file = form.get("logo");
    const logo: Logo =
      // No file chosen is an empty, unnamed part; an empty file that was chosen is refused as unreadable.
      file instanceof File && (file.size > 0 || file.name !== "")
        ? { bytes: new Uint8Array(await file.arrayBuffer()) }
        : { bytes: null };
    return { fields, logo };
  }
  // readJson answers 415 for any other content type, 400 for bad JSON.
  const body = await readJson(request, { maxBytes: MAX_BODY_BYTES });
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { logo, ...fields } = body as Record<string, unknown>;
  return { fields, logo: logoFromJson(logo) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const t = translator(lang);
  if (request.method !== "POST") return data({ success: false, message: t("form.failed") }, { status: 405 });
  const submission = await readSubmission(request);
  const fail = (status: number, errors: FieldErrors, message?: string) =>
    data({ success: false as const, errors, ...(message ? { message } : {}) }, { status });
  if (!submission) return fail(400, {}, t("business.request.malformed"));

  const throttle = await hit(context.db, `partner-register:ip:${context.ip}`, LIMITS.partnerRegisterPerIp);
  if (!throttle.allowed) return fail(429, {}, t("auth.tooMany", { count: minutesToWait(throttle.retryAfterSeconds) }));

  const parsed = partnerRegistrationSchema.safeParse(submission.fields);
  const logoError: FieldErrors =
    "problem" in submission.logo ? { logo: t(`business.errors.${submission.logo.problem}`) } : {};
  if (!parsed.success) return fail(400, { ...fieldErrors(parsed.error, lang), ...logoError });
  if ("problem" in submission.logo) return fail(400, logoError);

  const result = await registerPartner(context.db, context.mailer, parsed.data, submission.logo.bytes, {
    language: lang,
    origin: context.origin,
    support: context.config.supportEmail,
  });
  if (!result.ok) {
    const errors: FieldErrors = {};
    for (const [field, problem] of Object.entries(result.errors)) errors[field] = t(`business.errors.${problem}`);
    return fail(400, errors);
  }
  return data({ success: true as const }, { status: 200 });
}

// Only POST: a GET answers 405 rather than rendering a page.
export function loader() {
  throw data({ success: false }, { status: 405, headers: { Allow: "POST" } });
}
