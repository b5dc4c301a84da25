import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the page; `exclude`
 * leaves out what matches a selector (a sandboxed frame, which axe cannot enter and waits on for
 * half a minute).
 */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
