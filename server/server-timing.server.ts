// Each answer the app makes to a read (GET, HEAD) says how long the server took to make it, in a
// `Server-Timing` header: from the request reaching Express to the (compressed) answer's head
// going out (`response-time` calls us as the head is written). Browsers' developer tools show it
// beside the network's time, and `npm run bench` reports it as the server time issue 19's targets
// are stated in, which a client's own clock inflates by its HTTP and decompression work. Pages from
// the page cache are answered before Express and carry none (a stored copy of another request's
// figure would be wrong), nor do answers to forms: a password reset's time for a known or an
// unknown address should show no more exactly than the network shows it.
import type { Request, Response } from "express";
import responseTime from "response-time";

/** `Server-Timing`'s metric for the app's own time, as the header carries it. */
const APP_TIME = /(?:^|,)\s*app;dur=([\d.]+)/;

export function serverTiming() {
  return responseTime((req: Request, res: Response, milliseconds: number) => {
    if (req.method === "GET" || req.method === "HEAD")
      res.setHeader("Server-Timing", `app;dur=${milliseconds.toFixed(1)}`);
  });
}

/** The app's time in milliseconds from a `Server-Timing` header, or null if it has none. */
export function serverTimeOf(header: string | null | undefined): number | null {
  const match = APP_TIME.exec(header ?? "");
  return match ? Number(match[1]) : null;
}
