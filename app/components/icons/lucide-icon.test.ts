// Both builds draw lucide's icons with our factory (lucide-icon.ts), and pages rendered before it
// (and the development server) with the library's own: a difference would show as a changed icon
// after a deploy or a client-side move, and React keeps the server's attributes on hydration.
// Every icon, in the ways the app draws them, must come out the same, the first time and again
// (the factory keeps each icon's shapes and class lists).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

type Props = Record<string, unknown>;
type IconModule = { default: ComponentType<Props>; __iconData: Parameters<typeof createLucideIcon>[0] };

const WAYS: Props[] = [
  {},
  { className: "size-4 text-rose-700", "aria-hidden": "true" },
  { fill: "inherit" },
  { className: "lucide size-5", "aria-label": "Lukk" },
  { size: 16, strokeWidth: 1.5, color: "red", role: "img" },
];

describe("the app's icon factory", () => {
  it("draws every icon of lucide-react as the library does", async () => {
    const dir = path.join(path.dirname(createRequire(import.meta.url).resolve("lucide-react")), "..", "esm", "icons");
    const files = [
      ...new Set(readFileSync(path.join(dir, "..", "lucide-react.mjs"), "utf8").match(/icons\/[^']+\.mjs/g)),
    ];
    expect(files.length).toBeGreaterThan(1000);
    for (const file of files) {
      const icon = (await import(pathToFileURL(path.join(dir, "..", file)).href)) as IconModule;
      // A former name re-exports its icon (no data of its own): drawn by that icon's module.
      if (!icon.__iconData) continue;
      const ours = createLucideIcon(icon.__iconData);
      for (const props of [...WAYS, ...WAYS]) {
        expect(renderToStaticMarkup(createElement(ours, props)), `${file} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(createElement(icon.default, props)),
        );
      }
    }
  });
});
