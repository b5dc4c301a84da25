// npm run admin:create -- --email someone@example.no [--name "Navn"]
// Makes the account an admin, creating it if needed (password from ADMIN_PASSWORD, else a
// generated one printed once). Uses DATABASE_URL, or the embedded database in DATA_DIR.
import { parseArgs } from "node:util";
import { openDatabase } from "#db/open-database.server";
import { makeAdmin, makeAdminSchema } from "#domain/accounts/admin-accounts.server";
import { loadConfig } from "#server/config.server";

const USAGE = 'Usage: npm run admin:create -- --email someone@example.no [--name "Navn"]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { email?: string; name?: string };
try {
  ({ values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (!values.email) fail(`Give the admin's e-mail address.\n${USAGE}`);
const parsed = makeAdminSchema.safeParse({
  email: values.email,
  name: values.name,
  password: process.env.ADMIN_PASSWORD,
});
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? "");
  const messages: Record<string, string> = {
    email: `"${values.email}" is not a valid e-mail address.`,
    name: "The name must be 1 to 200 characters.",
    password: "ADMIN_PASSWORD must be 8 to 200 characters.",
  };
  fail(`${messages[field] ?? issue?.message ?? "Invalid input."}\n${USAGE}`);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const result = await makeAdmin(database.db, parsed.data);
  if (result.outcome === "created") {
    console.log(`Created the admin account ${result.email}.`);
    if (result.generated) console.log(`Password (shown only now, change it after signing in): ${result.password}`);
  } else if (result.outcome === "promoted") {
    console.log(`${result.email} is now an admin.`);
  } else {
    console.log(`${result.email} is already an admin.`);
  }
} finally {
  await database.close();
}
