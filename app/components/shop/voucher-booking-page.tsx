// The booking page's content (choose a day, see its free times in Norway's time, book; move or
// cancel until the partner's cut-off), shared by My Vouchers (/account/vouchers/:id/booking) and a
// guest order's link (/orders/:token/vouchers/:id/booking).
import { Form, Link, useNavigation } from "react-router";
import { groupCode } from "#domain/vouchers/voucher-codes";
import { formatDate, formatTime, formatTimeRange } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { FormBanner } from "~/components/auth/auth-card";
import { useTranslation } from "~/hooks/translation";
import type { VoucherBookingAnswer, VoucherBookingData } from "~/route-helpers/voucher-booking.server";

const when = (startsAt: string, endsAt: string, lang: Language) =>
  `${formatDate(new Date(startsAt), lang)} ${formatTimeRange(new Date(startsAt), new Date(endsAt), lang)}`;

const whenAt = (instant: string, lang: Language) =>
  `${formatDate(new Date(instant), lang)} ${formatTime(new Date(instant), lang)}`;

export function VoucherBookingPage({
  loaderData,
  actionData,
  back,
}: {
  loaderData: VoucherBookingData;
  actionData: VoucherBookingAnswer | undefined;
  /** Where the holder came from: My Vouchers, or the guest order's page. */
  back: { to: string; label: string };
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { voucher, day, slots } = loaderData;
  const booking = voucher.booking;
  const dayDate = new Date(`${day}T12:00:00Z`);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Link to={back.to} className="text-sm text-rose-800 underline">
        {back.label}
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
