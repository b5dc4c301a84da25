import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { partners } from "#db/schema.server";
import { createPartners } from "#domain/demo/factories.server";
import { fieldErrors } from "#i18n/form-errors.server";
import { getDeal } from "#domain/catalog/catalog.server";
import { createDeals } from "#domain/demo/factories.server";
import { parseBusinessProfile, getBusinessProfile, updateBusinessProfile } from "./business-profile.server";

const test = setupTestDatabase({ seeded: true });

const form = {
  phone: "22 41 33 70",
  website: "fjordlys.example.no",
  address: "Tjuvholmen allé 14, 0252 Oslo",
  city: "Oslo",
  bookingUrl: "",
  howToBookNo: "",
  howToBookEn: "",
  monOpens: "9",
  monCloses: "17.00",
  tueOpens: "09:00",
  tueCloses: "17:00",
  satOpens: "10.00",
  satCloses: "15.00",
};

describe("business profile", () => {
  it("saves what the partner typed, cleaned up, and the deal page shows it", async () => {
    const [partner] = await createPartners(test.db, [{}]);
    const parsed = parseBusinessProfile(form);
    if (!parsed.success) throw parsed.error;
    expect(parsed.data).toMatchObject({
      phone: "+4722413370",
      website: "https://fjordlys.example.no/",
      bookingUrl: null,
    });
    await updateBusinessProfile(test.db, partner!.id, parsed.data);

    const saved = await getBusinessProfile(test.db, partner!.id);
    expect(saved?.openingHours).toEqual([
      { opens: "09:00", closes: "17:00" },
      { opens: "09:00", closes: "17:00" },
      null,
      null,
      null,
      { opens: "10:00", closes: "15:00" },
      null,
    ]);
    const [deal] = await createDeals(test.db, [{ partnerId: partner!.id }]);
    const page = await getDeal(test.db, "no", deal!.id);
    expect(page?.business).toMatchObject({ phone: "+4722413370", address: form.address, howToBook: null });
    expect(page?.business.location).not.toBeNull();
  });

  it("says which day's time is wrong, in the user's language, and saves nothing", async () => {
    const [partner] = await createPartners(test.db, [{ phone: "+4791234567" }]);
    const result = parseBusinessProfile({
      ...form,
      phone: "12",
      bookingUrl: "javascript:alert(1)",
      monCloses: "08.00",
      wedOpens: "kl ni",
      wedCloses: "17",
      friOpens: "09.00",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(!result.success ? result.error : new ZodError([]), "no")).toEqual({
      phone: "Skriv inn et norsk telefonnummer med 8 siffer, for eksempel 22 33 44 55.",
      bookingUrl: expect.any(String),
      monCloses: "Stengetiden må være etter åpningstiden.",
      wedOpens: "Skriv klokkeslettet som 09.00.",
      friCloses: expect.any(String),
    });
    expect(fieldErrors(!result.success ? result.error : new ZodError([]), "en").monCloses).toBe(
      "The closing time must be after the opening time.",
    );
    const [row] = await test.db.select({ phone: partners.phone }).from(partners).where(eq(partners.id, partner!.id));
    expect(row?.phone).toBe("+4791234567");
  });

  it("keeps a week with no open day as not said", () => {
    const parsed = parseBusinessProfile({
      ...form,
      monOpens: "",
      monCloses: "",
      tueOpens: "",
      tueCloses: "",
      satOpens: "",
      satCloses: "",
    });
    expect(parsed.success && parsed.data.openingHours).toBeNull();
  });
});
