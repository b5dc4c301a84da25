import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { deals, partners, vouchers } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { pdfText } from "../../tests/support/pdf-text";
import { voucherPdf } from "./voucher-pdf.server";
import {
  addLocation,
  listLocations,
  locationAddress,
  locationSchema,
  replaceDealLocations,
} from "#domain/partners/locations.server";
import { voucherMail } from "./voucher-mail.server";
import { getVoucherForViewer, listUserVouchers } from "./vouchers.server";

const test = setupTestDatabase({ seeded: true });
const shop = setupTestShop(test);

async function buyOne(dealId: number) {
  const email = `business-${crypto.randomUUID()}@example.no`;
  const account = await createCustomer(test.db, { name: "Kari", email });
  const now = new Date(test.seededAt.getTime() + 60_000);
  const order = await shop.buy(
    test.db,
    { lines: [{ dealId, packageKind: "basic", quantity: 1 }], email, userId: account.id, language: "no" },
    { now },
  );
  if (!order.ok) throw new Error(order.reason);
  const [voucher] = await test.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
  const [partner] = await test.db
    .select({ id: partners.id, address: partners.address, phone: partners.phone })
    .from(deals)
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .where(eq(deals.id, dealId));
  return { userId: account.id, email, voucherId: voucher!.id, partner: partner! };
}

describe("the business on a voucher", () => {
  it("names the business's address, phone, hours and how to book on the card, the PDF and the e-mail", async () => {
    const { userId, email, voucherId, partner } = await buyOne(30);
    const phone = `+47 ${partner.phone.slice(3, 6)} ${partner.phone.slice(6, 8)} ${partner.phone.slice(8)}`;

    const [card] = await listUserVouchers(test.db, userId, "no");
    expect(card!.business).toMatchObject({ address: partner.address, phone: partner.phone, howToBook: null });
    expect(card!.business.openingHours).toHaveLength(7);

    const doc = await getVoucherForViewer(test.db, voucherId, { userId, guestOrderIds: [] }, "no");
    const text = pdfText(Buffer.from(await voucherPdf(doc!, "no")));
    expect(text).toContain(partner.address);
    expect(text).toContain(`Telefon: ${phone}`);
    expect(text).toContain("Slik bestiller du");
    expect(text).toContain("Ring eller bestill på nettsiden og oppgi verdikortkoden.");

    const mail = await voucherMail(email, doc!, "no");
    expect(mail.text).toContain(partner.address);
    expect(mail.text).toContain(`Telefon: ${phone}`);
    expect(mail.text).toMatch(/Åpningstider: \S+/);
  });

  it("says the partner's own booking words and link, in English where the partner wrote them", async () => {
    const { userId, email, voucherId, partner } = await buyOne(31);
    await test.db
      .update(partners)
      .set({
        howToBookNo: "Bestill i appen vår.",
        howToBookEn: "Book in our app.",
        bookingUrl: "https://booking.example.no/",
      })
      .where(eq(partners.id, partner.id));
    const doc = await getVoucherForViewer(test.db, voucherId, { userId, guestOrderIds: [] }, "en");
    const text = pdfText(Buffer.from(await voucherPdf(doc!, "en")));
    expect(text).toContain("How to book");
    expect(text).toContain("Book in our app.");
    expect(text).toContain("Book online: https://booking.example.no/");
    const mail = await voucherMail(email, doc!, "en");
    expect(mail.text).toContain("How to book: Book in our app.");
    const [card] = await listUserVouchers(test.db, userId, "no");
    expect(card!.business.howToBook).toBe("Bestill i appen vår.");
  });

  it("names the one location a voucher is used at, or 'all our locations' with the list on the card", async () => {
    const { userId, voucherId, partner } = await buyOne(32);
    const [first] = await listLocations(test.db, partner.id);
    const majorstuen = await addLocation(
      test.db,
      partner.id,
      locationSchema.parse({ name: "Majorstuen", address: "Bogstadveien 12", postalCode: "0355", city: "Oslo" }),
    );
    await test.db.transaction((tx) => replaceDealLocations(tx, partner.id, 32, [majorstuen.id]));
    const one = await getVoucherForViewer(test.db, voucherId, { userId, guestOrderIds: [] }, "no");
    expect(one!.locations).toEqual([{ name: "Majorstuen", address: "Bogstadveien 12, 0355 Oslo" }]);
    expect(pdfText(Buffer.from(await voucherPdf(one!, "no")))).toContain(
      "Kan brukes hos: Majorstuen, Bogstadveien 12, 0355 Oslo",
    );

    await test.db.transaction((tx) => replaceDealLocations(tx, partner.id, 32, [first!.id, majorstuen.id]));
    const both = await getVoucherForViewer(test.db, voucherId, { userId, guestOrderIds: [] }, "en");
    expect(pdfText(Buffer.from(await voucherPdf(both!, "en")))).toContain("Can be used at: all our locations");
    const mail = await voucherMail("kari@example.no", both!, "en");
    expect(mail.text).toContain(
      `Can be used at: all our locations: ${first!.name}, ${locationAddress(first!)}; Majorstuen, Bogstadveien 12, 0355 Oslo`,
    );
    const [card] = await listUserVouchers(test.db, userId, "no");
    expect(card!.locations.map((l) => l.name)).toEqual([first!.name, "Majorstuen"]);
  });
});
