import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverTimeOf, serverTiming } from "./server-timing.server";
import { compressWholeAnswers } from "./whole-answer-compression.server";

const PAGE = `<!DOCTYPE html><html><body>${"<p>Massasje i Oslo, 50 % rabatt</p>".repeat(300)}</body></html>`;

let server: Server;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(serverTiming());
  app.use(compressWholeAnswers());
  // A render that takes a while, answered compressed as pages are.
  app.get("/slow", async (_req, res) => {
    await sleep(40);
    res.type("text/html").send(PAGE);
  });
  app.post("/reset", (_req, res) => {
    res.type("text/html").send("<p>Sjekk e-posten din</p>");
  });
  // A head written explicitly, with headers of its own.
  app.get("/explicit", (_req, res) => {
    res.writeHead(201, { "Content-Type": "text/plain" }).end("made");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("Server-Timing", () => {
  it("gives the server's time for an answer, its wait and compression included", async () => {
    const response = await fetch(`${base}/slow`, { headers: { "Accept-Encoding": "gzip" } });
    expect(await response.text()).toBe(PAGE);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const time = serverTimeOf(response.headers.get("server-timing"));
    expect(time).toBeGreaterThanOrEqual(39);
    expect(time).toBeLessThan(10_000);
  });

  it("keeps a head written explicitly, with its status and headers", async () => {
    const response = await fetch(`${base}/explicit`);
    expect([response.status, response.headers.get("content-type"), await response.text()]).toEqual([
      201,
      "text/plain",
      "made",
    ]);
    expect(response.headers.get("server-timing")).toMatch(/^app;dur=\d+\.\d$/);
  });

  it("leaves a form's answer without it", async () => {
    const response = await fetch(`${base}/reset`, { method: "POST" });
    expect([response.status, response.headers.get("server-timing")]).toEqual([200, null]);
  });

  it("reads the app's time among other metrics, and nothing from a header without it", () => {
    expect(serverTimeOf("cdn-cache;desc=MISS, app;dur=12.5")).toBe(12.5);
    expect(serverTimeOf("app;dur=3.0")).toBe(3);
    expect(serverTimeOf("total;dur=9, application;dur=4")).toBeNull();
    expect(serverTimeOf(null)).toBeNull();
  });
});
