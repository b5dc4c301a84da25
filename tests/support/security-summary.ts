// The hostile-input suite's tally: each test file records, per category, how many cases it
// tried and how many failed; the suite's global teardown prints one line per category so the
// figures can be quoted. Files run in their own workers, so the tally goes through a file.
import { appendFileSync } from "node:fs";

export type SecurityCategory = "input" | "access" | "uploads" | "sessions" | "faults" | "headers";

export interface Tally {
  tried: number;
  failures: number;
}

/** Adds `tally` to `category`'s line of the summary printed after the suite. */
export function recordTally(category: SecurityCategory, tally: Tally): void {
  const file = process.env.SECURITY_SUMMARY_FILE;
  if (!file) return; // run outside the security project: nothing to print
  appendFileSync(file, JSON.stringify({ category, ...tally }) + "\n");
}

/**
 * Runs `check` on every case, collecting failures instead of stopping at the first, records
 * the tally and returns the failure messages (the test asserts they are none).
 */
export async function tryCases<T>(
  category: SecurityCategory,
  cases: readonly T[],
  check: (testCase: T) => Promise<void>,
  options: { concurrency?: number } = {},
): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...cases];
  const worker = async () => {
    for (let testCase = queue.shift(); testCase !== undefined; testCase = queue.shift()) {
      try {
        await check(testCase);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  recordTally(category, { tried: cases.length, failures: failures.length });
  return failures;
}

/**
 * For a test that checks a series of conditions: `check` counts each and keeps the message of
 * each that fails; `done` records the tally and returns the failures (assert they are none).
 */
export function checklist(category: SecurityCategory) {
  const failures: string[] = [];
  let tried = 0;
  return {
    check(ok: boolean, message: string) {
      tried++;
      if (!ok) failures.push(message);
    },
    done(): string[] {
      recordTally(category, { tried, failures: failures.length });
      return failures;
    },
  };
}
