// The site's own address, from the configuration only: links in e-mails are built on it and the
// Origin check of forms compares with it. The request's Host header decides nothing; a request
// that names a host other than the site's is refused (request-gate.server.ts), so a forged
// `Host: evil.example` can neither put the attacker's host into a mailed link nor pass for the
// site in an Origin check.
import type { ServerConfig } from "./config.server";

export interface SiteAddress {
  /** Where the site is, e.g. https://magicdeals.no: PUBLIC_URL, else (outside production) the listen address. */
  origin: () => string;
  /** Whether a Host header names this site. */
  servesHost: (host: string | undefined) => boolean;
  /** Whether a URL (an Origin or Referer header) is a page of this site. */
  isOwnUrl: (url: string | undefined) => boolean;
}

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);
/** A Host header is a name or address and a port; anything else (user info, a path) is not ours. */
const HOST_SYNTAX = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * `listenPort` is asked when the address is first needed: the port is known once the server
 * listens (PORT=0 picks a free one).
 */
export function siteAddress(
  config: Pick<ServerConfig, "NODE_ENV" | "PUBLIC_URL" | "HOST">,
  listenPort: () => number,
): SiteAddress {
  let origins: URL[] | undefined;
  const known = () => {
    if (origins) return origins;
    const port = listenPort();
    const listenHost = WILDCARD_HOSTS.has(config.HOST) ? "localhost" : config.HOST;
    const bracketed = listenHost.includes(":") && !listenHost.startsWith("[") ? `[${listenHost}]` : listenHost;
    const own = config.PUBLIC_URL ?? `http://${bracketed}:${port}`;
    // Outside production the site also answers on its port under the loopback names, as a
    // developer or a test opens it (over HTTP, or HTTPS through a local proxy).
    const local =
      config.NODE_ENV === "production"
        ? []
        : [bracketed, "localhost", "127.0.0.1", "[::1]"].flatMap((host) =>
            ["http", "https"].map((protocol) => `${protocol}://${host}:${port}`),
          );
    origins = [...new Set([own, ...local])].map((origin) => new URL(origin));
    return origins;
  };
  return {
    origin: () => known()[0]!.origin,
    servesHost: (host) => {
      if (!host || !HOST_SYNTAX.test(host)) return false;
      // Through the URL parser, so case and a spelled-out default port read the same.
      try {
        return known().some((origin) => new URL(`${origin.protocol}//${host}`).host === origin.host);
      } catch {
        return false;
      }
    },
    isOwnUrl: (url) => {
      if (!url) return false;
      try {
        const { origin } = new URL(url);
        return known().some((own) => own.origin === origin);
      } catch {
        return false;
      }
    },
  };
}
