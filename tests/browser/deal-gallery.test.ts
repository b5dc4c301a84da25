// A deal's gallery end to end in Chromium: a partner adds three photos (two through the file
// chooser, one dropped on the drop zone), sees a wrong file refused by name, makes the third the
// cover, writes its alt text and sends the deal for approval; the admin approves it; the deal
// page shows the three with thumbnails in both languages and the card shows the chosen cover.
// Axe on each page.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deals, users } from "../../db/schema.server";
import { createPartner } from "../../domain/demo/factories.server";
import { sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { main } from "../support/browser-actions";
import { MOBILE, setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();
const app = setupAppDatabase();
const title = `Badstue og basseng ${randomUUID().slice(0, 6)}`;

let partnerSession = "";
let adminSession = "";
beforeAll(async () => {
  const created = await createPartner(app.db, { name: `Badehuset AS ${randomUUID().slice(0, 4)}` });
  partnerSession = await sessionFor(app.db, created.userId);
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.magicdeals.no"));
  adminSession = await sessionFor(app.db, admin!.id);
});

// Other files count the seeded catalogue exactly.
afterAll(async () => {
  await app.db.delete(deals).where(eq(deals.title, title));
});

const png = async (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const photos = (page: Page) => main(page).getByTestId("gallery-photo");

/** Drops `file` on the editor's drop zone, as a file dragged from the desktop would arrive. */
async function dropFile(page: Page, name: string, bytes: Buffer) {
  const transfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const files = new DataTransfer();
      files.items.add(new File([data], name, { type: "image/png" }));
      return files;
    },
    { name, base64: bytes.toString("base64") },
  );
  await page.getByTestId("photo-drop-zone").dispatchEvent("drop", { dataTransfer: transfer });
}

describe("a deal's gallery", () => {
  it("goes from the partner's drop zone through approval to the deal page and the card", async () => {
    const editor = await browser.newPage({ session: partnerSession });
    await visit(editor, "/business/deals/new");
    await field(editor, "Tittel (bokmål)").fill(title);
    await field(editor, "Beskrivelse (bokmål)").fill("Fri tilgang til badstue og basseng en hel dag.");
    await field(editor, "Vilkår (bokmål)").fill("Bestill på forhånd.");
    await field(editor, "Kategori").selectOption("beauty-spa");
    await field(editor, "By").fill("Oslo");
    await field(editor, "Adresse der verdikortet brukes").fill("Langkaia 1");
    await field(editor, "Ordinær pris (kr, inkl. mva.)").fill("900");
    await field(editor, "Tilbudspris (kr, inkl. mva.)").fill("450");

    const chooser = main(editor).getByLabel("Last opp bilder");
    await chooser.setInputFiles([
      { name: "rød.png", mimeType: "image/png", buffer: await png("#c33") },
      { name: "grønn.png", mimeType: "image/png", buffer: await png("#3c3") },
    ]);
    await expect.poll(() => photos(editor).count()).toBe(2);
    await chooser.setInputFiles({ name: "notat.txt", mimeType: "text/plain", buffer: Buffer.from("ikke et bilde") });
    await main(editor)
      .getByTestId("refused-files")
      .getByText("Filen er ikke et bilde vi kan lese. Bruk JPEG, PNG, WebP, GIF eller AVIF.")
      .waitFor();
    expect(await main(editor).getByTestId("refused-files").innerText()).toContain("notat.txt");
    await dropFile(editor, "blå.png", await png("#33c"));
    await expect.poll(() => photos(editor).count()).toBe(3);
    expect(await photos(editor).first().innerText()).toContain("Forsidebilde");

    // The dropped photo becomes the cover, from the keyboard; the focus stays on the moving photo.
    await main(editor).getByRole("button", { name: "Flytt bilde 3 opp" }).focus();
    await editor.keyboard.press("Enter");
    await expect.poll(() => editor.evaluate(() => document.activeElement?.textContent)).toBe("Flytt bilde 2 opp");
    await editor.keyboard.press("Enter");
    await expect.poll(() => editor.evaluate(() => document.activeElement?.textContent)).toBe("Flytt bilde 1 ned");
    await field(editor, "Alternativ tekst (bokmål) (Bilde 1)").fill("Blått basseng");
    await field(editor, "Alternativ tekst (engelsk, valgfri) (Bilde 1)").fill("Blue pool");
    await expectNoAxeViolations(editor);

    await main(editor)
      .getByLabel(/Jeg bekrefter at den ordinære prisen/)
      .check();
    await main(editor).getByRole("button", { name: "Send til godkjenning" }).click();
    await editor.waitForURL(/\/business\/deals\?saved=created$/);
    const [deal] = await app.db.select().from(deals).where(eq(deals.title, title));
    expect(deal).toMatchObject({ status: "pending", imageAltNo: "Blått basseng" });
    const blue = await sharp(await (await editor.request.get(deal!.imageSrc)).body())
      .stats()
      .then((s) => s.dominant);
    expect(blue.b).toBeGreaterThan(blue.r);

    // The admin approves it.
    const admin = await browser.newPage({ session: adminSession });
    await visit(admin, "/admin/deals");
    const card = admin.getByTestId("admin-deal").filter({ hasText: title });
    await card.getByRole("button", { name: "Godkjenn" }).click();
    await expect.poll(() => card.count()).toBe(0);

    // The deal page: the cover large, three thumbnails that switch it.
    const shopper = await browser.newPage();
    await visit(shopper, `/deal/${deal!.id}`);
    const mainPhoto = main(shopper).getByTestId("deal-gallery-main");
    expect(await mainPhoto.getAttribute("alt")).toBe("Blått basseng");
    expect(await mainPhoto.getAttribute("src")).toBe(deal!.imageSrc);
    const thumbnails = main(shopper).getByTestId("deal-gallery-thumbnails").getByRole("button");
    expect(await thumbnails.count()).toBe(3);
    expect(await thumbnails.first().getAttribute("aria-label")).toBe("Vis bilde 1 av 3: Blått basseng");
    await thumbnails.nth(1).click();
    await expect.poll(() => mainPhoto.getAttribute("src")).not.toBe(deal!.imageSrc);
    expect(await mainPhoto.getAttribute("alt")).toBe(title);
    await shopper.keyboard.press("ArrowRight");
    await main(shopper).getByText("Bilde 3 av 3").waitFor();
    await expectNoAxeViolations(shopper);

    // The card shows the chosen cover.
    await visit(shopper, `/deals?q=${encodeURIComponent(title)}`);
    const cardImage = main(shopper).getByTestId("deal-card").filter({ hasText: title }).locator("img").first();
    expect(await cardImage.getAttribute("src")).toBe(deal!.imageSrc);

    // In English.
    const english = await browser.newPage({ lang: "en" });
    await visit(english, `/deal/${deal!.id}`);
    const englishThumbnails = main(english).getByTestId("deal-gallery-thumbnails").getByRole("button");
    expect(await englishThumbnails.first().getAttribute("aria-label")).toBe("Show photo 1 of 3: Blue pool");
    await main(english).getByRole("button", { name: "Next photo" }).click();
    await main(english).getByText("Photo 2 of 3").waitFor();
    await expectNoAxeViolations(english);

    // On a 390 px phone: a swipe to the left shows the next photo, and nothing scrolls sideways.
    const phone = await browser.newPage(MOBILE);
    await visit(phone, `/deal/${deal!.id}`);
    const frame = main(phone).getByTestId("deal-gallery-main");
    await frame.dispatchEvent("touchstart", { touches: [{ identifier: 1, clientX: 300, clientY: 200 }] });
    await frame.dispatchEvent("touchend", { changedTouches: [{ identifier: 1, clientX: 80, clientY: 205 }] });
    await main(phone).getByText("Bilde 2 av 3").waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
