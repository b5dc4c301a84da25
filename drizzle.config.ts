import { defineConfig } from "drizzle-kit";

// Only generates SQL from the schema; migrations are applied by the app (db/migrate.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: ["./db/schema.server.ts", "./db/local-payments-schema.server.ts"],
  out: "./db/migrations",
});
