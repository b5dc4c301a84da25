// Loading and answering the booking page for a voucher's holder (a signed-in buyer, or a guest
// order's link): the same domain functions and answers for both routes that show it.
import { data } from "react-router";
import { z } from "zod";
import {
  bookSlot,
  cancelBooking,
  getVoucherBooking,
  slotsForDay,
  type BookResult,
  type CancelResult,
  type VoucherHolder,
} from "#domain/bookings/bookings.server";
import { addDays, isDay, osloDay } from "#domain/bookings/booking-slots";
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatTime, formatTimeRange } from "#i18n/format";
import { formFields } from "#i18n/form-errors.server";
import type { Language } from "#i18n/languages";
import { pageHead } from "~/rendering/page-head.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import type { AppLoadContext } from "react-router";

const when = (startsAt: string, endsAt: string, lang: Language) =>
  `${formatDate(new Date(startsAt), lang)} ${formatTimeRange(new Date(startsAt), new Date(endsAt), lang)}`;

const whenAt = (instant: string, lang: Language) =>
  `${formatDate(new Date(instant), lang)} ${formatTime(new Date(instant), lang)}`;

/** The page's data; a voucher that is not the holder's is a 404. */
export async function loadVoucherBooking(
  request: Request,
  context: AppLoadContext,
  voucherId: string,
  holder: VoucherHolder,
) {
  const lang = languageFromRequest(request);
  const voucher = await getVoucherBooking(context.db, voucherId, holder, lang);
  if (!voucher) throw data(null, { status: 404 });
  const today = osloDay(new Date());
  const asked = new URL(request.url).searchParams.get("day") ?? "";
  const day =
    isDay(asked) && asked >= today ? asked : voucher.booking ? osloDay(new Date(voucher.booking.startsAt)) : today;
  const slots =
    voucher.bookingsOn && voucher.status === "active" ? await slotsForDay(context.db, voucher.partnerId, day) : [];
  return {
    voucher,
    day,
    today,
    days: Array.from({ length: 7 }, (_, i) => addDays(today, i)),
    slots,
    head: pageHead(lang, (t) => t("bookings.page.title")),
  };
}

export type VoucherBookingData = Awaited<ReturnType<typeof loadVoucherBooking>>;
export type VoucherBookingAnswer = { ok: boolean; message: string };

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("book"), startsAt: z.string().max(40) }),
  z.object({ intent: z.literal("cancel") }),
]);

/** Book, move or cancel for the holder. */
export async function answerVoucherBooking(
  request: Request,
  context: AppLoadContext,
  voucherId: string,
  holder: VoucherHolder,
) {
  const lang = languageFromRequest(request);
  const t = translator(lang);
  // The body is read first (an answer before it would cut the connection); then someone else's
  // voucher (or none) is not found, whatever was posted.
  const fields = formFields(await readForm(request));
  if (!(await getVoucherBooking(context.db, voucherId, holder, lang))) throw data(null, { status: 404 });
  const parsed = actionSchema.safeParse(fields);
  if (!parsed.success) return data({ ok: false as const, message: t("form.failed") }, { status: 400 });
  const services = { mailer: context.mailer, origin: context.origin };
  const input = { voucherId, ...holder };
  if (parsed.data.intent === "cancel") {
    const cancelled = await cancelBooking(context.db, services, input);
    if (cancelled.ok) return { ok: true as const, message: t("bookings.answers.cancelled") };
    return refusal(cancelled, t, lang);
  }
  const result = await bookSlot(context.db, services, { ...input, startsAt: parsed.data.startsAt });
  if (!result.ok) return refusal(result, t, lang);
  const booked = await getVoucherBooking(context.db, voucherId, holder, lang);
  const text = booked?.booking ? when(booked.booking.startsAt, booked.booking.endsAt, lang) : "";
  return {
    ok: true as const,
    message: t(result.moved ? "bookings.answers.moved" : "bookings.answers.booked", { when: text }),
  };
}

/** Why not, in the customer's words: a full slot or a passed cut-off is a conflict. */
function refusal(
  result: Extract<BookResult | CancelResult, { ok: false }>,
  t: ReturnType<typeof translator>,
  lang: Language,
) {
  const status =
    result.reason === "notFound" ? 404 : result.reason === "full" || result.reason === "tooLate" ? 409 : 400;
  const until = result.changeableUntil ? whenAt(result.changeableUntil, lang) : "";
  return data({ ok: false as const, message: t(`bookings.answers.${result.reason}`, { when: until }) }, { status });
}
