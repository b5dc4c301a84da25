import { once } from "node:events";
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { protocolOf, type TrustsProxy } from "./request-protocol.server";

/** A request as Node gives it: the socket's address and encryption, and the headers. */
function request(headers: Record<string, string>, encrypted = false): IncomingMessage {
  return { headers, socket: { encrypted, remoteAddress: "10.0.0.2" } } as unknown as IncomingMessage;
}

/** Express's own function for a TRUST_PROXY setting, as the app sets it. */
function trust(proxies: number): TrustsProxy {
  const app = express();
  app.set("trust proxy", proxies);
  return app.get("trust proxy fn") as TrustsProxy;
}

describe("protocolOf", () => {
  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(protocolOf(request({ "x-forwarded-proto": "https" }), trust(0))).toBe("http");
    expect(protocolOf(request({ "x-forwarded-proto": "https" }), trust(1))).toBe("https");
  });

  it("takes the connection's protocol without the header", () => {
    expect(protocolOf(request({}, true), trust(0))).toBe("https");
    expect(protocolOf(request({}, true), trust(1))).toBe("https");
    expect(protocolOf(request({}), trust(1))).toBe("http");
  });

  it("takes the first of several values, trimmed, as Express does", () => {
    expect(protocolOf(request({ "x-forwarded-proto": " https , http" }), trust(2))).toBe("https");
  });

  it("says what Express's req.protocol says, over a real connection", async () => {
    const app = express();
    app.set("trust proxy", 1);
    const trustsProxy = app.get("trust proxy fn") as TrustsProxy;
    app.use((req, res) => {
      res.json([req.protocol, protocolOf(req, trustsProxy)]);
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      for (const header of [undefined, "https", "http", " https , http", ""]) {
        const headers: Record<string, string> = header === undefined ? {} : { "x-forwarded-proto": header };
        const [expressSays, ours] = (await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()) as string[];
        expect(ours).toBe(expressSays);
      }
    } finally {
      server.close();
    }
  });
});
