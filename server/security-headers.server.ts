// Security headers for every response (helmet), with a fresh script nonce per response.
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { randomText } from "./random-text.server";

export function securityHeaders(options: { production: boolean; dev: boolean }) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Inline scripts only with this response's nonce; Vite's dev server needs more.
        scriptSrc: options.dev
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
          : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: options.dev ? ["'self'", "ws:"] : ["'self'"],
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
    headers(req, res, next);
  };
}
