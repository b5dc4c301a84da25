// Global setup of the security project: a fresh tally file, printed as one line per
// category when the suite ends.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SecurityCategory, Tally } from "./security-summary";

export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), "magicdeals-security-"));
  const file = path.join(dir, "tally.jsonl");
  writeFileSync(file, "");
  process.env.SECURITY_SUMMARY_FILE = file;
  return () => {
    const totals = new Map<SecurityCategory, Tally>();
    for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) {
      const { category, tried, failures } = JSON.parse(line) as Tally & { category: SecurityCategory };
      const total = totals.get(category) ?? { tried: 0, failures: 0 };
      totals.set(category, { tried: total.tried + tried, failures: total.failures + failures });
    }
    console.log("\nHostile input and faults: cases tried / failures per category");
    for (const [category, { tried, failures }] of totals) {
      console.log(
        `  ${category.padEnd(9)} ${String(tried).padStart(6)} tried  ${String(failures).padStart(4)} failures`,
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
