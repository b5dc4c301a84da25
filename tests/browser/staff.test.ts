// A partner's staff in a real Chromium (issue 22): the owner invites by e-mail, the e-mailed link
// is accepted in another browser with a new account, the staff member redeems a voucher (listed
// with their name, no undo) and cannot open the dashboard; the owner removes them and their next
// request is signed out. In both languages, axe clean.
import { and, desc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { deals, mailMessages } from "../../db/schema.server";
import { DEMO_PARTNER, findDemoPartnerId, register, signIn } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { main } from "../support/browser-actions";
import { setupBrowser, visit, type Lang } from "../support/browser-page";
import { fillGuestCart, payAtCheckoutByCard } from "../support/checkout-form";

const browser = setupBrowser();
const app = setupAppDatabase();
// The dashboard refuses staff with 403, which Chromium logs.
const REFUSED = /Failed to load resource: the server responded with a status of 403/;

const TEXT = {
  no: {
    email: "E-postadresse",
    invite: "Send invitasjon",
    sent: (email: string) => `Invitasjonen er sendt til ${email}.`,
    name: "Navn",
    password: "Passord",
    confirm: "Gjenta passordet",
    join: "Opprett konto og bli med",
    code: "Verdikortkode",
    find: "Finn verdikort",
    redeem: "Løs inn",
    ownerOnly: "Bare eieren har tilgang",
    remove: (name: string) => `Fjern ${name}`,
    removed: (name: string) => `${name} er fjernet og logget ut.`,
    cancel: (email: string) => `Trekk tilbake invitasjonen til ${email}`,
    cancelled: "Invitasjonen er trukket tilbake.",
    used: "Invitasjonen er allerede brukt eller trukket tilbake.",
  },
  en: {
    email: "E-mail address",
    invite: "Send invitation",
    sent: (email: string) => `The invitation has been sent to ${email}.`,
    name: "Name",
    password: "Password",
    confirm: "Repeat the password",
    join: "Create account and join",
    code: "Voucher code",
    find: "Find voucher",
    redeem: "Redeem",
    ownerOnly: "Only the owner has access",
    remove: (name: string) => `Remove ${name}`,
    removed: (name: string) => `${name} has been removed and signed out.`,
    cancel: (email: string) => `Withdraw the invitation to ${email}`,
    cancelled: "The invitation has been withdrawn.",
    used: "The invitation has already been used or was withdrawn.",
  },
} as const;

let ownerSession = "";
let partnerId = "";
beforeAll(async () => {
  ownerSession = await signIn(browser.baseUrl, DEMO_PARTNER);
  partnerId = await findDemoPartnerId(app.db);
});

/** A customer buys one of the demo partner's deals: the code as the customer's page shows it. */
async function customerCode(): Promise<string> {
  const { session } = await register(browser.baseUrl, "Kari Kjøper");
  const buyer = await browser.newPage({ session });
  const [deal] = await app.db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.partnerId, partnerId), eq(deals.status, "published")))
    .orderBy(deals.id)
    .limit(1);
  await fillGuestCart(buyer, app.pool, [{ dealId: deal!.id, kind: "basic", quantity: 1 }]);
  await visit(buyer, "/checkout");
  await payAtCheckoutByCard(buyer);
  await buyer.waitForURL(/\/payment\/success\?order=/);
  await buyer.getByTestId("voucher-code").first().waitFor();
  return buyer.getByTestId("voucher-code").first().innerText();
}

/** The path (without /en) of the invitation link e-mailed to `email`. */
async function invitationPath(email: string): Promise<string> {
  const [mail] = await app.db
    .select({ text: mailMessages.text })
    .from(mailMessages)
    .where(eq(mailMessages.to, email))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  const path = /(?:\/en)?(\/business\/staff\/join\/[^\s/]+)/.exec(mail?.text ?? "")?.[1];
  if (!path) throw new Error(`No invitation link was e-mailed to ${email}`);
  return path;
}

