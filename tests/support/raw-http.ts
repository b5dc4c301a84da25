// Requests with headers fetch() will not send as given (Host, odd methods such as TRACE):
// node:http, one request per call, the answer read whole. A Host header given is sent as it is.
import { request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** How long the answer took, in milliseconds. */
  ms: number;
}

export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; timeoutMs?: number },
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        headers: {
          ...(options.body !== undefined ? { "Content-Length": String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${options.method ?? "GET"} ${options.path}: no answer in time`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The Set-Cookie headers of an answer as name → value. */
export function cookiesSet(answer: RawAnswer): Map<string, string> {
  const set = answer.headers["set-cookie"];
  const list = set === undefined ? [] : Array.isArray(set) ? set : [set];
  return new Map(
    list.map((cookie) => {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      return [pair.slice(0, at).trim(), pair.slice(at + 1)] as [string, string];
    }),
  );
}
