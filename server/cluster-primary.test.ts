import { describe, expect, it } from "vitest";
import { WORKER_SEMI_SPACE_MB, workerExecArgv } from "./cluster-primary.server";

describe("a worker's Node options", () => {
  it("keeps the primary's, adds source maps once and the young generation's size", () => {
    expect(workerExecArgv(["--max-old-space-size=2048"])).toEqual([
      "--max-old-space-size=2048",
      "--enable-source-maps",
      `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`,
    ]);
    expect(workerExecArgv(["--enable-source-maps"])).toEqual([
      "--enable-source-maps",
      `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`,
    ]);
  });

  it("leaves the young generation to an operator who chose its size, on the command line or in NODE_OPTIONS", () => {
    expect(workerExecArgv(["--max-semi-space-size=16"])).toEqual(["--max-semi-space-size=16", "--enable-source-maps"]);
    expect(workerExecArgv([], "--max_semi_space_size=32 --trace-warnings")).toEqual(["--enable-source-maps"]);
    expect(workerExecArgv([], "--max-old-space-size=4096")).toContain(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
  });
});
