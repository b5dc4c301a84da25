// Security headers for every response (helmet). Inline scripts run only when the policy lists
// their hashes: the renderer adds those of the page it rendered (allowInlineScripts), so the
// policy, like the page, is the same for every visitor (decision 025).
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import type { PaymentPageSources } from "./payments.server";

/**
 * Powerful browser features, all off but those the site uses, so a script that got in somehow
 * cannot use them either. Only features Chromium knows are named (it logs an error for others).
 */
const FEATURES = [
  "accelerometer",
  "autoplay",
  "bluetooth",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];
const policy = (allowed: string[]) =>
  FEATURES.map((feature) => `${feature}=${allowed.includes(feature) ? "(self)" : "()"}`).join(", ");
/**
 * The position, for "Nær meg" on the deal listings, asked only when the visitor clicks it. On for
 * the site's own pages everywhere, not only on /deals: the policy is the document's, and a visitor
 * who came in on the start page reaches /deals by client-side navigation in that same document.
 */
const SITE_FEATURES = ["geolocation"];
const NOTHING_POWERFUL = policy(SITE_FEATURES);
const WITH_CAMERA = policy([...SITE_FEATURES, "camera"]);
/** The voucher redemption page scans QR codes with the camera; links to it load it as a document. */
const CAMERA_PAGES = new Set(["/business/redeem"]);
const MAIL_PREVIEW_PAGES = new Set(["/admin/outbox", "/admin/outbox.data"]);

/** The origin of a tile URL template ("https://tile.openstreetmap.org/{z}/{x}/{y}.png"). */
function tileOrigin(template: string): string {
  return new URL(template.replace(/\{[a-z]\}/g, "0")).origin;
}

export function securityHeaders(options: {
  production: boolean;
  dev: boolean;
  /** What the payment provider's card fields load on /checkout (a frame, a script, its API). */
  paymentSources?: () => PaymentPageSources | null;
  /** The map tile server's address (MAP_TILE_URL): images from its host are allowed too. */
  mapTileUrl?: string | null;
}) {
  // A directive's fixed sources and the payment provider's, asked for per response (the provider
  // starts after the app).
  const withPayment =
    (kind: keyof PaymentPageSources, ...fixed: string[]) =>
    () =>
      [...fixed, ...(options.paymentSources?.()?.[kind] ?? [])].join(" ");
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Inline scripts only those the rendered page lists by hash (allowInlineScripts); Vite's
        // dev server needs more.
        scriptSrc: [
          options.dev
            ? withPayment("script", "'self'", "'unsafe-inline'", "'unsafe-eval'")
            : withPayment("script", "'self'"),
        ],
        // Stylesheets from the site only: no inline <style> or style="…" (the pages have none;
        // React sets styles through the DOM, which CSP does not govern). Vite's dev server
        // injects its CSS inline.
        // The admin outbox shows an e-mail in a sandboxed srcdoc frame, which inherits this
        // policy, and e-mail HTML is styled inline (mail clients read no stylesheets).
        styleSrc: options.dev
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", (req) => (MAIL_PREVIEW_PAGES.has((req as Request).path) ? "'unsafe-inline'" : "'self'")],
        imgSrc: ["'self'", "data:", "blob:", ...(options.mapTileUrl ? [tileOrigin(options.mapTileUrl)] : [])],
        connectSrc: [options.dev ? withPayment("connect", "'self'", "ws:") : withPayment("connect", "'self'")],
        frameSrc: [withPayment("frame", "'self'")],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", CAMERA_PAGES.has(req.path) ? WITH_CAMERA : NOTHING_POWERFUL);
    headers(req, res, next);
  };
}

/**
 * Adds a rendered page's inline scripts (`'sha256-…'` sources) to its script-src. Not under a
 * policy that allows every inline script (the dev server's): a hash there would turn that off.
 */
export function allowInlineScripts(res: ServerResponse, hashes: string[]): void {
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy !== "string" || hashes.length === 0 || res.headersSent) return;
  const directives = policy.split(";");
  const i = directives.findIndex((directive) => directive.trim().startsWith("script-src "));
  if (i === -1 || directives[i]!.includes("'unsafe-inline'")) return;
  directives[i] = `${directives[i]} ${hashes.join(" ")}`;
  res.setHeader("Content-Security-Policy", directives.join(";"));
}
