// Compression of what the app makes per request (pages, data answers, resource routes), each
// answer whole, in one call, and sent in one write with its length (decision 046). The app never
// streams: a page is rendered whole before it is sent (app/entry.server.tsx) and a data answer
// is a few KB, so there is nothing to gain from compressing as the bytes come, and the
// `compression` middleware's zlib stream per answer, flushed after every chunk React Router's
// adapter writes, cost more than compressing the whole answer at once.
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { acceptsBrotli, acceptsGzip } from "./accepts-gzip.server";

/** Below this an answer goes out as it is: a compressed copy would save less than its headers. */
const THRESHOLD_BYTES = 1024;

/** What the app sends that compresses: pages, data answers, JSON, CSV, texts, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))\b|image\/svg\+xml\b)/i;

// Brotli 2 and gzip 3 cost about half the defaults' CPU (4 and 6) for 4-6 % more bytes, and Brotli 2
// is still smaller than gzip 6; answers made per request pay this every time.
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 3;

type Coding = "br" | "gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** On libuv's threads, so the worker's own thread goes on with the next request meanwhile. */
function compress(body: Buffer, coding: Coding): Promise<Buffer> {
  return coding === "br"
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: GZIP_LEVEL });
}

/** Whether this answer may be compressed at all (its type, status, coding and caching allow it). */
function compressible(res: Response): boolean {
  const type = res.getHeader("Content-Type");
  return (
    typeof type === "string" &&
    COMPRESSIBLE.test(type) &&
    !/event-stream/i.test(type) &&
    res.statusCode !== 204 &&
    res.statusCode !== 304 &&
    !res.hasHeader("Content-Encoding") &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""))
  );
}

const asBuffer = (chunk: unknown, encoding: unknown): Buffer | null =>
  chunk === undefined || chunk === null || typeof chunk === "function"
    ? null
    : Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");

const callbackOf = (...args: unknown[]) => args.find((arg): arg is () => void => typeof arg === "function");

/**
 * Express middleware: keeps what the app writes and, at the end, sends it Brotli- or
 * gzip-compressed (as the request accepts) with Content-Length and `Vary: Accept-Encoding`.
 * Answers that are not compressible (images, already encoded, HEAD, no body) pass untouched.
 */
export function compressWholeAnswers() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "HEAD") return next();
    const accepted = req.headers["accept-encoding"];
    const coding: Coding | null = acceptsBrotli(accepted) ? "br" : acceptsGzip(accepted) ? "gzip" : null;
    // Node's own signatures are overloaded; the replacements take what any of them passes on.
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let chunks: Buffer[] | null = null;
    /** Decided at the first write: keep the answer (compressible) or let it through as it comes. */
    const keeping = () => {
      if (chunks) return true;
      if (res.headersSent || !compressible(res)) {
        res.write = write as Response["write"];
        res.end = end as Response["end"];
        return false;
      }
      chunks = [];
      return true;
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!keeping()) return write(chunk, ...rest);
      const bytes = asBuffer(chunk, rest[0]);
      if (bytes) chunks?.push(bytes);
      const callback = callbackOf(...rest);
      if (callback) queueMicrotask(callback);
      return true;
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (!keeping() || !chunks) return end(chunk, ...rest);
      const last = asBuffer(chunk, rest[0]);
      if (last) chunks.push(last);
      const body = Buffer.concat(chunks);
      const callback = callbackOf(chunk, ...rest);
      res.vary("Accept-Encoding");
      if (!coding || body.length < THRESHOLD_BYTES) {
        res.setHeader("Content-Length", body.length);
        return end(body, callback);
      }
      compress(body, coding).then(
        (compressed) => {
          res.setHeader("Content-Encoding", coding);
          res.setHeader("Content-Length", compressed.length);
          end(compressed, callback);
        },
        (error: unknown) => res.destroy(error as Error),
      );
      return res;
    }) as Response["end"];
    next();
  };
}
