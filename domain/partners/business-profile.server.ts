// The partner's business profile as customers see it on deals and vouchers: address, phone,
// website, booking link, how to book and opening hours. The partner edits it under
// /business/profile; name and organisation number stay as registered and approved.
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { deals, partners } from "#db/schema.server";
import { partnerBusinessSchema, requiredText } from "./partner-business";
import { addressPosition } from "./postal-codes";
import { normalizeTime, WEEKDAYS, type DayHours, type WeekHours } from "./opening-hours";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .default("")
    .transform((value) => (value === "" ? null : value));

const timeField = z.string().trim().max(10, "timeInvalid").default("");

/** The form's fields: monOpens, monCloses … sunCloses; both empty is a closed day. */
const hourFields = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}Opens`, timeField],
    [`${day}Closes`, timeField],
  ]),
) as Record<`${(typeof WEEKDAYS)[number]}${"Opens" | "Closes"}`, typeof timeField>;

const detailsSchema = z.object({
  phone: partnerBusinessSchema.shape.phone,
  website: partnerBusinessSchema.shape.website,
  address: requiredText(200),
  city: requiredText(100),
  // Checked and written like the website: an address people can open.
  bookingUrl: partnerBusinessSchema.shape.website,
  howToBookNo: optionalText(500),
  howToBookEn: optionalText(500),
});

export const hoursSchema = z.object(hourFields).transform((form, ctx) => {
  const week: (DayHours | null)[] = WEEKDAYS.map((day) => {
    const opensText = form[`${day}Opens`];
    const closesText = form[`${day}Closes`];
    if (opensText === "" && closesText === "") return null;
    const opens = normalizeTime(opensText);
    const closes = normalizeTime(closesText);
    // Name the field that is wrong: the empty one, the one that is no time, or the closing time.
    for (const [field, text, time] of [
      [`${day}Opens`, opensText, opens],
      [`${day}Closes`, closesText, closes],
    ] as const) {
      if (text === "") ctx.addIssue({ code: "custom", path: [field], message: "required" });
      else if (time === null) ctx.addIssue({ code: "custom", path: [field], message: "timeInvalid" });
    }
    if (opens === null || closes === null) return null;
    if (closes <= opens) {
      ctx.addIssue({ code: "custom", path: [`${day}Closes`], message: "closesBeforeOpens" });
      return null;
    }
    return { opens, closes };
  });
  // A week with no open day is "not said", not "always closed".
  return week.every((day) => day === null) ? null : week;
});

export type BusinessProfile = z.output<typeof detailsSchema> & { openingHours: WeekHours | null };

/**
 * The profile form checked as a whole: the details and the hours are checked apart so one
 * answer names every wrong field, hours included (an object's own check would wait for its
 * fields to be right).
 */
export function parseBusinessProfile(
  fields: Record<string, string>,
): { success: true; data: BusinessProfile } | { success: false; error: z.ZodError } {
  const details = detailsSchema.safeParse(fields);
  const hours = hoursSchema.safeParse(fields);
  if (details.success && hours.success) return { success: true, data: { ...details.data, openingHours: hours.data } };
  return {
    success: false,
    error: new z.ZodError([...(details.error?.issues ?? []), ...(hours.error?.issues ?? [])]),
  };
}

const profileColumns = {
  phone: partners.phone,
  website: partners.website,
  address: partners.address,
  city: partners.city,
  bookingUrl: partners.bookingUrl,
  howToBookNo: partners.howToBookNo,
  howToBookEn: partners.howToBookEn,
  openingHours: partners.openingHours,
};

export async function getBusinessProfile(db: Database, partnerId: string): Promise<BusinessProfile | undefined> {
  const [row] = await db.select(profileColumns).from(partners).where(eq(partners.id, partnerId));
  return row;
}

/**
 * Saves the profile; deal pages show it at once (the partners trigger empties the page caches).
 * The address is placed from its postal code (or the town's centre), and the partner's deals in
 * that town without an address of their own move there, so "Nærmest" measures to the business.
 */
export async function updateBusinessProfile(
  db: Database,
  partnerId: string,
  profile: BusinessProfile,
): Promise<BusinessProfile> {
  const place = addressPosition(profile.address, profile.city);
  const coordinates = { latitude: place?.lat ?? null, longitude: place?.lon ?? null };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(partners)
      .set({ ...profile, openingHours: profile.openingHours ? [...profile.openingHours] : null, ...coordinates })
      .where(eq(partners.id, partnerId))
      .returning(profileColumns);
    if (!row) throw new Error(`No partner ${partnerId}`);
    if (place)
      await tx
        .update(deals)
        .set(coordinates)
        .where(
          and(
            eq(deals.partnerId, partnerId),
            sql`lower(${deals.city}) = lower(${profile.city})`,
            // A deal used at an address of its own stays there.
            isNull(deals.address),
          ),
        );
    return row;
  });
}

/** The form's time fields from stored hours: "09:00" each, empty for a closed day. */
export function hourFieldValues(week: WeekHours | null): Record<string, string> {
  return Object.fromEntries(
    WEEKDAYS.flatMap((day, i) => [
      [`${day}Opens`, week?.[i]?.opens ?? ""],
      [`${day}Closes`, week?.[i]?.closes ?? ""],
    ]),
  );
}
