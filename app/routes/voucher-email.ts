import { hit } from "#domain/platform/throttle.server";
import { getVoucherForViewer } from "#domain/vouchers/vouchers.server";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { getCurrentUser } from "~/guards/auth.server";
import { readForm } from "~/requests/form.server";
import { guestOrderIds } from "~/requests/guest-orders.server";
import { LIMITS, minutesToWait } from "~/guards/throttle-limits.server";
import { emailVoucher } from "#domain/vouchers/voucher-email.server";
import type { Route } from "./+types/voucher-email";

/**
 * POST /vouchers/{id}/email: sends the voucher with its PDF to its owner (see emailVoucher), for
 * a guest order only from the browser that placed it, and throttled per voucher and per client,
 * so it cannot be used to send mail to others or many times.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await readForm(request);
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const user = await getCurrentUser(request, context);
  const voucher = await getVoucherForViewer(
    context.db,
    params.voucherId,
    { userId: user?.id ?? null, guestOrderIds: guestOrderIds(request, context.signer) },
    lang,
  );
  if (!voucher) return Response.json({ ok: false, message: t("shop.emailFailedText") }, { status: 404 });

  const [perVoucher, perIp] = await Promise.all([
    hit(context.db, `voucher-email:voucher:${voucher.id}`, LIMITS.voucherEmailPerVoucher),
    hit(context.db, `voucher-email:ip:${context.ip}`, LIMITS.voucherEmailPerIp),
  ]);
  if (!perVoucher.allowed || !perIp.allowed) {
    const wait = Math.max(perVoucher.retryAfterSeconds, perIp.retryAfterSeconds);
    return Response.json(
      { ok: false, message: t("shop.emailThrottled", { minutes: minutesToWait(wait) }) },
      { status: 429 },
    );
  }
  const sent = await emailVoucher(context.db, context.mailer, voucher, user ?? null, lang);
  if (!sent.ok) return Response.json({ ok: false, message: t("vouchers.emailNotActive") }, { status: 409 });
  return Response.json({ ok: true, message: t("shop.emailSentText", { email: sent.to }) });
}
