// npm run db:seed            seeds the demo data into an empty database
// npm run db:seed -- --reset  wipes the database first (all data is lost), then seeds
import { sql } from "drizzle-orm";
import { applyMigrations } from "#db/migrate.server";
import { openDatabase } from "#db/open-database.server";
import { isEmpty, seedDemoData } from "#domain/demo/seed.server";
import { loadConfig } from "#server/config.server";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (process.argv.includes("--reset")) {
    await database.db.execute(sql`DROP SCHEMA public CASCADE`);
    await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await database.db.execute(sql`CREATE SCHEMA public`);
    await applyMigrations(database.db);
  }
  if (!(await isEmpty(database.db))) {
    console.error("The database already has data. Run `npm run db:seed -- --reset` to wipe it and seed again.");
    process.exitCode = 1;
  } else {
    await seedDemoData(database.db);
    console.log("Demo catalogue and demo accounts seeded.");
  }
} finally {
  await database.close();
}
