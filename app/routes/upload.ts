// Serves an uploaded image by its content hash, whole ({hash}.webp) or scaled to one of the
// widths pages offer ({hash}-400.webp): the bytes never change, so caches keep them a year.
// X-Content-Type-Options: nosniff comes with every response (server/security-headers.server.ts);
// set here too it would be sent twice.
import { LRUCache } from "lru-cache";
import { loadImage, loadImageVariant } from "#domain/platform/images.server";
import { IMAGE_WIDTHS } from "~/rendering/responsive-image";
import type { Route } from "./+types/upload";

// Scaling takes sharp some milliseconds: the recent variants stay in memory (browsers and any
// CDN keep them too).
const variants = new LRUCache<string, Uint8Array>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (b) => b.byteLength });

async function variant(context: Route.LoaderArgs["context"], hash: string, width: number) {
  const key = `${hash}-${width}`;
  const cached = variants.get(key);
  if (cached) return { bytes: cached, contentType: "image/webp" };
  const image = await loadImageVariant(context.db, hash, width);
  if (image) variants.set(key, new Uint8Array(image.bytes));
  return image;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const [, hash, width] = /^([0-9a-f]{32})(?:-(\d+))?\.webp$/.exec(params.file) ?? [];
  const known = width === undefined || (IMAGE_WIDTHS as readonly number[]).includes(Number(width));
  const image =
    !hash || !known ? null : width ? await variant(context, hash, Number(width)) : await loadImage(context.db, hash);
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
