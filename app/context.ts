// What the server hands every loader and action (server/main.ts builds it per request).
import type { Database } from "../db/connection.server";
import type { PublicConfig } from "../server/config.server";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    config: PublicConfig;
  }
}

export {};
