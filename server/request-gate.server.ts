// The first thing every request meets, before the page cache and Express: a method the site does
// not use is answered 405 (TRACE used to reach the renderer and fail with 500), and a request
// for a host that is not this site 421, so nothing behind it ever works for a forged Host. The
// health checks answer whatever the Host: a load balancer asks a copy by its own address.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { translator } from "#i18n/dictionaries.server";
import { languageFromCookies } from "#i18n/languages";
import { preferredLanguage } from "./language-urls";
import { loggablePath, requestId, type Logger } from "./logger.server";
import type { SiteAddress } from "./site-address.server";

/** The methods the site answers: pages, their data and forms. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOW = ALLOWED_METHODS.join(", ");
const ANY_HOST_PATHS = new Set(["/healthz", "/readyz"]);

function refuse(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  const reqId = requestId(req, res);
  logger.info(
    { reqId, req: { method: req.method, path: loggablePath(req.url) }, res: { status } },
    `${req.method} ${loggablePath(req.url)} ${status}`,
  );
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : text);
}

export function requestGate(site: SiteAddress, logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const t = () => translator(preferredLanguage((req.url ?? "/").split("?", 1)[0]!, req.headers.cookie));
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method ?? "")) {
      return refuse(logger, req, res, 405, t()("refusals.methodNotAllowed"), { Allow: ALLOW });
    }
    const path = (req.url ?? "/").split("?", 1)[0]!;
    if (!ANY_HOST_PATHS.has(path) && !site.servesHost(req.headers.host)) {
      // 421 Misdirected Request: this server does not serve that host. The host is not repeated.
      return refuse(logger, req, res, 421, t()("refusals.unknownHost"));
    }
    next();
  };
}

/**
 * CONNECT never reaches the request listener (Node hands it to a "connect" listener, and with
 * none drops the connection): answer it like any other method the site does not use.
 */
export function refuseConnect(req: IncomingMessage, socket: Socket): void {
  const text = translator(languageFromCookies(req.headers.cookie))("refusals.methodNotAllowed");
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
