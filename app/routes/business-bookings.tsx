// The partner's bookings: the settings (on/off, slot length, capacity, cut-off, closed days) and
// a day or week calendar of booked times, each with "Løs inn" at the counter.
import { data, Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/hooks/translation";
import {
  addBlackoutDay,
  blackoutDaySchema,
  bookingSettingsSchema,
  getBookingRules,
  removeBlackoutDay,
  saveBookingSettings,
} from "#domain/bookings/booking-settings.server";
import { partnerCalendar, redeemBooking, type CalendarBooking } from "#domain/bookings/bookings.server";
import { addDays, isDay, osloDay, weekStart } from "#domain/bookings/booking-slots";
import { groupCode } from "#domain/vouchers/voucher-codes";
import { FormBanner } from "~/components/auth/auth-card";
import { CheckboxField } from "~/components/form/checkbox-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { Fieldset } from "~/components/form/form-fieldset";
import { fieldsFrom } from "~/components/form/field-values";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { useFormErrors } from "~/components/form/use-form-errors";
import { translator } from "#i18n/dictionaries.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { formatDate, formatTime, formatTimeRange } from "#i18n/format";
import type { Language } from "#i18n/languages";
import type { Messages } from "#i18n/messages";
import { requirePartner } from "~/guards/partner-auth.server";
import { LIMITS } from "~/guards/throttle-limits.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-bookings";
import { BusinessPageHeading } from "~/components/business/business-page-heading";

const limits = { perPartner: LIMITS.redeemFailuresPerPartner, perIp: LIMITS.redeemFailuresPerIp };

// Staff see the calendar and redeem from it; the booking rules are the owner's.
const OWNER_INTENTS = new Set(["settings", "addBlackout", "removeBlackout"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { partner, memberRole } = await requirePartner(request, context, { allow: "staff" });
  const lang = languageFromRequest(request);
  const params = new URL(request.url).searchParams;
  const today = osloDay(new Date());
  const asked = params.get("date") ?? "";
  const view = params.get("view") === "week" ? "week" : "day";
  const date = isDay(asked) ? asked : today;
  const from = view === "week" ? weekStart(date) : date;
  const days = view === "week" ? 7 : 1;
  const [rules, bookings] = await Promise.all([
    getBookingRules(context.db, partner.id, today),
    partnerCalendar(context.db, partner.id, from, days),
  ]);
  return {
    rules,
    bookings,
    isOwner: memberRole === "owner",
    view,
    date,
    today,
    calendarDays: Array.from({ length: days }, (_, i) => addDays(from, i)),
    previous: addDays(date, -days),
    next: addDays(date, days),
    head: pageHead(lang, (t) => t("bookings.business.title")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, partner, memberRole } = await requirePartner(request, context, { allow: "staff" });
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const fields = formFields(await readForm(request));
  if (OWNER_INTENTS.has(fields.intent ?? "") && memberRole !== "owner") {
    throw data({ message: t("business.staff.ownerOnlyTitle") }, { status: 403 });
  }
  if (fields.intent === "settings") {
    const parsed = bookingSettingsSchema.safeParse(fields);
    if (!parsed.success) {
      return data(
        { ok: false as const, form: "settings", errors: fieldErrors(parsed.error, lang), values: fields },
        { status: 400 },
      );
    }
    await saveBookingSettings(context.db, partner.id, parsed.data);
    return { ok: true as const, form: "settings", message: t("bookings.business.saved") };
  }
  if (fields.intent === "addBlackout" || fields.intent === "removeBlackout") {
    const parsed = blackoutDaySchema.safeParse(fields);
    if (!parsed.success) {
      return data(
        { ok: false as const, form: "blackout", errors: fieldErrors(parsed.error, lang), values: fields },
        { status: 400 },
      );
    }
    const date = formatDate(new Date(`${parsed.data.day}T12:00:00Z`), lang);
    if (fields.intent === "addBlackout") await addBlackoutDay(context.db, partner.id, parsed.data.day);
    else await removeBlackoutDay(context.db, partner.id, parsed.data.day);
    return {
      ok: true as const,
      form: "blackout",
      message: t(
        fields.intent === "addBlackout" ? "bookings.business.blackoutAdded" : "bookings.business.blackoutRemoved",
        {
          date,
        },
      ),
    };
  }
  if (fields.intent === "redeem") {
    const result = await redeemBooking(
      context.db,
      {
        partnerId: partner.id,
        userId: user.id,
        ip: context.ip,
        bookingId: fields.bookingId ?? "",
      },
      limits,
    );
    if (result.ok) {
      return {
        ok: true as const,
        form: "calendar",
        message: t("bookings.business.redeemedNow", {
          time: formatTime(result.voucher.redeemedAt ? new Date(result.voucher.redeemedAt) : new Date(), lang),
          code: groupCode(result.voucher.code),
        }),
      };
    }
    return data(
      { ok: false as const, form: "calendar", message: t("bookings.business.redeemFailed") },
      { status: result.reason === "throttled" ? 429 : 409 },
    );
  }
  return data({ ok: false as const, form: "calendar", message: t("form.failed") }, { status: 400 });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

type BusinessText = keyof Messages["bookings"]["business"];

const SETTINGS_ORDER = ["slotMinutes", "capacity", "cutoffHours"];

export default function BusinessBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { rules } = loaderData;
  const failed = actionData && !actionData.ok && "errors" in actionData ? actionData : undefined;
  const { errors, onInput } = useFormErrors(failed?.errors);
  const settingsValues =
    failed?.form === "settings"
      ? failed.values
      : {
          slotMinutes: String(rules.slotMinutes),
          capacity: String(rules.capacity),
          cutoffHours: String(rules.cutoffHours),
        };
  const field = fieldsFrom(settingsValues, failed?.form === "settings" ? errors : {});
  const blackoutField = fieldsFrom(
    failed?.form === "blackout" ? failed.values : {},
    failed?.form === "blackout" ? errors : {},
  );
  const b = (key: BusinessText, options?: Record<string, unknown>) => t(`bookings.business.${key}`, options);
  const labels = {
    slotMinutes: b("slotMinutes"),
    capacity: b("capacity"),
    cutoffHours: b("cutoffHours"),
    day: b("blackoutDay"),
  };
  const byDay = new Map<string, CalendarBooking[]>();
  for (const booking of loaderData.bookings) {
    const day = osloDay(new Date(booking.startsAt));
    byDay.set(day, [...(byDay.get(day) ?? []), booking]);
  }
  const dayLabel = (day: string) => formatDate(new Date(`${day}T12:00:00Z`), lang);
  const viewLink = (view: string, date: string) => `?view=${view}&date=${date}`;

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <BusinessPageHeading title={b("title")} intro={b("intro")} />

      <div className="mt-6 space-y-3 empty:hidden">
        <ErrorSummary
          listTitle={t("form.summaryTitle")}
          errors={errors}
          labels={labels}
          order={[...SETTINGS_ORDER, "day"]}
          answer={failed}
        />
        {actionData && "message" in actionData ? (
          <FormBanner tone={actionData.ok ? "success" : "error"} message={actionData.message} />
        ) : null}
      </div>

      <section aria-labelledby="calendar-title" className="mt-8">
        <h2 id="calendar-title" className="text-2xl font-semibold">
          {b("calendarTitle")}
        </h2>
        <nav aria-label={b("calendarTitle")} className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <Link
            to={viewLink("day", loaderData.date)}
            aria-current={loaderData.view === "day" ? "page" : undefined}
            className={tab(loaderData.view === "day")}
          >
            {b("viewDay")}
          </Link>
          <Link
            to={viewLink("week", loaderData.date)}
            aria-current={loaderData.view === "week" ? "page" : undefined}
            className={tab(loaderData.view === "week")}
          >
            {b("viewWeek")}
          </Link>
          <span aria-hidden="true" className="mx-1 text-slate-400">
            |
          </span>
          <Link to={viewLink(loaderData.view, loaderData.previous)} className={tab(false)}>
            {b("previous")}
          </Link>
          <Link to={viewLink(loaderData.view, loaderData.today)} className={tab(false)}>
            {b("today")}
          </Link>
          <Link to={viewLink(loaderData.view, loaderData.next)} className={tab(false)}>
            {b("next")}
          </Link>
        </nav>
        <div className="mt-4 space-y-6" data-testid="booking-calendar">
          {loaderData.calendarDays.map((day) => {
            const list = byDay.get(day) ?? [];
            return (
              <section key={day} aria-labelledby={`day-${day}`}>
                <h3 id={`day-${day}`} className="text-lg font-semibold">
                  {dayLabel(day)}
                </h3>
                {list.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-700">{b("noBookings")}</p>
                ) : (
                  <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
                    {list.map((booking) => (
                      <li
                        key={booking.id}
                        className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3"
                        data-testid="calendar-booking"
                      >
                        <span className="font-semibold tabular-nums">
                          {formatTimeRange(new Date(booking.startsAt), new Date(booking.endsAt), lang)}
                        </span>
                        <span className="flex-1">
                          <span className="block">{booking.firstName ?? b("guest")}</span>
                          <span className="block text-sm text-slate-700">{booking.dealTitle}</span>
                          <span className="block font-mono text-sm">{groupCode(booking.code)}</span>
                        </span>
                        {booking.status === "redeemed" || booking.voucherStatus === "redeemed" ? (
                          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
                            {b("redeemed")}
                          </span>
                        ) : booking.voucherStatus === "active" ? (
                          <Form method="post">
                            <input type="hidden" name="bookingId" value={booking.id} />
                            <button
                              type="submit"
                              name="intent"
                              value="redeem"
                              disabled={busy}
                              aria-label={b("redeemVoucher", { code: groupCode(booking.code) })}
                              className="rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:bg-slate-500"
                            >
                              {b("redeem")}
                            </button>
                          </Form>
                        ) : (
                          <span className="text-sm text-rose-800">{b("notUsable")}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </section>

      {loaderData.isOwner ? (
        <>
          <section aria-labelledby="settings-title" className="mt-12">
            <h2 id="settings-title" className="text-2xl font-semibold">
              {b("settingsTitle")}
            </h2>
            {rules.openingHours === null ? (
              <p className="mt-2 text-slate-800">
                {b("noHours")}{" "}
                <Link to="/business/profile" className="text-rose-800 underline">
                  {b("profileLink")}
                </Link>
              </p>
            ) : null}
            <Form
              method="post"
              noValidate
              className="mt-4 space-y-4"
              onInput={onInput}
              key={failed?.form === "settings" ? JSON.stringify(failed.values) : JSON.stringify(rules)}
            >
              <input type="hidden" name="intent" value="settings" />
              <CheckboxField label={b("enabled")} name="enabled" defaultChecked={rules.enabled} />
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField
                  label={labels.slotMinutes}
                  inputMode="numeric"
                  maxLength={4}
                  required
                  {...field("slotMinutes")}
                />
                <TextField label={labels.capacity} inputMode="numeric" maxLength={4} required {...field("capacity")} />
                <TextField
                  label={labels.cutoffHours}
                  inputMode="numeric"
                  maxLength={4}
                  required
                  {...field("cutoffHours")}
                />
              </div>
              <SubmitButton busy={busy}>{busy ? b("saving") : b("save")}</SubmitButton>
            </Form>

            <Fieldset legend={b("blackoutTitle")} hint={b("blackoutHint")} boxed className="mt-8">
              {rules.blackoutDays.length === 0 ? (
                <p className="text-sm text-slate-700">{b("noBlackout")}</p>
              ) : (
                <ul className="space-y-2">
                  {rules.blackoutDays.map((day) => (
                    <li key={day} className="flex items-center gap-3">
                      <span>{dayLabel(day)}</span>
                      <Form method="post">
                        <input type="hidden" name="day" value={day} />
                        <button
                          type="submit"
                          name="intent"
                          value="removeBlackout"
                          className="text-sm text-rose-800 underline"
                        >
                          {b("removeBlackout", { date: dayLabel(day) })}
                        </button>
                      </Form>
                    </li>
                  ))}
                </ul>
              )}
              <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3" onInput={onInput}>
                <TextField label={labels.day} type="date" min={loaderData.today} {...blackoutField("day")} />
                <button
                  type="submit"
                  name="intent"
                  value="addBlackout"
                  className="rounded-md border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-100"
                >
                  {b("addBlackout")}
                </button>
              </Form>
            </Fieldset>
          </section>
        </>
      ) : null}
    </div>
  );
}

const tab = (current: boolean) =>
  `rounded-md border px-3 py-1.5 font-semibold ${current ? "border-rose-700 bg-rose-700 text-white" : "border-slate-300 hover:bg-slate-100"}`;
