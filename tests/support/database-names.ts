// Names and URL helpers shared by the test run's global setup and each test file.
import { connect } from "../../db/connection.server";

export function databaseUrl(maintenanceUrl: string, database: string): string {
  const url = new URL(maintenanceUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function createDatabaseFrom(maintenanceUrl: string, name: string, template: string): Promise<void> {
  const admin = connect(maintenanceUrl, { max: 1 });
  try {
    await admin.pool.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  } finally {
    await admin.close();
  }
}

export async function dropDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const admin = connect(maintenanceUrl, { max: 1 });
  try {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  } finally {
    await admin.close();
  }
}
