// The demo catalogue's pictures as a buyer sees them: a sea fishing trip shows a fishing boat
// (it showed a kayak), an acupuncture treatment shows needles (it showed a yoga figure), each
// described in the page's language, and the drawing loads.
import { describe, expect, it } from "vitest";
import { DEAL_PICTURES, type DealPictureKey } from "#domain/demo/images";
import { setupAppDatabase } from "../support/app-database";
import { setupBrowser, visit, type Lang } from "../support/browser-page";

const browser = setupBrowser();
const db = setupAppDatabase();

describe.each<Lang>(["no", "en"])("demo deal pictures (%s)", (lang) => {
  it.each<[string, DealPictureKey]>([
    ["Sea fishing trip", "sea-fishing"],
    ["Acupuncture", "acupuncture"],
  ])("the deal page of a %s deal shows its own picture", async (titleEn, key) => {
    const [deal] = await db.rows<{ id: number }>(
      "SELECT id FROM deals WHERE status = 'published' AND title_en LIKE $1 ORDER BY id LIMIT 1",
      [`${titleEn}%`],
    );
    expect(deal, titleEn).toBeDefined();
    const picture = DEAL_PICTURES[key];
    const page = await browser.newPage({ lang });
    await visit(page, `/deal/${deal!.id}`);
    const image = page.getByRole("main").getByRole("img", { name: lang === "no" ? picture.altNo : picture.altEn });
    await image.first().waitFor();
    expect(await image.first().getAttribute("src")).toBe(picture.src);
    await expect
      .poll(() =>
        image.first().evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBe(800);
  });
});
