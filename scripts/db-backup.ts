// npm run db:backup: a snapshot of the database while the app runs, in ./backups (BACKUP_DIR).
// See db/backup.server.ts for what is taken and how to restore it.
import { backupDatabase } from "#db/backup.server";
import { loadConfig } from "#server/config.server";

const config = loadConfig();
try {
  const backup = await backupDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    outDir: process.env.BACKUP_DIR ?? "backups",
  });
  console.log(`Backup written: ${backup.file}`);
  console.log(`Restore: ${backup.restore}`);
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
