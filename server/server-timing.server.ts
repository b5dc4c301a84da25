// Each answer the app makes to a read (GET, HEAD) says how long the server took to make it, in a
// `Server-Timing` header: from the request reaching Express to the (compressed) answer's head
// going out. Browsers' developer tools show it beside the network's time, and `npm run bench`
// reports it as the server time issue 19's targets are stated in, which a client's own clock
// inflates by its HTTP and decompression work. Pages from the page cache are answered before
// Express and carry none (a stored copy of another request's figure would be wrong), nor do
// answers to forms: a password reset's time for a known or an unknown address should show no more
// exactly than the network shows it.
import type { NextFunction, Request, Response } from "express";

/** The `Server-Timing` metric's name: the app's own time for the answer. */
export const SERVER_TIMING_METRIC = "app";

export function serverTiming() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const start = performance.now();
    const writeHead = res.writeHead;
    // Node calls writeHead for every answer, also when the head goes out implicitly with the body.
    res.writeHead = function (this: Response, ...args: unknown[]) {
      if (!this.headersSent) {
        this.setHeader("Server-Timing", `${SERVER_TIMING_METRIC};dur=${(performance.now() - start).toFixed(1)}`);
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

/** The app's time in milliseconds from a `Server-Timing` header, or null if it has none. */
export function serverTimeOf(header: string | null | undefined): number | null {
  const match = new RegExp(`(?:^|,)\\s*${SERVER_TIMING_METRIC};dur=([\\d.]+)`).exec(header ?? "");
  return match ? Number(match[1]) : null;
}
