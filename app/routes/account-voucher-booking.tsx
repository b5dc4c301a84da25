// Booking the appointment a voucher is for: choose a day, see its free times (Norway's time),
// book one; move it (book another) or cancel until the partner's cut-off.
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { useTranslation } from "~/hooks/translation";
import {
  bookSlot,
  cancelBooking,
  getVoucherBooking,
  slotsForDay,
  type BookResult,
  type CancelResult,
} from "#domain/bookings/bookings.server";
import { addDays, isDay, osloDay } from "#domain/bookings/booking-slots";
import { groupCode } from "#domain/vouchers/voucher-codes";
import { FormBanner } from "~/components/auth/auth-card";
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatTime, formatTimeRange } from "#i18n/format";
import { formFields } from "#i18n/form-errors.server";
import type { Language } from "#i18n/languages";
import { requireUser } from "~/guards/auth.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/account-voucher-booking";

const when = (startsAt: string, endsAt: string, lang: Language) =>
  `${formatDate(new Date(startsAt), lang)} ${formatTimeRange(new Date(startsAt), new Date(endsAt), lang)}`;

const whenAt = (instant: string, lang: Language) =>
  `${formatDate(new Date(instant), lang)} ${formatTime(new Date(instant), lang)}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const voucher = await getVoucherBooking(context.db, params.voucherId, user.id, lang);
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

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("book"), startsAt: z.string().max(40) }),
  z.object({ intent: z.literal("cancel") }),
]);

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const t = translator(lang);
  // The body is read first (an answer before it would cut the connection); then someone else's
  // voucher (or none) is not found, whatever was posted.
  const fields = formFields(await readForm(request));
  if (!(await getVoucherBooking(context.db, params.voucherId, user.id, lang))) throw data(null, { status: 404 });
  const parsed = actionSchema.safeParse(fields);
  if (!parsed.success) return data({ ok: false as const, message: t("form.failed") }, { status: 400 });
  const services = { mailer: context.mailer, origin: context.origin };
  const input = { voucherId: params.voucherId, userId: user.id };
  if (parsed.data.intent === "cancel") {
    const cancelled = await cancelBooking(context.db, services, input);
    if (cancelled.ok) return { ok: true as const, message: t("bookings.answers.cancelled") };
    return refusal(cancelled, t, lang);
  }
  const result = await bookSlot(context.db, services, { ...input, startsAt: parsed.data.startsAt });
  if (!result.ok) return refusal(result, t, lang);
  const booked = await getVoucherBooking(context.db, params.voucherId, user.id, lang);
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

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AccountVoucherBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { voucher, day, slots } = loaderData;
  const booking = voucher.booking;
  const dayDate = new Date(`${day}T12:00:00Z`);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Link to="/account/vouchers" className="text-sm text-rose-800 underline">
        {t("bookings.page.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t("bookings.page.title")}</h1>
      <p className="mt-2 text-lg font-semibold">{voucher.title}</p>
      <p className="text-slate-700">{t("bookings.page.voucher", { code: groupCode(voucher.code) })}</p>

      <div className="mt-4">
        <FormBanner tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>

      {booking ? (
        <section
          className="mt-6 rounded-xl border-2 border-emerald-700 bg-emerald-50 p-5"
          data-testid="current-booking"
        >
          <p className="text-lg font-semibold">
            {t("bookings.page.current", { when: when(booking.startsAt, booking.endsAt, lang) })}
          </p>
          {booking.changeable ? (
            <>
              <p className="mt-1 text-sm text-slate-800">
                {t("bookings.page.changeUntil", { when: whenAt(booking.changeableUntil, lang) })}
              </p>
              <Form method="post" className="mt-3">
                <button
                  type="submit"
                  name="intent"
                  value="cancel"
                  disabled={busy}
                  className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100"
                >
                  {t("bookings.page.cancel")}
                </button>
              </Form>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-800">
              {t("bookings.page.locked", { when: whenAt(booking.changeableUntil, lang) })}
            </p>
          )}
        </section>
      ) : null}

      {voucher.status !== "active" ? (
        <p className="mt-6 text-slate-800">{t("bookings.page.notActive")}</p>
      ) : !voucher.bookingsOn ? (
        <p className="mt-6 text-slate-800">{t("bookings.page.off")}</p>
      ) : booking && !booking.changeable ? null : (
        <>
          <p className="mt-6 text-slate-700">{t("bookings.page.intro", { partner: voucher.partnerName })}</p>
          <nav aria-label={t("bookings.page.dayLabel")} className="mt-4">
            <ul className="flex flex-wrap gap-2">
              {loaderData.days.map((d) => (
                <li key={d}>
                  <Link
                    to={`?day=${d}`}
                    aria-current={d === day ? "date" : undefined}
                    className={`inline-block rounded-md border px-3 py-1.5 text-sm font-semibold ${d === day ? "border-rose-700 bg-rose-700 text-white" : "border-slate-300 hover:bg-slate-100"}`}
                  >
                    {formatDate(new Date(`${d}T12:00:00Z`), lang)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="booking-day" className="block text-sm font-medium text-slate-800">
                {t("bookings.page.dayLabel")}
              </label>
              <input
                id="booking-day"
                type="date"
                name="day"
                min={loaderData.today}
                defaultValue={day}
                key={day}
                className="mt-1 rounded-md border border-slate-400 px-3 py-2"
              />
            </div>
            <button
              type="submit"
              className="rounded-md border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-100"
            >
              {t("bookings.page.showDay")}
            </button>
          </Form>

          <section aria-labelledby="slots-title" className="mt-6">
            <h2 id="slots-title" className="text-xl font-semibold">
              {t("bookings.page.slotsTitle", { date: formatDate(dayDate, lang) })}
            </h2>
            {slots.every((slot) => slot.left === 0) ? (
              <p className="mt-3 text-slate-700">{t("bookings.page.noSlots")}</p>
            ) : null}
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="slots">
              {slots.map((slot) => {
                const time = formatTime(new Date(slot.startsAt), lang);
                const mine = booking?.startsAt === slot.startsAt;
                return (
                  <li key={slot.startsAt}>
                    <Form method="post">
                      <input type="hidden" name="startsAt" value={slot.startsAt} />
                      <button
                        type="submit"
                        name="intent"
                        value="book"
                        disabled={busy || slot.left === 0 || mine}
                        className="w-full rounded-md border border-rose-700 px-3 py-2 text-left font-semibold text-rose-800 hover:bg-rose-50 disabled:border-slate-300 disabled:text-slate-600"
                      >
                        {booking ? t("bookings.page.move", { time }) : t("bookings.page.book", { time })}
                        <span className="block text-xs font-normal">
                          {slot.left === 0 ? t("bookings.page.full") : t("bookings.page.left", { count: slot.left })}
                        </span>
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
