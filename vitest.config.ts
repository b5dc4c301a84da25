import { defineConfig } from "vitest/config";

// No React Router plugin here: tests import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{app,db,domain,i18n,server,local-payments,scripts}/**/*.test.ts", "tests/support/**/*.test.ts"],
          globalSetup: ["tests/support/database.global.ts"],
          setupFiles: ["tests/support/console-errors.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          globalSetup: ["tests/support/app-server.global.ts"],
          setupFiles: ["tests/support/console-errors.setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium per file is heavy on two cores: keep files in sequence.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The hostile-input and fault suite: raw HTTP against the built app, plus apps of its own.
          name: "security",
          include: ["tests/security/**/*.test.ts"],
          globalSetup: ["tests/support/security-summary.global.ts", "tests/support/app-server.global.ts"],
          setupFiles: ["tests/support/console-errors.setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
