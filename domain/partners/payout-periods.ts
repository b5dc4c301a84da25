// Payouts run twice a month: a period ends at midnight (Oslo time) starting the 1st and the 16th.

// Made once: building an Intl formatter costs far more than using it, and the dashboard asks
// for the next payout date on every render.
const OSLO_WALL_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const osloParts = (at: Date) => {
  const parts = OSLO_WALL_CLOCK.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute") };
};

/** Midnight starting the given Oslo date, as an instant (no DST change happens at midnight there). */
export function osloMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  const wall = osloParts(new Date(guess));
  // Oslo is 1 or 2 hours ahead: at 00:00 UTC it is 01:00 or 02:00 there.
  return new Date(guess - wall.hour * 3_600_000 - wall.minute * 60_000);
}

/** The latest period end at or before `now`. */
export function periodEndAtOrBefore(now: Date): Date {
  const { year, month, day } = osloParts(now);
  return osloMidnight(year, month, day >= 16 ? 16 : 1);
}

/** The first period end after `now`: the next payout run. */
export function nextPeriodEnd(now: Date): Date {
  const { year, month, day } = osloParts(now);
  if (day < 16) return osloMidnight(year, month, 16);
  return month === 12 ? osloMidnight(year + 1, 1, 1) : osloMidnight(year, month + 1, 1);
}

/** The Oslo date of a period end as yyyymmdd, for references and file names. */
export function periodLabel(periodEnd: Date): string {
  const { year, month, day } = osloParts(periodEnd);
  return `${year}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}`;
}