async function invite(owner: Page, lang: Lang, email: string) {
  await main(owner).getByLabel(TEXT[lang].email, { exact: true }).fill(email);
  await main(owner).getByRole("button", { name: TEXT[lang].invite }).click();
  await main(owner).getByText(TEXT[lang].sent(email)).waitFor();
  await owner.getByTestId("invite-list").getByText(email).waitFor();
}

async function staffWalkthrough(lang: Lang) {
  const t = TEXT[lang];
  const email = `ansatt+${crypto.randomUUID()}@example.no`;
  const name = lang === "no" ? "Stine Disk" : "Sam Counter";
  const owner = await browser.newPage({ session: ownerSession, lang });
  await visit(owner, "/business/staff");
  await expectNoAxeViolations(owner);
  await invite(owner, lang, email);

  // Another browser, signed out, opens the e-mailed link and makes an account.
  const path = await invitationPath(email);
  const staff = await browser.newPage({ lang, allowConsole: REFUSED });
  await visit(staff, path);
  await expectNoAxeViolations(staff);
  await main(staff).getByLabel(t.name, { exact: true }).fill(name);
  await main(staff).getByLabel(t.password, { exact: true }).fill("disken-er-min-2026");
  await main(staff).getByLabel(t.confirm, { exact: true }).fill("disken-er-min-2026");
  await main(staff).getByRole("button", { name: t.join }).click();
  await staff.waitForURL(/\/business\/redeem$/);

  // At the counter: redeem a customer's voucher; the list says who did it, with no undo.
  const code = await customerCode();
  await main(staff).getByLabel(t.code, { exact: true }).fill(code);
  await main(staff).getByRole("button", { name: t.find }).click();
  await staff.getByTestId("voucher-state").waitFor();
  await main(staff).getByRole("button", { name: t.redeem, exact: true }).click();
  await staff.getByTestId("redeemed").waitFor();
  const row = staff.getByTestId("todays-redemptions").getByRole("row").filter({ hasText: code });
  await row.waitFor();
  expect(await row.innerText()).toContain(name);
  expect(await row.getByRole("button").count()).toBe(0);
  await expectNoAxeViolations(staff);

  // The money pages are the owner's.
  const refused = await visit(staff, "/business/dashboard");
  expect(refused?.status()).toBe(403);
  await main(staff).getByRole("heading", { name: t.ownerOnly }).waitFor();

  // The owner removes them; the staff browser is signed out on its next request.
  await visit(owner, "/business/staff");
  await owner.getByTestId("staff-list").getByText(name).waitFor();
  await main(owner)
    .getByRole("button", { name: t.remove(name) })
    .click();
  await main(owner).getByText(t.removed(name)).waitFor();
  await owner.getByTestId("staff-list").getByText(name).waitFor({ state: "detached" });
  await visit(staff, "/business/redeem");
  expect(new URL(staff.url()).pathname).toMatch(/\/business\/login$/);

  // The link worked once.
  const again = await browser.newPage({ lang });
  await visit(again, path);
  await main(again).getByText(t.used).waitFor();
  return owner;
}

describe("a partner's staff", () => {
  it("is invited, joins by the e-mailed link, redeems, is kept from the dashboard and removed (Norwegian)", async () => {
    await staffWalkthrough("no");
  });

  it("does the same in English, and the owner withdraws a pending invitation", async () => {
    const owner = await staffWalkthrough("en");
    const email = `angret+${crypto.randomUUID()}@example.no`;
    await invite(owner, "en", email);
    const path = await invitationPath(email);
    await main(owner)
      .getByRole("button", { name: TEXT.en.cancel(email) })
      .click();
    await main(owner).getByText(TEXT.en.cancelled).waitFor();
    await owner.getByTestId("invite-list").getByText(email).waitFor({ state: "detached" });
    const invitee = await browser.newPage({ lang: "en" });
    await visit(invitee, path);
    await main(invitee).getByText(TEXT.en.used).waitFor();
  });
});
