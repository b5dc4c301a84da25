import { createServer, type Server } from "node:http";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLogging } from "./logger.server";

// A real HTTP server with the request logger, writing its JSON lines into `lines`.
const lines: Record<string, unknown>[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const log = requestLogging(pino(sink));
  server = createServer((req, res) => {
    log(req, res);
    req.log.info("inside the handler");
    res.statusCode = req.url?.startsWith("/fail") ? 500 : 200;
    res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("request logging", () => {
  it("writes one line per request with id, status and duration, and tags the handler's lines with the id", async () => {
    const response = await fetch(`${baseUrl}/deals?q=spa`, { headers: { "X-Request-Id": "lb-request-0001" } });
    expect(response.headers.get("x-request-id")).toBe("lb-request-0001");
    const mine = lines.filter((line) => line.reqId === "lb-request-0001");
    expect(mine.map((line) => line.msg)).toEqual(["inside the handler", "GET /deals 200"]);
    expect(mine[1]).toMatchObject({ res: { status: 200 }, responseTime: expect.any(Number) });
  });

  it("makes up an id when the given one is not sane, and logs server errors as errors", async () => {
    const response = await fetch(`${baseUrl}/fail`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.find((line) => line.reqId === id && line.msg === "GET /fail 500")).toMatchObject({ level: 50 });
  });

  it("keeps cookies, authorization, query strings and reset tokens out of the log", async () => {
    await fetch(`${baseUrl}/reset-password/s3cr3t-token?email=kari@example.no`, {
      headers: { Cookie: "session=abc123", Authorization: "Bearer key-xyz" },
    });
    const text = JSON.stringify(lines);
    for (const secret of ["s3cr3t-token", "kari@example.no", "abc123", "key-xyz"]) expect(text).not.toContain(secret);
    expect(text).toContain("/reset-password/[token]");
  });
});
