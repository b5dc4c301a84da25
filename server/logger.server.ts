// Structured JSON logs (pino): one line per request with its id, status and duration, and the
// same request id on every line a loader or action writes. Secrets and card data never get in:
// headers are left out except a few harmless ones, and URLs lose tokens and query strings.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    // The process id tells a cluster's workers apart.
    base: { service: "magicdeals", pid: process.pid },
    // Belt and braces: should anything log a request-like object, these never appear.
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.cardNumber", "*.cvv"],
      censor: "[redacted]",
    },
  });
}

/** Only path segments that are not one-time tokens, and no query string (it may hold e-mail addresses). */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0] ?? "/";
  return path.replace(/^\/reset-password\/[^/]+/, "/reset-password/[token]");
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A request id from the load balancer's X-Request-Id when it looks sane, else a new one. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    // Every line a request writes carries just its id (reqId), not the whole request.
    quietReqLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: (req, res) => `${req.method} ${loggablePath(req.url)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${loggablePath(req.url)} ${res.statusCode}`,
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, path: loggablePath(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    // Health checks from the load balancer would drown everything else.
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
  });
}
