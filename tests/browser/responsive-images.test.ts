// Uploaded deal images come in smaller widths for phones: the pages list them in srcset and the
// server scales them (app/routes/upload.ts, app/rendering/responsive-image.ts).
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { deals } from "../../db/schema.server";
import { storeImage } from "../../domain/platform/images.server";
import { setupAppDatabase } from "../support/app-database";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();
let deal: { id: number; imageSrc: string };
let upload = "";

beforeAll(async () => {
  const picture = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#c04060" } })
    .jpeg()
    .toBuffer();
  const stored = await storeImage(app.db, picture, null);
  if (!stored.ok) throw new Error("the test picture was not stored");
  upload = stored.url;
  [deal] = (await app.db
    .select({ id: deals.id, imageSrc: deals.imageSrc })
    .from(deals)
    .where(eq(deals.status, "published"))
    .limit(1)) as [{ id: number; imageSrc: string }];
  await app.db.update(deals).set({ imageSrc: upload }).where(eq(deals.id, deal.id));
});

afterAll(async () => {
  await app.db.update(deals).set({ imageSrc: deal.imageSrc }).where(eq(deals.id, deal.id));
});

describe("responsive images", () => {
  it("lists 400, 800 and 1200 px versions of an uploaded image on the deal page", async () => {
    const html = await (await fetch(`${baseUrl}/deal/${deal.id}`)).text();
    const hash = upload.slice("/uploads/".length, -".webp".length);
    expect(html).toContain(
      `srcSet="/uploads/${hash}-400.webp 400w, /uploads/${hash}-800.webp 800w, /uploads/${hash}-1200.webp 1200w"`,
    );
  });

  it("serves each width as a WebP of that width, cached for a year", async () => {
    for (const width of [400, 800, 1200]) {
      const response = await fetch(`${baseUrl}${upload.replace(".webp", `-${width}.webp`)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", width]);
    }
  });

  it("answers 404 for a width pages do not offer", async () => {
    expect((await fetch(`${baseUrl}${upload.replace(".webp", "-401.webp")}`)).status).toBe(404);
  });
});
