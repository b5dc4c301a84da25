import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { consultationSlot, consultations, mailMessages } from "#db/schema.server";
import { CONSULTATION_SLOTS } from "./consultation-rules";
import { fieldErrors } from "#i18n/form-errors.server";
import {
  bookConsultation,
  bookedSlots,
  consultationSchema,
  osloClock,
  pastSlots,
  type ConsultationInput,
} from "./consultations.server";
import { createMailer } from "#domain/platform/mail.server";
import { normalizeNorwegianPhone } from "#domain/accounts/phone-numbers";

const test = setupTestDatabase({ seeded: false });
const mailer = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
const SALES = "salg@example.no";
const mail = {
  origin: "https://magicdeals.example",
  supportPhone: "+47 22 00 00 00",
  salesEmail: SALES,
};

// 10:30 on 15 June 2026 in Oslo (summer time, UTC+2).
const NOW = new Date("2026-06-15T08:30:00Z");

const valid = {
  businessName: "Fjordlys Spa AS",
  contactName: "Kari Nordmann",
  email: "Kari@Fjordlys.NO",
  phone: "+47 912 34 567",
  date: "2026-06-16",
  time: "10:00",
  message: "Vi vil selge flere spadager på ukedager.",
  package: "seo-services",
};

function parse(fields: Record<string, string>, now = NOW) {
  return consultationSchema(now).safeParse(fields);
}

