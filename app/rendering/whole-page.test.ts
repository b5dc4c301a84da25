import { Writable } from "node:stream";
import { createElement as h, Suspense, use } from "react";
import type { ReactNode } from "react";
import { renderToPipeableStream as renderForNode } from "react-dom/server";
import { renderToPipeableStream as renderForBun } from "react-dom/server.bun";
import { describe, expect, it } from "vitest";
import { WholePage } from "./whole-page.server";

// A page like the shop's: more than React's 4 KB view of text with æøå, many small elements, and a
// part that waits for data behind Suspense, as React Router's hydration data does.
function page(): ReactNode {
  const later = new Promise<string>((resolve) => setTimeout(() => resolve("Spa på Ålesund – «fri» bading"), 5));
  function Waiting() {
    return h("p", { className: "later" }, use(later));
  }
  const cards = Array.from({ length: 200 }, (_, i) =>
    h("li", { key: i, "data-id": i }, h("a", { href: `/deal/${i}` }, `Blåbærtur nr. ${i} & <mer>`)),
  );
  return h(
    "html",
    { lang: "nb" },
    h("body", null, h("ul", null, cards), h(Suspense, { fallback: h("p", null, "Laster…") }, h(Waiting))),
  );
}

function renderedByNode(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderForNode(page(), {
      onAllReady() {
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, next) {
              chunks.push(chunk);
              next();
            },
            final(next) {
              resolve(Buffer.concat(chunks));
              next();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

function renderedIntoWholePage(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderForBun(page(), {
      onAllReady() {
        pipe(new WholePage(resolve, reject).asWritable());
      },
      onShellError: reject,
    });
  });
}

describe("WholePage", () => {
  it("hands over the same bytes as React's Node renderer writes", async () => {
    const [expected, actual] = await Promise.all([renderedByNode(), renderedIntoWholePage()]);
    expect(actual.toString("utf8")).toContain("Spa på Ålesund – «fri» bading");
    expect(actual.toString("utf8")).toContain("Blåbærtur nr. 199 &amp; &lt;mer&gt;");
    expect(actual.length).toBeGreaterThan(8192);
    expect(actual.equals(expected)).toBe(true);
  });

  it("passes on an error thrown while handing the page over", async () => {
    const failure = new Error("no room");
    const failed = await new Promise<unknown>((resolve) => {
      const collector = new WholePage(() => {
        throw failure;
      }, resolve);
      collector.write("<p>");
      collector.end();
    });
    expect(failed).toBe(failure);
  });
});
