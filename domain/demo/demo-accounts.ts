// Demo accounts the seed creates and `npm start` prints. Only on a database seeded with DEMO_DATA.

export interface DemoAccount {
  role: "user" | "business" | "admin";
  name: string;
  email: string;
  password: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: "user", name: "Kari Nordmann", email: "kunde@demo.magicdeals.no", password: "kunde-demo-2026" },
  { role: "business", name: "Ola Fjordlys", email: "partner@demo.magicdeals.no", password: "partner-demo-2026" },
  { role: "admin", name: "Ada Admin", email: "admin@demo.magicdeals.no", password: "admin-demo-2026" },
];

/**
 * The demo partner's staff member (issue 22): a customer account that works the counter. Kept out
 * of DEMO_ACCOUNTS, whose roles name one account each; signs in at /business/login.
 */
export const DEMO_STAFF: DemoAccount = {
  role: "user",
  name: "Siri Disk",
  email: "ansatt@demo.magicdeals.no",
  password: "ansatt-demo-2026",
};
