import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressWholeAnswers } from "./whole-answer-compression.server";

const PAGE = `<!DOCTYPE html><html><body>${"<p>Massasje i Oslo, 50 % rabatt</p>".repeat(200)}</body></html>`;

let server: Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(compressWholeAnswers());
  // As React Router's adapter answers: headers first, then the body in chunks, each followed by a flush.
  app.get("/page", (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    const flush = (res as { flush?: () => void }).flush;
    for (const part of [PAGE.slice(0, 1000), PAGE.slice(1000, 5000), PAGE.slice(5000)]) {
      res.write(part);
      flush?.call(res);
    }
    res.end();
  });
  app.get("/small", (_req, res) => {
    res.type("text/x-script").end('[{"cart":2}]');
  });
  app.get("/image", (_req, res) => {
    res.type("image/png").end(Buffer.alloc(4096, 7));
  });
  app.get("/encoded", (_req, res) => {
    res.setHeader("Content-Encoding", "gzip");
    res.type("text/html").end(Buffer.from("already gzip"));
  });
  app.get("/no-transform", (_req, res) => {
    res.setHeader("Cache-Control", "no-transform");
    res.type("text/html").end(PAGE);
  });
  app.get("/sent", (_req, res) => {
    res.type("text/html").send(PAGE);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw answer: headers and the bytes on the wire, not decoded. */
function get(path: string, acceptEncoding?: string, method = "GET") {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer; status: number }>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("compressWholeAnswers", () => {
  it("sends a page written in chunks as one Brotli answer with its length, when Brotli is accepted", async () => {
    const answer = await get("/page", "gzip, deflate, br, zstd");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.headers.vary).toContain("Accept-Encoding");
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 5);
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it("sends gzip to a client that takes only gzip, and the page as it is to one that takes neither", async () => {
    const gzip = await get("/page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);

    const plain = await get("/page", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(PAGE));
  });

  it("replaces the length Express's send sets with the compressed one", async () => {
    const answer = await get("/sent", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
  });

  it("leaves an answer under 1 KB as it is", async () => {
    const answer = await get("/small", "gzip, br");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe('[{"cart":2}]');
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
  });

  it("leaves images, answers already encoded and answers marked no-transform untouched", async () => {
    const image = await get("/image", "gzip, br");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.equals(Buffer.alloc(4096, 7))).toBe(true);

    const encoded = await get("/encoded", "gzip, br");
    expect(encoded.headers["content-encoding"]).toBe("gzip");
    expect(encoded.body.toString()).toBe("already gzip");

    const noTransform = await get("/no-transform", "gzip, br");
    expect(noTransform.headers["content-encoding"]).toBeUndefined();
    expect(noTransform.body.toString()).toBe(PAGE);
  });

  it("answers HEAD without a body or a coding", async () => {
    const answer = await get("/sent", "gzip, br", "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.length).toBe(0);
  });
});
