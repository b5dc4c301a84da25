// Prints a section's rows as an aligned text table.
export type Row = Record<string, string | number | null>;

export function printTable(title: string, rows: Row[]): void {
  console.log(`\n== ${title}`);
  if (rows.length === 0) return console.log("(no rows)");
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: string | number | null | undefined) =>
    v === null || v === undefined ? "-" : typeof v === "number" ? String(Math.round(v * 100) / 100) : v;
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i] ?? 0)).join("  ");
  console.log(line(columns));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));
}

/** The p-th percentile (0..100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}
