// Sign-up and address changes against the built app: the customer and partner sign-up forms
// answer the same whether an address (or an organisation number) is known or not, and only the
// mailbox learns which; an address is confirmed by an e-mailed one-time link before it is used;
// an e-mail or password change voids reset links and other sessions and tells the old address.
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { registerAccount } from "../../domain/accounts/accounts.server";
import { translator } from "../../i18n/dictionaries.server";
import { setupAppDatabase } from "../support/app-database";
import { HttpClient } from "../support/http-client";
import { randomOrgNumber } from "../../domain/demo/factories.server";
import { checklist } from "../support/security-summary";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();
type Lang = "no" | "en";

let ipCounter = 0;
const freshIp = () => `198.51.${Math.floor(Math.random() * 100)}.${++ipCounter % 250}`;
const email = (who: string) => `${who}+${randomUUID()}@example.no`;
const no = translator("no");

const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => /^session=([^;]*)/.exec(c)?.[1])
    .find((v) => v !== undefined);
const cookieNames = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split("=")[0])
    .sort();

interface Mail {
  subject: string;
  text: string;
}
async function mailsTo(address: string): Promise<Mail[]> {
  const { rows } = await app.pool.query<Mail>(
    `SELECT subject, text FROM mail_messages WHERE lower("to") = lower($1) ORDER BY created_at`,
    [address],
  );
  return rows;
}
const linkIn = (mail: Mail | undefined, path: string) =>
  new RegExp(`${path}/[A-Za-z0-9_.-]+`).exec(mail?.text ?? "")?.[0];

async function customer(name = "Kari Nordmann") {
  const address = email("kunde");
  const password = `passord-${randomUUID().slice(0, 8)}`;
  const result = await registerAccount(app.db, { name, email: address, password });
  if (!result.ok) throw new Error("Could not register a test customer");
  return { id: result.user.id, email: address, password };
}

/** An answer with what differs by request taken out: the typed address and random values. */
function normalized(html: string, typed: string): string {
  return html
    .replaceAll(typed, "ADDRESS")
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/[A-Za-z0-9+/]{22}==/g, "NONCE")
    .replace(/[A-Za-z0-9_-]{43}/g, "TOKEN");
}

async function registerCustomer(address: string, lang: Lang = "no") {
  const client = new HttpClient(baseUrl, new Map([["language", lang]]), freshIp());
  const password = "hemmelig-passord";
  const response = await client.postForm("/register", {
    name: "Ny Kunde",
    email: address,
    password,
    confirmPassword: password,
    redirectTo: "/",
  });
  const body = await response.text();
  return {
    status: response.status,
    location: response.headers.get("Location"),
    cookies: cookieNames(response),
    session: sessionOf(response),
    body: normalized(body, address),
  };
}

async function signIn(address: string, password: string) {
  const client = new HttpClient(baseUrl, new Map(), freshIp());
  const response = await client.postForm("/login", { email: address, password, redirectTo: "/" });
  await response.arrayBuffer();
  return { client, session: sessionOf(response), status: response.status };
}

