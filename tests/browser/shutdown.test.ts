// SIGTERM during traffic: every request already in flight gets its whole answer, new
// connections are refused, and the process exits 0 with its embedded PostgreSQL stopped.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect as connectTcp } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { HttpClient } from "../support/http-client";

let app: RunningApp | undefined;
afterAll(() => app?.stop());

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves with the error code of a fresh TCP connection attempt, or "connected". */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connectTcp(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

describe("graceful shutdown", () => {
  it("answers every request in flight, refuses new ones, exits 0 and stops PostgreSQL", async () => {
    // Its own embedded PostgreSQL (no DATABASE_URL), so the test can see the postmaster go.
    app = await startApp({ DATABASE_URL: undefined, TRUST_PROXY: "1" });
    const pidFile = path.join(app.dataDir, "postgres", "postmaster.pid");
    const postmaster = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
    expect(isAlive(postmaster)).toBe(true);
    const port = Number(new URL(app.baseUrl).port);

    const client = new HttpClient(app.baseUrl);
    const dealId = Number(/href="\/deal\/(\d+)"/.exec(await (await client.get("/deals")).text())?.[1]);
    const exited = new Promise<number | null>((resolve) => app!.process.once("exit", resolve));

    let signalledAt = Number.POSITIVE_INFINITY;
    // One connection per request, as a load balancer opens them; the whole body is read.
    const connected: Promise<unknown>[] = [];
    const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
      new Promise<{ status: number; body: string; doneAt: number }>((resolve) => {
        // A failure is an answer too, described for the assertion message.
        const failed = (error: NodeJS.ErrnoException) =>
          resolve({
            status: 0,
            body: `${path}: ${error.code ?? error.message} ${Math.round(performance.now() - signalledAt)} ms after the signal`,
            doneAt: performance.now(),
          });
        const req = httpRequest(
          app!.baseUrl + path,
          { method: init.method ?? "GET", headers: { Cookie: client.cookieHeader(), ...init.headers }, agent: false },
          (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body, doneAt: performance.now() }));
            res.on("error", failed);
          },
        );
        req.on("error", failed);
        connected.push(new Promise((ready) => req.once("socket", (socket) => socket.once("connect", ready))));
        req.end(init.body);
      });
    const pages = Array.from({ length: 20 }, (_, i) => send(`/deals?sort=${i % 2 ? "popular" : "newest"}`));
    const checkout = send("/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.baseUrl },
      body: new URLSearchParams({
        idempotencyKey: randomUUID(),
        email: `stopp+${randomUUID()}@example.no`,
        lines: JSON.stringify([{ dealId, packageKind: "basic", quantity: 1 }]),
        method: "card",
        terms: "on",
      }).toString(),
    });
    // The signal comes as soon as every request is on its way: most are queued in the kernel or
    // not read yet by the busy server, which must still answer them all.
    await Promise.all(connected);
    app.process.kill("SIGTERM");
    signalledAt = performance.now();

    // New connections are refused soon after (the server keeps listening a moment to take what
    // the kernel had queued), while the answers above are still being written.
    await expect.poll(() => tryConnect(port), { timeout: 10_000, interval: 50 }).toBe("ECONNREFUSED");

    const answers = await Promise.all([...pages, checkout]);
    for (const answer of answers) {
      expect(answer.status, answer.body.slice(0, 300)).toBeGreaterThanOrEqual(200);
      expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(400);
    }
    for (const page of answers.slice(0, 20)) expect(page.body.trimEnd()).toMatch(/<\/html>$/);
    // Not a test of nothing: the signal came while answers were still being written.
    expect(answers.filter((a) => a.doneAt > signalledAt).length).toBeGreaterThan(0);

    expect(await exited).toBe(0);
    expect(app.output()).not.toMatch(/could not start|Error:/);
    expect(isAlive(postmaster)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
  });
});
