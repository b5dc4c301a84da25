// GET /texts/{file}: the scripts of page texts (i18n/text-scripts.server.ts, decision 040),
// compressed ahead of time and, under their hashed names, cached for a year like /assets.
import type { RequestHandler } from "express";
import { textScriptNamed } from "#i18n/text-scripts.server";
import { acceptsBrotli, acceptsGzip } from "./accepts-gzip.server";

export function textScripts(): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = textScriptNamed(req.path.slice(1));
    if (!found) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const { script, current } = found;
    const accepted = req.headers["accept-encoding"];
    const encoding = acceptsBrotli(accepted) ? "br" : acceptsGzip(accepted) ? "gzip" : null;
    const body = encoding ? await script.compressed(encoding) : script.body;
    res.setHeader("Content-Type", "text/javascript; charset=utf-8");
    res.setHeader("Vary", "Accept-Encoding");
    // Another build's hash (a page rendered before a deploy) gets today's texts of its set, kept briefly.
    res.setHeader("Cache-Control", current ? "public, max-age=31536000, immutable" : "public, max-age=60");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
