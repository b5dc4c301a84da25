// Once per browser-test run: the built app on a free port with a fresh, seeded data directory.
import type { TestProject } from "vitest/node";
import { startApp } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide("baseUrl", app.baseUrl);
  return () => app.stop();
}
