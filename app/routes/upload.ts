// Serves an uploaded image by its content hash: the bytes never change, so caches keep them a year.
// X-Content-Type-Options: nosniff comes with every response (server/security-headers.server.ts);
// set here too it would be sent twice.
import { loadImage } from "../../domain/images.server";
import type { Route } from "./+types/upload";

export async function loader({ params, context }: Route.LoaderArgs) {
  const hash = /^([0-9a-f]{32})\.webp$/.exec(params.file)?.[1];
  const image = hash ? await loadImage(context.db, hash) : null;
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
