import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OFFER_TEMPLATES } from "./deal-templates";
import { buildSeedDeals } from "./deals";
import { DEAL_PICTURES, type DealPictureKey } from "./images";
import { CATEGORY_IDS } from "./types";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "..", "..", "public");
const pictures = Object.entries(DEAL_PICTURES) as [DealPictureKey, (typeof DEAL_PICTURES)[DealPictureKey]][];
const templates = CATEGORY_IDS.flatMap((category) => OFFER_TEMPLATES[category].map((t) => ({ category, ...t })));

describe("demo deal pictures", () => {
  it("gives every offer template a picture of its own category that exists as a small SVG file", () => {
    for (const template of templates) {
      const picture = DEAL_PICTURES[template.picture];
      expect(picture.category, template.id).toBe(template.category);
    }
    for (const [key, picture] of pictures) {
      expect(picture.src, key).toMatch(new RegExp(`^/images/deals/${picture.category}-[a-z0-9-]+\\.svg$`));
      const file = path.join(PUBLIC_DIR, picture.src);
      expect(statSync(file).size, picture.src).toBeLessThan(4096);
      const svg = readFileSync(file, "utf8");
      expect(svg, picture.src).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600">/,
      );
      expect(svg.trimEnd(), picture.src).toMatch(/<\/svg>$/);
    }
  });

  it("shows each subject its own picture: no file serves two subjects, and every picture is used", () => {
    const files = pictures.map(([, picture]) => picture.src);
    expect(new Set(files).size).toBe(files.length);
    const used = new Set(templates.map((t) => t.picture));
    expect(pictures.map(([key]) => key).filter((key) => !used.has(key))).toEqual([]);
  });

  it("pairs the subjects the issue found wrong with their own pictures", () => {
    const pictureOf = (id: string) => templates.find((t) => t.id === id)?.picture;
    expect(pictureOf("sea-fishing")).toBe("sea-fishing");
    expect(pictureOf("acupuncture")).toBe("acupuncture");
    expect(pictureOf("sea-kayak")).toBe("kayak");
    expect(pictureOf("yoga-intro")).toBe("yoga");
  });

  it("describes every picture in Bokmål and English, each text its own", () => {
    for (const [key, picture] of pictures) {
      expect(picture.altNo.trim().length, key).toBeGreaterThan(10);
      expect(picture.altEn.trim().length, key).toBeGreaterThan(10);
      expect(picture.altNo, key).not.toBe(picture.altEn);
    }
    expect(new Set(pictures.map(([, p]) => p.altNo)).size).toBe(pictures.length);
    expect(new Set(pictures.map(([, p]) => p.altEn)).size).toBe(pictures.length);
  });

  it("puts the template's picture on every seeded deal", () => {
    const seafishing = buildSeedDeals().filter((deal) => deal.titleEn.startsWith("Sea fishing trip"));
    expect(seafishing.length).toBeGreaterThan(0);
    for (const deal of seafishing)
      expect(deal.image).toEqual({
        src: DEAL_PICTURES["sea-fishing"].src,
        altNo: DEAL_PICTURES["sea-fishing"].altNo,
        altEn: DEAL_PICTURES["sea-fishing"].altEn,
      });
  });
});