async function signedIn(session: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/account/settings`, {
    redirect: "manual",
    headers: { Cookie: `session=${session}` },
  });
  await response.arrayBuffer();
  return response.status === 200;
}

/** Follows an e-mailed link the way a person does: opens the page, then presses its button. */
async function follow(link: string, client = new HttpClient(baseUrl, new Map(), freshIp())) {
  const page = await client.get(link);
  const pageStatus = page.status;
  await page.arrayBuffer();
  const response = await client.postForm(link, {});
  return { pageStatus, status: response.status, body: await response.text() };
}

describe("sign-up: the same answer for known and new addresses", () => {
  it("answers /register the same either way, signs nobody in, and tells only the mailbox", async () => {
    const known = await customer("Kjent Kunde");
    const { check, done } = checklist("sessions");
    for (const lang of ["no", "en"] as Lang[]) {
      const fresh = email("ny");
      const answers = {
        new: await registerCustomer(fresh, lang),
        known: await registerCustomer(known.email, lang),
        "known, other case": await registerCustomer(known.email.toUpperCase(), lang),
      };
      for (const [label, answer] of Object.entries(answers)) {
        check(!answer.session, `${label} (${lang}): a session cookie was set`);
        check(answer.status === answers.new.status, `${label} (${lang}): status ${answer.status}`);
        check(answer.location === answers.new.location, `${label} (${lang}): location ${answer.location}`);
        check(answer.cookies.join() === answers.new.cookies.join(), `${label} (${lang}): cookies ${answer.cookies}`);
        check(answer.body === answers.new.body, `${label} (${lang}): a different page`);
      }
      check(
        answers.new.body.includes(translator(lang)("auth.checkInboxTitle")),
        `the answer (${lang}) does not say to check the inbox`,
      );
      const toNew = await mailsTo(fresh);
      check(toNew.length === 1 && Boolean(linkIn(toNew[0], "/verify-email")), `the new address got ${toNew.length}`);
      check(toNew[0]?.subject === translator(lang)("accountMail.confirmSubject"), `new: ${toNew[0]?.subject}`);
    }
    const toKnown = await mailsTo(known.email);
    // Four tries, but at most three such mails an hour, so nobody can flood an inbox with them.
    check(toKnown.length === 3, `the known address got ${toKnown.length} mails, expected 3`);
    check(
      toKnown.every((m) => !linkIn(m, "/verify-email") && /\/forgot-password\b/.test(m.text)),
      "the known address's mails should point to sign-in and reset, not confirm anything",
    );
    const { rows } = await app.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)",
      [known.email],
    );
    check(rows[0]!.n === 1, "a second account was made for the known address");
    expect(done()).toEqual([]);
  });

  it("answers /api/business/register the same for a known address, a known organisation number and new ones", async () => {
    const known = await customer("Kjent Eier");
    const send = async (address: string, orgNumber: string) => {
      const client = new HttpClient(baseUrl, new Map(), freshIp());
      const response = await fetch(`${baseUrl}/api/business/register`, {
        method: "POST",
        redirect: "manual",
        body: JSON.stringify({
          name: "Testbedrift AS",
          orgNumber,
          email: address,
          phone: "+47 91 23 45 67",
          website: "",
          description: "En bedrift laget av testene.",
          city: "Bergen",
          address: "Bryggen 1, 5003 Bergen",
          contactPerson: "Tea Test",
          plan: "starter",
          password: "hemmelig-passord",
          confirmPassword: "hemmelig-passord",
          acceptAgreement: true,
          logo: null,
        }),
        headers: {
          Cookie: client.cookieHeader(),
          Origin: baseUrl,
          "Content-Type": "application/json",
          "X-Forwarded-For": freshIp(),
        },
      });
      return {
        status: response.status,
        body: await response.text(),
        cookies: cookieNames(response),
        session: sessionOf(response),
      };
    };
    const newAddress = email("bedrift");
    const newOrg = randomOrgNumber();
    const orgTakenAddress = email("bedrift");
    const answers = {
      new: await send(newAddress, newOrg),
      "known address": await send(known.email, randomOrgNumber()),
      // The business the first request registered, again under another address.
      "known organisation number": await send(orgTakenAddress, newOrg),
    };
    const { check, done } = checklist("sessions");
    for (const [label, answer] of Object.entries(answers)) {
      check(!answer.session, `${label}: a session cookie was set`);
      check(answer.status === 200, `${label}: status ${answer.status}`);
      check(answer.body === answers.new.body, `${label}: ${answer.body}`);
      check(answer.cookies.join() === answers.new.cookies.join(), `${label}: cookies ${answer.cookies}`);
    }
    const partners = async (orgNumber: string) =>
      (await app.pool.query("SELECT 1 FROM partners WHERE org_number = $1", [orgNumber])).rowCount;
    check((await partners(newOrg)) === 1, "the new business was not registered once");
    const [toNew] = await mailsTo(newAddress);
    check(Boolean(linkIn(toNew, "/verify-email")), "the new partner got no confirmation link");
    const toKnown = await mailsTo(known.email);
    check(toKnown.length === 1 && /\/forgot-password\b/.test(toKnown[0]!.text), "the known address was not told");
    const toOrgTaken = await mailsTo(orgTakenAddress);
    check(
      toOrgTaken.length === 1 && toOrgTaken[0]!.subject === no("accountMail.partnerOrgTakenSubject"),
      `the address given with a known organisation number got ${toOrgTaken.map((m) => m.subject).join(", ")}`,
    );
    expect(done()).toEqual([]);
  });
});

describe("sign-up: the confirmation link", () => {
  it("confirms the new address once, by a button on the page the link opens", async () => {
    const address = email("bekreft");
    await registerCustomer(address);
    const link = linkIn((await mailsTo(address))[0], "/verify-email")!;
    const { check, done } = checklist("sessions");
    const verified = async () =>
      (
        await app.pool.query<{ at: Date | null }>(
          "SELECT email_verified_at AS at FROM users WHERE lower(email) = lower($1)",
          [address],
        )
      ).rows[0]?.at ?? null;
    const page = await fetch(baseUrl + link, { headers: { "X-Forwarded-For": freshIp() } });
    await page.arrayBuffer();
    check(page.status === 200 && (await verified()) === null, "opening the page alone confirmed the address");
    const first = await follow(link);
    check(first.status === 200 && first.body.includes(no("auth.emailConfirmed")), `first use: ${first.status}`);
    check((await verified()) !== null, "the address is not marked as confirmed");
    const again = await follow(link);
    check(again.status === 410 && again.body.includes(no("auth.verifyInvalid")), `second use: ${again.status}`);
    const madeUp = await follow(`/verify-email/${randomUUID()}${randomUUID()}`);
    check(madeUp.status === 410, `a made-up link: ${madeUp.status}`);
    // Signing in works before and after confirming (a customer's account is usable at once).
    expect(done()).toEqual([]);
  });
});

describe("account changes", () => {
  it("changes the e-mail only through a link to the new address; then ends other sessions and reset links, and tells the old address", async () => {
    const person = await customer("Flytter Frida");
    const current = await signIn(person.email, person.password);
    const other = await signIn(person.email, person.password);
    const resetClient = new HttpClient(baseUrl, new Map(), freshIp());
    await resetClient.postForm("/forgot-password", { email: person.email });
    const resetLink = linkIn((await mailsTo(person.email)).at(-1), "/reset-password")!;
    const newAddress = email("ny-adresse");
    const { check, done } = checklist("sessions");
    const change = await current.client.postForm("/account/settings", {
      name: "Flytter Frida",
      email: newAddress,
      currentPassword: person.password,
    });
    const changeBody = await change.text();
    check(change.status === 200, `asking for the change: ${change.status}`);
    check(
      changeBody.includes(no("account.emailPending", { email: newAddress })),
      "the answer does not say a link was sent",
    );
    const stored = async () =>
      (await app.pool.query<{ email: string }>("SELECT email FROM users WHERE id = $1", [person.id])).rows[0]!.email;
    check((await stored()) === person.email, "the address changed before the new one was confirmed");
    const link = linkIn((await mailsTo(newAddress))[0], "/verify-email");
    check(Boolean(link), "no confirmation link went to the new address");
    const followed = await follow(link!, current.client);
    check(followed.status === 200, `following the link: ${followed.status}`);
    check((await stored()) === newAddress, `the address is ${await stored()} after the link`);
    check(await signedIn(current.session!), "the browser that changed it was signed out");
    check(!(await signedIn(other.session!)), "another device is still signed in");
    const reset = await resetClient.postForm(resetLink, {
      password: "overtatt-passord",
      confirmPassword: "overtatt-passord",
    });
    check(reset.status === 410, `a reset link sent to the old address still works: ${reset.status}`);
    const toOld = await mailsTo(person.email);
    check(
      toOld.some((m) => m.subject === no("accountMail.emailChangedSubject")),
      "the old address was not told about the change",
    );
    expect(done()).toEqual([]);
  });

  it("answers a change to another account's address the same, and tells that address instead", async () => {
    const person = await customer("Nysgjerrig Nina");
    const taken = await customer("Opptatt Ola");
    const current = await signIn(person.email, person.password);
    const ask = async (address: string) => {
      // From the settings page, as the browser sends it (which also shows, and so clears, the
      // notice the change before left).
      await (await current.client.get("/account/settings")).arrayBuffer();
      const response = await current.client.postForm("/account/settings", {
        name: "Nysgjerrig Nina",
        email: address,
        currentPassword: person.password,
      });
      return { status: response.status, body: normalized(await response.text(), address) };
    };
    const fresh = await ask(email("ledig"));
    const known = await ask(taken.email);
    const { check, done } = checklist("sessions");
    check(known.status === fresh.status && known.body === fresh.body, `the answers differ (${known.status})`);
    const toTaken = await mailsTo(taken.email);
    check(
      toTaken.length === 1 && !linkIn(toTaken[0], "/verify-email"),
      `the other account's address got ${toTaken.length} mails`,
    );
    const { rows } = await app.pool.query<{ email: string }>("SELECT email FROM users WHERE id = $1", [person.id]);
    check(rows[0]!.email === person.email, "the address changed");
    expect(done()).toEqual([]);
  });

  it("voids reset links at a password change and tells the address", async () => {
    const person = await customer("Passord Per");
    const current = await signIn(person.email, person.password);
    const resetClient = new HttpClient(baseUrl, new Map(), freshIp());
    await resetClient.postForm("/forgot-password", { email: person.email });
    const resetLink = linkIn((await mailsTo(person.email)).at(-1), "/reset-password")!;
    const newPassword = `nytt-${randomUUID().slice(0, 10)}`;
    const changed = await current.client.postForm("/account/settings", {
      name: "Passord Per",
      email: person.email,
      currentPassword: person.password,
      newPassword,
      confirmPassword: newPassword,
    });
    const { check, done } = checklist("sessions");
    check(changed.status === 200, `the change: ${changed.status}`);
    const reset = await resetClient.postForm(resetLink, {
      password: "overtatt-passord",
      confirmPassword: "overtatt-passord",
    });
    check(reset.status === 410, `the reset link from before the change: ${reset.status}`);
    check(
      (await mailsTo(person.email)).some((m) => m.subject === no("accountMail.passwordChangedSubject")),
      "the address was not told about the new password",
    );
    check((await signIn(person.email, newPassword)).status === 302, "the new password does not work");
    expect(done()).toEqual([]);
  });
});
