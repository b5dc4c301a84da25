// The dashboard's periods (shared with the page, so not a .server module): 7, 30 or 90 days.
export const PERIODS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: PeriodDays = 30;

/** The period from a query string value; anything else is the default. */
export function periodFrom(value: string | null | undefined): PeriodDays {
  const days = Number(value);
  return (PERIODS as readonly number[]).includes(days) ? (days as PeriodDays) : DEFAULT_PERIOD;
}
