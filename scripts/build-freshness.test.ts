// `npm start` builds only when a source is newer than the last build. Checked on a project of
// its own in a temporary folder, with file times set by hand.
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_STAMP, ensureFreshBuild } from "./build-freshness.mjs";

let root: string;
let builds: number;

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

async function write(file: string, minutes: number): Promise<void> {
  const full = path.join(root, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, "x");
  await utimes(full, at(minutes), at(minutes));
}

/** Starts: a build, if one is needed, writes the stamp at the given minute as `npm run build` does. */
function start(buildMinute: number): boolean {
  return ensureFreshBuild(root, () => {
    builds++;
    const stamp = path.join(root, BUILD_STAMP);
    mkdirSync(path.dirname(stamp), { recursive: true });
    writeFileSync(stamp, "built");
    utimesSync(stamp, at(buildMinute), at(buildMinute));
  });
}

async function settleFolders(minutes: number): Promise<void> {
  // Folders count too (a deleted file shows only there): give them the sources' time.
  for (const folder of ["app", "app/routes", "server", "db", "db/migrations", "public"]) {
    await utimes(path.join(root, folder), at(minutes), at(minutes));
  }
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "magicdeals-freshness-"));
  builds = 0;
  await write("package.json", 0);
  await write("package-lock.json", 0);
  await write("app/routes/home.tsx", 0);
  await write("server/main.ts", 0);
  await write("db/migrations/0001_start.sql", 0);
  await write("public/favicon.ico", 0);
  await settleFolders(0);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("npm start's build check", () => {
  it("builds when there is no build yet", async () => {
    expect(start(10)).toBe(true);
    expect(builds).toBe(1);
  });

  it("does not build again when nothing changed since the last build", async () => {
    start(10);
    expect(start(20)).toBe(false);
    expect(start(30)).toBe(false);
    expect(builds).toBe(1);
  });

  it("builds again when a source file changed after the build", async () => {
    start(10);
    await write("server/main.ts", 15);
    expect(start(20)).toBe(true);
    expect(builds).toBe(2);
    expect(start(30)).toBe(false);
    expect(builds).toBe(2);
  });

  it("builds again for a new migration, a changed public file or a new package-lock", async () => {
    start(10);
    for (const [file, minute] of [
      ["db/migrations/0002_more.sql", 15],
      ["public/robots.txt", 25],
      ["package-lock.json", 35],
    ] as const) {
      await write(file, minute);
      await settleFolders(0);
      expect(start(minute + 5)).toBe(true);
    }
    expect(builds).toBe(4);
  });

  it("builds again when a source file was deleted (its folder changed)", async () => {
    start(10);
    await rm(path.join(root, "app/routes/home.tsx"));
    await utimes(path.join(root, "app/routes"), at(15), at(15));
    expect(start(20)).toBe(true);
  });

  it("does not build for a changed test file, which does not ship", async () => {
    start(10);
    await write("server/main.test.ts", 15);
    await settleFolders(0);
    expect(start(20)).toBe(false);
  });
});