/** Each field's first message key. */
function messages(fields: Record<string, string>, now = NOW) {
  const result = parse(fields, now);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

function input(overrides: Partial<typeof valid>): ConsultationInput {
  return consultationSchema(NOW).parse({ ...valid, ...overrides });
}

describe("the Oslo clock", () => {
  it("offers the spec's slots, the same the database accepts", () => {
    expect(CONSULTATION_SLOTS).toEqual(["09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
    expect(consultationSlot.enumValues).toEqual([...CONSULTATION_SLOTS]);
  });

  it("reads the date and time on Oslo's wall clock, across midnight and summer time", () => {
    expect(osloClock(NOW)).toEqual({ date: "2026-06-15", time: "10:30" });
    // 23:30 UTC on 31 December is already New Year's Day in Oslo (UTC+1 in winter).
    expect(osloClock(new Date("2026-12-31T23:30:00Z"))).toEqual({ date: "2027-01-01", time: "00:30" });
  });

  it("counts a slot as past once it has started today, and none on later days", () => {
    expect(pastSlots("2026-06-15", NOW)).toEqual(["09:00", "10:00"]);
    expect(pastSlots("2026-06-15", new Date("2026-06-15T09:00:00Z"))).toEqual(["09:00", "10:00", "11:00"]);
    expect(pastSlots("2026-06-16", NOW)).toEqual([]);
  });
});

describe("the booking form's rules", () => {
  it("accepts a complete booking and tidies it", () => {
    const result = parse({ ...valid, businessName: "  Fjordlys Spa AS " });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      businessName: "Fjordlys Spa AS",
      phone: "+4791234567",
      package: "seo-services",
    });
    expect(parse({ ...valid, package: "" }).data?.package).toBeNull();
    const { package: _omitted, ...withoutPackage } = valid;
    expect(parse(withoutPackage).data?.package).toBeNull();
  });

  it("names every missing field", () => {
    // A field missing from the post altogether reads as "required" too.
    const missing = fieldErrors(consultationSchema(NOW).safeParse({}).error!, "en");
    expect(Object.keys(missing).sort()).toEqual(
      ["businessName", "contactName", "date", "email", "message", "phone", "time"].sort(),
    );
    expect(new Set(Object.values(missing))).toEqual(new Set(["Please fill in this field."]));
    const blank = { businessName: " ", contactName: "", email: "", phone: " ", date: "", time: "", message: "  " };
    expect(Object.values(messages(blank))).toEqual(Array(7).fill("required"));
  });

  it("explains each wrong value", () => {
    expect(
      messages({
        businessName: "x".repeat(201),
        contactName: "y".repeat(201),
        email: "kari@",
        phone: "12345",
        date: "2026-02-30",
        time: "12:00",
        message: "z".repeat(2001),
        package: "gold",
      }),
    ).toEqual({
      businessName: "tooLong",
      contactName: "tooLong",
      email: "invalidEmail",
      phone: "consultationPhoneInvalid",
      date: "consultationDateInvalid",
      time: "consultationSlotInvalid",
      message: "tooLong",
      package: "consultationPackageInvalid",
    });
  });

  it("takes Norwegian numbers with +47, 0047 or none, with spaces or dashes, and nothing else", () => {
    for (const phone of ["+47 912 34 567", "0047 91234567", "91 23 45 67", "+4791234567", "+47 912-34-567"])
      expect(normalizeNorwegianPhone(phone), phone).toBe("+4791234567");
    for (const phone of ["+46 912 34 567", "9123456", "912345678", "02 34 56 78", "phone"])
      expect(messages({ ...valid, phone }).phone, phone).toBe("consultationPhoneInvalid");
  });

  it("refuses a date before today in Oslo, takes today and refuses more than a year ahead", () => {
    expect(messages({ ...valid, date: "2026-06-14" })).toEqual({ date: "consultationDatePast" });
    expect(messages({ ...valid, date: "2026-06-15", time: "13:00" })).toEqual({});
    expect(messages({ ...valid, date: "2027-06-15" })).toEqual({});
    expect(messages({ ...valid, date: "2027-06-16" })).toEqual({ date: "consultationDateTooFar" });
    // 23:30 UTC on 14 June is already 15 June in Oslo: the 14th is past there.
    expect(messages({ ...valid, date: "2026-06-14" }, new Date("2026-06-14T22:30:00Z"))).toEqual({
      date: "consultationDatePast",
    });
  });

  it("refuses a slot that has already started today, with the injected clock", () => {
    expect(messages({ ...valid, date: "2026-06-15", time: "09:00" })).toEqual({ time: "consultationSlotPast" });
    expect(messages({ ...valid, date: "2026-06-15", time: "10:00" })).toEqual({ time: "consultationSlotPast" });
    expect(messages({ ...valid, date: "2026-06-15", time: "11:00" })).toEqual({});
    // The same slot on a later day is fine.
    expect(messages({ ...valid, date: "2026-06-16", time: "09:00" })).toEqual({});
  });

  it("turns every message key into a sentence in both languages", () => {
    const wrong = {
      businessName: "",
      contactName: "x".repeat(201),
      email: "kari@",
      phone: "123",
      date: "2026-02-30",
      time: "12:00",
      message: "",
      package: "gold",
    };
    const no = fieldErrors(consultationSchema(NOW).safeParse(wrong).error!, "no");
    expect(no).toEqual({
      businessName: "Fyll ut dette feltet.",
      contactName: "Teksten er for lang.",
      email: "Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.",
      phone: "Skriv inn et norsk telefonnummer med 8 siffer, for eksempel +47 912 34 567.",
      date: "Velg en gyldig dato.",
      time: "Velg et av tidspunktene i listen.",
      message: "Fyll ut dette feltet.",
      package: "Velg en av pakkene i listen.",
    });
    const en = (fields: Record<string, string>) => fieldErrors(consultationSchema(NOW).safeParse(fields).error!, "en");
    expect(en({ ...valid, date: "2026-06-01" })).toEqual({
      date: "That date has passed. Choose today or a later date.",
    });
    expect(en({ ...valid, date: "2028-01-01" })).toEqual({ date: "Choose a date within one year from today." });
    expect(en({ ...valid, date: "2026-06-15", time: "09:00" })).toEqual({
      time: "That time has already passed today. Choose a later time or another day.",
    });
  });
});

describe("booking a consultation", () => {
  it("stores the booking and writes the confirmation and the sales notice to the outbox", async () => {
    const result = await bookConsultation(test.db, mailer, input({ date: "2026-07-01", time: "13:00" }), {
      language: "en",
      mail,
    });
    expect(result.ok).toBe(true);
    const id = result.ok ? result.consultation.id : "";
    const [row] = await test.db.select().from(consultations).where(eq(consultations.id, id));
    expect(row).toMatchObject({
      businessName: "Fjordlys Spa AS",
      email: "kari@fjordlys.no",
      phone: "+4791234567",
      date: "2026-07-01",
      slot: "13:00",
      servicePackage: "seo-services",
      language: "en",
      status: "new",
    });

    const [confirmation] = await test.db.select().from(mailMessages).where(eq(mailMessages.to, "kari@fjordlys.no"));
    expect(confirmation).toMatchObject({ language: "en", status: "outbox" });
    expect(confirmation!.subject).toBe("Your consultation on 01/07/2026 at 13:00 is confirmed");
    expect(confirmation!.text).toContain("30 minutes for Fjordlys Spa AS on 01/07/2026 at 13:00");
    expect(confirmation!.text).toContain("+47 912 34 567");
    expect(confirmation!.text).toContain("What to expect:");
    expect(confirmation!.text).toContain("SEO Services");
    expect(confirmation!.text).toContain("https://magicdeals.example/business/consultant");

    const [notice] = await test.db.select().from(mailMessages).where(eq(mailMessages.to, SALES));
    expect(notice).toMatchObject({ language: "no", subject: "Ny konsultasjon: Fjordlys Spa AS 01.07.2026 kl. 13:00" });
    expect(notice!.text).toContain("E-post: kari@fjordlys.no");
    expect(notice!.text).toContain("Pakke: Søkemotoroptimalisering");
    expect(notice!.text).toContain("Behov: Vi vil selge flere spadager på ukedager.");
  });

  it("refuses a slot that is already booked, and sends no e-mail for it", async () => {
    const booking = input({ date: "2026-07-02", time: "14:00", email: "first@example.no" });
    expect((await bookConsultation(test.db, mailer, booking, { language: "no", mail })).ok).toBe(true);
    const second = await bookConsultation(
      test.db,
      mailer,
      { ...booking, email: "second@example.no" },
      { language: "no", mail },
    );
    expect(second).toEqual({ ok: false, reason: "slotTaken" });
    expect(await test.db.select().from(mailMessages).where(eq(mailMessages.to, "second@example.no"))).toEqual([]);
    // Another slot the same day is still free.
    const other = await bookConsultation(test.db, mailer, { ...booking, time: "15:00" }, { language: "no", mail });
    expect(other.ok).toBe(true);
    expect(await bookedSlots(test.db, "2026-07-02")).toEqual(["14:00", "15:00"]);
    expect(await bookedSlots(test.db, "2026-07-03")).toEqual([]);
    expect(await bookedSlots(test.db, "not-a-date")).toEqual([]);
  });

  it("lets exactly one of 10 concurrent bookings of one slot win", async () => {
    const attempts = Array.from({ length: 10 }, (_, i) =>
      bookConsultation(test.db, mailer, input({ date: "2026-08-03", time: "11:00", email: `race${i}@example.no` }), {
        language: "no",
        mail,
      }),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "slotTaken")).toHaveLength(9);
    const rows = await test.db.select().from(consultations).where(eq(consultations.date, "2026-08-03"));
    expect(rows).toHaveLength(1);
    const winner = results.find((r) => r.ok);
    expect(rows[0]!.email).toBe(winner?.ok ? winner.consultation.email : "");
    const confirmations = await test.db.select().from(mailMessages);
    expect(confirmations.filter((m) => m.to.startsWith("race"))).toHaveLength(1);
  });
});
