// The contact form and the newsletter against the built app: both throttled per client address
// (counted atomically, so a burst cannot slip through together); the newsletter by double
// opt-in (only confirmed addresses count and are exported), with a one-click unsubscribe link
// (RFC 8058 headers and a link in the body) in every newsletter mail.
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { registerAccount } from "../../domain/accounts/accounts.server";
import { translator } from "../../i18n/dictionaries.server";
import { setupAppDatabase } from "../support/app-database";
import { HttpClient } from "../support/http-client";
import { sessionFor } from "../support/accounts";
import { checklist } from "../support/security-summary";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();
type Lang = "no" | "en";

let ipCounter = 0;
const freshIp = () => `198.51.${100 + Math.floor(Math.random() * 100)}.${++ipCounter % 250}`;
const no = translator("no");

/** A message rendered with 99 for every number, as a RegExp that takes any number there. */
function messagePattern(withNines: string): RegExp {
  const escaped = withNines.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "(?:'|&#x27;|&#39;)");
  return new RegExp(escaped.replace(/99/g, "\\d+"));
}

interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}
async function mailsTo(address: string): Promise<Mail[]> {
  const { rows } = await app.pool.query<Mail>(
    `SELECT subject, text, html, headers FROM mail_messages WHERE lower("to") = lower($1) ORDER BY created_at`,
    [address],
  );
  return rows;
}
const linkIn = (text: string | undefined, path: string) => new RegExp(`${path}/[A-Za-z0-9_.-]+`).exec(text ?? "")?.[0];

/** An answer with what differs by request taken out: random values. */
const normalized = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/[A-Za-z0-9+/]{22}==/g, "NONCE")
    .replace(/[A-Za-z0-9_-]{43}/g, "TOKEN");

async function subscribe(address: string, options: { ip?: string; lang?: Lang } = {}) {
  const client = new HttpClient(baseUrl, new Map([["language", options.lang ?? "no"]]), options.ip ?? freshIp());
  const response = await client.postForm("/newsletter", { email: address });
  return { status: response.status, body: normalized(await response.text()) };
}

async function subscriber(address: string) {
  const { rows } = await app.pool.query<{ confirmed_at: Date | null }>(
    "SELECT confirmed_at FROM newsletter_subscribers WHERE lower(email) = lower($1)",
    [address],
  );
  return rows[0];
}

async function adminCsv(): Promise<string> {
  const admin = await registerAccount(
    app.db,
    { name: "Admin Nyhetsbrev", email: `admin+${randomUUID()}@example.no`, password: "admin-passord" },
    "admin",
  );
  if (!admin.ok) throw new Error("no admin");
  const response = await fetch(`${baseUrl}/admin/newsletter.csv`, {
    headers: { Cookie: `session=${await sessionFor(app.db, admin.user.id)}` },
  });
  return response.text();
}

/** Opens a link's page and presses its button, as a person does. */
async function follow(link: string) {
  const client = new HttpClient(baseUrl, new Map(), freshIp());
  const page = await client.get(link);
  await page.arrayBuffer();
  const response = await client.postForm(link, {});
  return { pageStatus: page.status, status: response.status, body: await response.text() };
}

describe("throttles", () => {
  it("stores at most the limit of 40 simultaneous contact messages from one address", async () => {
    const ip = freshIp();
    const marker = `burst-${randomUUID()}`;
    const jar = new Map<string, string>();
    const client = new HttpClient(baseUrl, jar, ip);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const response = await client.postForm("/contact", {
          name: "Ivrig Ivar",
          email: `${marker}-${i}@example.no`,
          message: "Hei!",
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const { rows } = await app.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contact_messages WHERE email LIKE $1",
      [`${marker}-%`],
    );
    const { check, done } = checklist("input");
    check(rows[0]!.n === 10, `${rows[0]!.n} of 40 messages were stored`);
    check(statuses.filter((s) => s === 200).length === 10, `answers: ${statuses.join(", ")}`);
    check(statuses.filter((s) => s === 429).length === 30, `answers: ${statuses.join(", ")}`);
    for (const lang of ["no", "en"] as Lang[]) {
      // The refusal is in the language of the page's address (decision 030).
      const refused = await new HttpClient(baseUrl, new Map([...jar, ["language", lang]]), ip).postForm(
        lang === "en" ? "/en/contact" : "/contact",
        {
          name: "Ivrig Ivar",
          email: `${marker}@example.no`,
          message: "Hei igjen!",
        },
      );
      const body = await refused.text();
      check(
        refused.status === 429 && messagePattern(translator(lang)("auth.tooMany", { count: 99 })).test(body),
        `the next message (${lang}): ${refused.status}`,
      );
    }
    const otherClient = new HttpClient(baseUrl, new Map(), freshIp());
    const elsewhere = await otherClient.postForm("/contact", {
      name: "Annen Anne",
      email: `${marker}@example.no`,
      message: "Hei!",
    });
    check(elsewhere.status === 200, `another address: ${elsewhere.status}`);
    expect(done()).toEqual([]);
  });

  it("signs up at most the limit of 40 simultaneous newsletter addresses from one address", async () => {
    const ip = freshIp();
    const marker = `burst-${randomUUID()}`;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => subscribe(`${marker}-${i}@example.no`, { ip }).then((r) => r.status)),
    );
    const { rows } = await app.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email LIKE $1",
      [`${marker}-%`],
    );
    const { check, done } = checklist("input");
    check(rows[0]!.n === 10, `${rows[0]!.n} of 40 addresses were signed up`);
    check(statuses.filter((s) => s === 429).length === 30, `answers: ${statuses.join(", ")}`);
    expect(done()).toEqual([]);
  });
});

