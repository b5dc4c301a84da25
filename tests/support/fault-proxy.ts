// A loopback proxy in front of a provider (the local service, or a fake of Vipps or Stripe)
// that answers the next requests with chosen failures (429, 503, a dropped connection) before
// it lets requests through: how adapter tests see a provider's rate limits and outages.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FaultProxy {
  url: string;
  /** The next requests get these answers, in order (0 = the connection is cut). */
  failNext: (...statuses: number[]) => void;
  /** Every request that reached the proxy (method and path). */
  seen: string[];
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const faults: number[] = [];
  const seen: string[] = [];
  const server = createServer(async (request, response) => {
    seen.push(`${request.method} ${request.url}`);
    const body = await readBody(request);
    const fault = faults.shift();
    if (fault === 0) {
      request.socket.destroy();
      return;
    }
    if (fault !== undefined) {
      response.writeHead(fault, {
        "Content-Type": "application/json",
        ...(fault === 429 ? { "Retry-After": "0" } : {}),
      });
      const title = fault === 429 ? "Too many requests" : fault === 409 ? "Conflict" : "Service unavailable";
      // Problem details for Vipps and the local service; Stripe reads `error`.
      const type = fault === 429 ? "rate_limit_error" : fault === 409 ? "idempotency_error" : "api_error";
      response.end(JSON.stringify({ title, error: { type, message: title } }));
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === "string" && !["host", "connection", "content-length"].includes(entry[0]),
      ),
    );
    const upstream = await fetch(new URL(request.url ?? "/", target), {
      method: request.method,
      headers,
      body: ["GET", "HEAD"].includes(request.method ?? "GET") ? undefined : new Uint8Array(body),
    });
    const answer = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { "Content-Type": upstream.headers.get("content-type") ?? "application/json" });
    response.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    failNext: (...statuses) => faults.push(...statuses),
    seen,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
