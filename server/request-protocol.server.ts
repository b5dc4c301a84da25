// "http" or "https" for a request, as Express's req.protocol works it out, for code that runs
// before Express (the page cache): a trusted proxy's X-Forwarded-Proto, else the connection's.
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/** Express's compiled "trust proxy" setting: is the hop'th address from the client trusted. */
export type TrustsProxy = (address: string | undefined, hop: number) => boolean;

export function protocolOf(req: IncomingMessage, trustsProxy: TrustsProxy): string {
  const own = (req.socket as TLSSocket).encrypted ? "https" : "http";
  if (!trustsProxy(req.socket.remoteAddress, 0)) return own;
  const header = (req.headers["x-forwarded-proto"] as string | undefined) || own;
  const comma = header.indexOf(",");
  return (comma === -1 ? header : header.slice(0, comma)).trim();
}
