// The browser's scripts and styles under /assets. Vite fingerprints every file name, so each can
// be cached for a year; the build wrote a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy
// beside each (vite.config.ts), and this sends the best one the browser accepts, Brotli first,
// with no compression per request.
import expressStaticGzip from "express-static-gzip";

export function staticAssets(dir: string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y" },
  });
}
