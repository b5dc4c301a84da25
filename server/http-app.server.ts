// The Express app: static files with cache headers, then every other request to React Router.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { Database } from "../db/connection.server";
import { publicConfig, type ServerConfig } from "./config.server";

const BUILD_DIR = path.resolve(import.meta.dirname, "..", "build");

export async function createHttpApp(options: {
  config: ServerConfig;
  db: Database;
  dev: boolean;
}): Promise<express.Express> {
  const context = { db: options.db, config: publicConfig(options.config) };
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });

  if (options.dev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    app.use(async (req, res, next) => {
      try {
        const build = (await devServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
        await createRequestHandler({ build, mode: "development", getLoadContext: () => context })(req, res, next);
      } catch (error) {
        next(error);
      }
    });
    return app;
  }

  // Vite fingerprints everything under /assets, so those files can be cached for a year.
  app.use("/assets", express.static(path.join(BUILD_DIR, "client", "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(BUILD_DIR, "client"), { maxAge: "1d" }));
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  // Production mode: errors reach the browser as a friendly page, never with their details.
  app.use(createRequestHandler({ build, mode: "production", getLoadContext: () => context }));
  return app;
}
