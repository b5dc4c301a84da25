// Security headers for every response (helmet), with a fresh script nonce per response.
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import type { PaymentPageSources } from "./payments.server";
import { randomText } from "./random-text.server";

/**
 * Powerful browser features the site does not use, all off, so a script that got in somehow
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
const NOTHING_POWERFUL = policy([]);
const WITH_CAMERA = policy(["camera"]);
/** The voucher redemption page scans QR codes with the camera; links to it load it as a document. */
const CAMERA_PAGES = new Set(["/business/redeem"]);
const MAIL_PREVIEW_PAGES = new Set(["/admin/outbox", "/admin/outbox.data"]);

export function securityHeaders(options: {
  production: boolean;
  dev: boolean;
  /** What the payment provider's card fields load on /checkout (a frame, a script, its API). */
  paymentSources?: () => PaymentPageSources | null;
}) {
  // One directive value for the provider's sources ('self' again when it has none, as a value
  // cannot be empty).
  const payment = (kind: keyof PaymentPageSources) => () => options.paymentSources?.()?.[kind].join(" ") || "'self'";
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Inline scripts only with this response's nonce; Vite's dev server needs more.
        scriptSrc: options.dev
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", payment("script")]
          : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`, payment("script")],
        // Stylesheets from the site only: no inline <style> or style="…" (the pages have none;
        // React sets styles through the DOM, which CSP does not govern). Vite's dev server
        // injects its CSS inline.
        // The admin outbox shows an e-mail in a sandboxed srcdoc frame, which inherits this
        // policy, and e-mail HTML is styled inline (mail clients read no stylesheets).
        styleSrc: options.dev
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", (req) => (MAIL_PREVIEW_PAGES.has((req as Request).path) ? "'unsafe-inline'" : "'self'")],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: options.dev ? ["'self'", "ws:", payment("connect")] : ["'self'", payment("connect")],
        frameSrc: ["'self'", payment("frame")],
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
    res.locals.nonce = randomText(16, "base64");
    res.setHeader("Permissions-Policy", CAMERA_PAGES.has(req.path) ? WITH_CAMERA : NOTHING_POWERFUL);
    headers(req, res, next);
  };
}
