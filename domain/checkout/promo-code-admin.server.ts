// Promo codes as admins make and switch them, each change audited in its own transaction.
import { desc, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { promoCodes } from "#db/schema.server";
import { recordAudit } from "#domain/platform/audit.server";

/** A calendar day as the date field sends it (2030-02-30 is not one). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
const day = z
  .string()
  .trim()
  .refine((value) => value === "" || isDay(value), "promoDateInvalid");
const optionalWhole = (max: number) =>
  z
    .string()
    .trim()
    .max(12)
    .transform((value, ctx) => {
      if (value === "") return null;
      const n = /^\d{1,12}$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: "custom", message: "promoNumberInvalid" });
        return z.NEVER;
      }
      return n;
    });

/** The admin's form: amounts in whole kroner, dates as the date field gives them (Oslo days). */
export const promoCodeFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, "required")
      .max(40, "tooLong")
      .regex(/^[A-Za-z0-9_-]+$/, "promoCodeInvalid")
      .transform((code) => code.toUpperCase()),
    kind: z.enum(["percent", "amount"], { message: "required" }),
    value: optionalWhole(100_000),
    minTotal: optionalWhole(1_000_000),
    perCustomerLimit: optionalWhole(1_000_000),
    totalLimit: optionalWhole(1_000_000),
    validFrom: day,
    validTo: day,
    firstPurchaseOnly: z.literal("on").optional(),
    active: z.literal("on").optional(),
  })
  .superRefine((form, ctx) => {
    if (form.value === null) ctx.addIssue({ code: "custom", path: ["value"], message: "required" });
    else if (form.kind === "percent" && form.value > 100)
      ctx.addIssue({ code: "custom", path: ["value"], message: "promoNumberInvalid" });
    if (form.validFrom && form.validTo && form.validTo < form.validFrom)
      ctx.addIssue({ code: "custom", path: ["validTo"], message: "promoDatesOrder" });
  });
export type PromoCodeForm = z.output<typeof promoCodeFormSchema>;

export type CreatePromoResult = { ok: true; id: number } | { ok: false; reason: "codeTaken" };

/** A new code; the same code twice is refused (codes are compared in upper case). */
export async function createPromoCode(
  db: Database,
  actorUserId: string,
  form: PromoCodeForm,
): Promise<CreatePromoResult> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(promoCodes)
      .values({
        code: form.code,
        kind: form.kind,
        // Percent as typed; an amount from kroner to øre.
        value: form.kind === "percent" ? (form.value ?? 0) : (form.value ?? 0) * 100,
        minTotalOre: (form.minTotal ?? 0) * 100,
        firstPurchaseOnly: form.firstPurchaseOnly === "on",
        perCustomerLimit: form.perCustomerLimit,
        totalLimit: form.totalLimit,
        // From the start of the first Oslo day to the end of the last.
        validFrom: form.validFrom ? sql`(${form.validFrom}::date)::timestamp AT TIME ZONE 'Europe/Oslo'` : null,
        validTo: form.validTo ? sql`(${form.validTo}::date + 1)::timestamp AT TIME ZONE 'Europe/Oslo'` : null,
        active: form.active === "on",
      })
      .onConflictDoNothing()
      .returning({ id: promoCodes.id });
    if (!created) return { ok: false, reason: "codeTaken" };
    await recordAudit(tx, {
      actorUserId,
      action: "promoCode.create",
      subjectType: "promoCode",
      subjectId: String(created.id),
    });
    return { ok: true, id: created.id };
  });
}

/** Turns a code on or off; false when there is no such code or it already was. */
export async function setPromoCodeActive(
  db: Database,
  actorUserId: string,
  id: number,
  active: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(promoCodes)
      .set({ active })
      .where(sql`${promoCodes.id} = ${id} AND ${promoCodes.active} <> ${active}`)
      .returning({ id: promoCodes.id });
    if (!changed) return false;
    await recordAudit(tx, {
      actorUserId,
      action: active ? "promoCode.activate" : "promoCode.deactivate",
      subjectType: "promoCode",
      subjectId: String(id),
    });
    return true;
  });
}

/** Every code, newest first, with how many uses it has (held and confirmed). */
export async function listPromoCodes(db: Database) {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}