describe("newsletter: double opt-in and unsubscribe", () => {
  it("signs up only after the e-mailed link, answering the same for a new and a known address", async () => {
    const address = `nyhet+${randomUUID()}@example.no`;
    const first = await subscribe(address);
    const again = await subscribe(address.toUpperCase());
    const { check, done } = checklist("input");
    check(first.status === 200 && first.body.includes(no("newsletter.checkInbox")), `sign-up: ${first.status}`);
    check(again.status === first.status && again.body === first.body, "a second sign-up answers differently");
    check((await subscriber(address))?.confirmed_at === null, "the address is confirmed without the link");
    // An unconfirmed address gets its link again (it may have been lost).
    const mails = await mailsTo(address);
    const link = linkIn(mails[0]?.text, "/newsletter/confirm");
    check(mails.length === 2 && Boolean(link), `${mails.length} mails, link ${link}`);
    check(!(await adminCsv()).includes(address), "an unconfirmed address is in the export");

    // Mail scanners and link previews open links: opening it alone confirms nothing.
    const opened = await fetch(`${baseUrl}${link!}`);
    await opened.arrayBuffer();
    check(opened.status === 200, `opening the link: ${opened.status}`);
    check((await subscriber(address))?.confirmed_at === null, "opening the link alone confirmed the address");

    const confirmed = await follow(link!);
    check(
      confirmed.status === 200 && confirmed.body.includes(no("newsletter.confirmed")),
      `following the link: ${confirmed.status}`,
    );
    check((await subscriber(address))?.confirmed_at != null, "the address is not confirmed after the link");
    check((await adminCsv()).includes(address), "the confirmed address is not in the export");
    // Once confirmed, signing up again still answers the same, and sends nothing more.
    const third = await subscribe(address);
    check(third.status === first.status && third.body === first.body, "a confirmed address answers differently");
    check((await mailsTo(address)).length === 3, "a confirmed address was mailed again (or got no welcome)");
    expect(done()).toEqual([]);
  });

  it("puts a one-click unsubscribe in every newsletter mail, working from the mail provider and the page", async () => {
    const address = `avmeld+${randomUUID()}@example.no`;
    await subscribe(address, { lang: "en" });
    await follow(linkIn((await mailsTo(address))[0]?.text, "/newsletter/confirm")!);
    const welcome = (await mailsTo(address))[1];
    const { check, done } = checklist("input");
    check(Boolean(welcome), "no newsletter mail after confirming");
    const header = welcome?.headers["List-Unsubscribe"] ?? "";
    const url = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
    check(Boolean(url), `List-Unsubscribe: ${header}`);
    check(welcome?.headers["List-Unsubscribe-Post"] === "List-Unsubscribe=One-Click", "no List-Unsubscribe-Post");
    const path = url ? new URL(url).pathname : "";
    check(Boolean(linkIn(welcome?.text, "/newsletter/unsubscribe")), "no unsubscribe link in the text");
    check((welcome?.html ?? "").includes(path), "no unsubscribe link in the HTML");

    // A forged link changes nothing.
    const forged = await fetch(`${baseUrl}${path.slice(0, -3)}AAA`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    await forged.arrayBuffer();
    check(forged.status === 404, `a forged link: ${forged.status}`);
    check((await subscriber(address)) !== undefined, "a forged link unsubscribed");

    // RFC 8058: the provider POSTs from its own servers, with no cookie, token or Origin.
    const oneClick = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    await oneClick.arrayBuffer();
    check(oneClick.status === 200, `one-click: ${oneClick.status}`);
    check((await subscriber(address)) === undefined, "still subscribed after one-click");
    check(!(await adminCsv()).includes(address), "the export still has the address");

    // The link in the body: a page with a button.
    const other = `avmeld2+${randomUUID()}@example.no`;
    await subscribe(other);
    await follow(linkIn((await mailsTo(other))[0]?.text, "/newsletter/confirm")!);
    const unsubscribeLink = linkIn((await mailsTo(other))[1]?.text, "/newsletter/unsubscribe")!;
    const opened = await fetch(`${baseUrl}${unsubscribeLink}`);
    await opened.arrayBuffer();
    check((await subscriber(other)) !== undefined, "opening the unsubscribe link alone unsubscribed");
    const page = await follow(linkIn((await mailsTo(other))[1]?.text, "/newsletter/unsubscribe")!);
    check(page.pageStatus === 200 && page.status === 200, `the unsubscribe page: ${page.pageStatus}, ${page.status}`);
    check(page.body.includes(no("newsletter.unsubscribed")), "the page does not say it is done");
    check((await subscriber(other)) === undefined, "still subscribed after the page's button");
    expect(done()).toEqual([]);
  });
});
