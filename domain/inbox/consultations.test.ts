import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { consultationSlot, consultations, mailMessages } from "#db/schema.server";
import { CONSULTATION_SLOTS } from "./consultation-rules";
import { fieldErrors } from "#i18n/form-errors.server";
import {
  bookConsultation,
  bookedSlots,
  confirmConsultation,
  findConsultationByToken,
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

let ipCounter = 0;
/** A fresh IP per booking unless a test is about the per-IP cap. */
const nextIp = () => `198.51.100.${++ipCounter}`;
const opts = (language: "no" | "en" = "no", extra: { ip?: string; now?: Date } = {}) => ({
  language,
  mail,
  ip: extra.ip ?? nextIp(),
  ...(extra.now ? { now: extra.now } : {}),
});

async function mailsTo(address: string) {
  return test.db.select().from(mailMessages).where(eq(mailMessages.to, address));
}

/** The sales notices about bookings on `date` (as the notice writes it, dd.mm.yyyy). */
async function salesNotices(date: string) {
  return (await mailsTo(SALES)).filter((m) => m.subject.includes(date));
}

/** The token in the confirmation link of the newest hold e-mail to `address`. */
async function tokenFor(address: string): Promise<string> {
  const mails = await mailsTo(address);
  const hold = mails.filter((m) => m.text.includes("/business/consultation/confirm/")).at(-1);
  const token = /\/business\/consultation\/confirm\/([A-Za-z0-9_-]+)/.exec(hold?.text ?? "")?.[1];
  if (!token) throw new Error(`No confirmation link to ${address}`);
  return token;
}

describe("booking a consultation", () => {
  it("holds the slot and mails the booker only a confirmation link, none of the booker's text", async () => {
    const result = await bookConsultation(
      test.db,
      mailer,
      input({ date: "2026-07-01", time: "13:00", contactName: "Visit evil.example now", message: "<b>Win</b>" }),
      opts("en"),
    );
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
      confirmedAt: null,
    });
    expect(row!.holdExpiresAt).not.toBeNull();
    // Held: nobody else can book the slot meanwhile.
    expect(await bookedSlots(test.db, "2026-07-01")).toEqual(["13:00"]);

    const [hold, ...others] = await mailsTo("kari@fjordlys.no");
    expect(others).toEqual([]);
    expect(hold!.subject).toBe("Confirm your consultation on 01/07/2026 at 13:00");
    expect(hold!.text).toContain("within 30 minutes");
    expect(hold!.text).toMatch(/https:\/\/magicdeals\.example\/business\/consultation\/confirm\/[A-Za-z0-9_-]{40,}/);
    for (const typed of ["Fjordlys", "evil.example", "Win", "Vi vil selge"]) {
      expect(hold!.text).not.toContain(typed);
      expect(hold!.html).not.toContain(typed);
      expect(hold!.subject).not.toContain(typed);
    }
    // Sales hear of it only once it is confirmed.
    expect(await salesNotices("01.07.2026")).toEqual([]);
  });

  it("confirms by the link: the booker's confirmation and the sales notice, once", async () => {
    const booked = await bookConsultation(test.db, mailer, input({ date: "2026-07-05", time: "13:00" }), opts("en"));
    expect(booked.ok).toBe(true);
    const token = await tokenFor("kari@fjordlys.no");
    // Opening the link only shows the hold (mail scanners open links): nothing is confirmed or sent.
    expect(await findConsultationByToken(test.db, token)).toMatchObject({
      state: "held",
      consultation: { date: "2026-07-05", time: "13:00", businessName: "Fjordlys Spa AS" },
    });
    const [held] = await test.db.select().from(consultations).where(eq(consultations.date, "2026-07-05"));
    expect(held!.confirmedAt).toBeNull();
    expect(await salesNotices("05.07.2026")).toEqual([]);

    const confirmed = await confirmConsultation(test.db, mailer, token, { mail });
    expect(confirmed).toMatchObject({ ok: true, already: false, consultation: { date: "2026-07-05", time: "13:00" } });
    const [row] = await test.db.select().from(consultations).where(eq(consultations.date, "2026-07-05"));
    expect(row!.holdExpiresAt).toBeNull();
    expect(row!.confirmedAt).not.toBeNull();

    const confirmation = (await mailsTo("kari@fjordlys.no")).find((m) => m.subject.includes("is confirmed"));
    expect(confirmation!.subject).toBe("Your consultation on 05/07/2026 at 13:00 is confirmed");
    expect(confirmation!.text).toContain("30 minutes for you on 05/07/2026 at 13:00");
    expect(confirmation!.text).toContain("+47 912 34 567");
    expect(confirmation!.text).toContain("SEO Services");
    expect(confirmation!.text).not.toContain("Fjordlys");
    expect(confirmation!.text).not.toContain("Kari");
    expect(confirmation!.text).not.toContain("Vi vil selge");

    const [notice] = await salesNotices("05.07.2026");
    expect(notice).toMatchObject({ language: "no", subject: "Ny konsultasjon: Fjordlys Spa AS 05.07.2026 kl. 13.00" });
    expect(notice!.text).toContain("E-post: kari@fjordlys.no");
    expect(notice!.text).toContain("Pakke: Søkemotoroptimalisering");
    expect(notice!.text).toContain("Behov: Vi vil selge flere spadager på ukedager.");

    // The link again: the same booking, no second e-mail.
    expect(await confirmConsultation(test.db, mailer, token, { mail })).toMatchObject({ ok: true, already: true });
    expect(await salesNotices("05.07.2026")).toHaveLength(1);
    expect(await confirmConsultation(test.db, mailer, "x".repeat(43), { mail })).toEqual({ ok: false });
    expect(await findConsultationByToken(test.db, token)).toMatchObject({ state: "confirmed" });
    expect(await findConsultationByToken(test.db, "x".repeat(43))).toBeNull();
  });

  it("escapes the booker's text in the sales notice", async () => {
    const booked = await bookConsultation(
      test.db,
      mailer,
      input({
        date: "2026-07-06",
        time: "09:00",
        email: "escape@example.no",
        message: '<a href="https://evil.example">x</a>',
      }),
      opts(),
    );
    expect(booked.ok).toBe(true);
    await confirmConsultation(test.db, mailer, await tokenFor("escape@example.no"), { mail });
    const [notice] = await salesNotices("06.07.2026");
    expect(notice!.html).toContain("&lt;a href=&quot;https://evil.example&quot;&gt;");
    expect(notice!.html).not.toContain('<a href="https://evil.example"');
  });

  it("frees the slot when the hold expires unconfirmed, and the old link then says it has expired", async () => {
    const at = new Date("2026-06-20T08:00:00Z");
    const first = await bookConsultation(
      test.db,
      mailer,
      input({ date: "2026-07-10", time: "10:00", email: "slow@example.no" }),
      opts("no", { now: at }),
    );
    expect(first.ok).toBe(true);
    const token = await tokenFor("slow@example.no");
    const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
    expect(await bookedSlots(test.db, "2026-07-10", later(29))).toEqual(["10:00"]);
    expect(await bookedSlots(test.db, "2026-07-10", later(31))).toEqual([]);
    // Within the 30 minutes another booker is refused; after them the slot is free for them.
    const early = input({ date: "2026-07-10", time: "10:00", email: "next@example.no" });
    expect(await bookConsultation(test.db, mailer, early, opts("no", { now: later(29) }))).toEqual({
      ok: false,
      reason: "slotTaken",
    });
    expect((await bookConsultation(test.db, mailer, early, opts("no", { now: later(31) }))).ok).toBe(true);
    expect(await confirmConsultation(test.db, mailer, token, { mail, now: later(32) })).toEqual({ ok: false });
    expect(await test.db.select().from(consultations).where(eq(consultations.date, "2026-07-10"))).toHaveLength(1);
  });

  it("refuses a link opened after the hold expired even if nobody took the slot", async () => {
    const at = new Date("2026-06-20T08:00:00Z");
    await bookConsultation(
      test.db,
      mailer,
      input({ date: "2026-07-11", time: "10:00", email: "late@example.no" }),
      opts("no", { now: at }),
    );
    const token = await tokenFor("late@example.no");
    const expired = await confirmConsultation(test.db, mailer, token, {
      mail,
      now: new Date(at.getTime() + 31 * 60_000),
    });
    expect(expired).toEqual({ ok: false });
    expect(await findConsultationByToken(test.db, token, new Date(at.getTime() + 31 * 60_000))).toBeNull();
    expect(await salesNotices("11.07.2026")).toEqual([]);
  });

  it("refuses a slot that is already held, and sends no e-mail for it", async () => {
    const booking = input({ date: "2026-07-02", time: "14:00", email: "first@example.no" });
    expect((await bookConsultation(test.db, mailer, booking, opts())).ok).toBe(true);
    const second = await bookConsultation(test.db, mailer, { ...booking, email: "second@example.no" }, opts());
    expect(second).toEqual({ ok: false, reason: "slotTaken" });
    expect(await mailsTo("second@example.no")).toEqual([]);
    // Another slot the same day is still free.
    const other = await bookConsultation(test.db, mailer, { ...booking, time: "15:00" }, opts());
    expect(other.ok).toBe(true);
    expect(await bookedSlots(test.db, "2026-07-02")).toEqual(["14:00", "15:00"]);
    expect(await bookedSlots(test.db, "2026-07-03")).toEqual([]);
    expect(await bookedSlots(test.db, "not-a-date")).toEqual([]);
  });

  it("caps bookings per e-mail address and per IP address, without e-mail for the refused ones", async () => {
    for (const [i, time] of (["09:00", "10:00", "11:00"] as const).entries())
      expect(
        (await bookConsultation(test.db, mailer, input({ date: "2026-09-01", time, email: "Spam@Example.no" }), opts()))
          .ok,
        `booking ${i}`,
      ).toBe(true);
    const fourth = await bookConsultation(
      test.db,
      mailer,
      input({ date: "2026-09-01", time: "13:00", email: "spam@example.no" }),
      opts(),
    );
    expect(fourth).toMatchObject({ ok: false, reason: "tooManyForAddress" });
    expect(await mailsTo("spam@example.no")).toHaveLength(3);

    const ip = "203.0.113.77";
    const fromOneIp = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        bookConsultation(
          test.db,
          mailer,
          input({ date: `2026-10-${String(i + 1).padStart(2, "0")}`, time: "09:00", email: `ip${i}@example.no` }),
          opts("no", { ip }),
        ),
      ),
    );
    expect(fromOneIp.filter((r) => r.ok)).toHaveLength(10);
    expect(fromOneIp.filter((r) => !r.ok && r.reason === "tooManyFromIp")).toHaveLength(4);
  });

  it("lets exactly one of 10 concurrent bookings of one slot win", async () => {
    const attempts = Array.from({ length: 10 }, (_, i) =>
      bookConsultation(
        test.db,
        mailer,
        input({ date: "2026-08-03", time: "11:00", email: `race${i}@example.no` }),
        opts(),
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "slotTaken")).toHaveLength(9);
    const rows = await test.db.select().from(consultations).where(eq(consultations.date, "2026-08-03"));
    expect(rows).toHaveLength(1);
    const winner = results.find((r) => r.ok);
    expect(rows[0]!.email).toBe(winner?.ok ? winner.consultation.email : "");
    const holds = await test.db.select().from(mailMessages);
    expect(holds.filter((m) => m.to.startsWith("race"))).toHaveLength(1);
  });

  it("lets exactly one of two concurrent bookings win a slot whose earlier hold expired", async () => {
    const at = new Date("2026-06-20T08:00:00Z");
    const slot = { date: "2026-08-04", time: "16:00" };
    expect(
      (await bookConsultation(test.db, mailer, input({ ...slot, email: "gone@example.no" }), opts("no", { now: at })))
        .ok,
    ).toBe(true);
    const after = new Date(at.getTime() + 40 * 60_000);
    const results = await Promise.all(
      ["a", "b"].map((who) =>
        bookConsultation(
          test.db,
          mailer,
          input({ ...slot, email: `pair-${who}@example.no` }),
          opts("no", { now: after }),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "slotTaken")).toHaveLength(1);
    const rows = await test.db.select().from(consultations).where(eq(consultations.date, slot.date));
    expect(rows.map((r) => r.email)).toEqual([results[0]!.ok ? "pair-a@example.no" : "pair-b@example.no"]);
  });
});
