// Two server processes on one PostgreSQL database, as behind a load balancer without sticky
// sessions: one visitor (one cookie jar, one address) switches between the copies at every
// step, and sessions, the server cart, checkout, uploaded images, throttling, the
// job queue and e-mail delivery all work whichever copy answers.
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connect } from "../../db/connection.server";
import { ensureDatabase } from "../../db/open-database.server";
import { randomOrgNumber } from "../../domain/demo/factories.server";
import { enqueueJob } from "../../domain/platform/jobs.server";
import { MAIL_JOB, queueMail } from "../../domain/platform/mail.server";
import { RECURRING_JOBS } from "../../server/background-jobs.server";
import { startApp, type RunningApp } from "../support/app-server";
import { startLoopbackSmtp, type LoopbackSmtp } from "../support/loopback-smtp";
import { databaseUrl, dropDatabase } from "../support/database-names";
import { register } from "../support/accounts";
import { HttpClient } from "../support/http-client";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "../support/checkout-http";

// A database of its own on the test run's PostgreSQL server; CREATE DATABASE works from any database.
const serverUrl = inject("appDatabaseUrl");
const name = `magicdeals_copies_${randomBytes(4).toString("hex")}`;
const url = databaseUrl(serverUrl, name);
const pool = new pg.Pool({ connectionString: url, max: 2 });

// The server is slow, so both copies' workers share the queue.
let smtp: LoopbackSmtp;
/** Every message the copies sent, by recipient. */
const sentTo = () => smtp.received.flatMap((mail) => mail.recipients);

let a: RunningApp;
let b: RunningApp;

beforeAll(async () => {
  await ensureDatabase(serverUrl, name);
  smtp = await startLoopbackSmtp({ answerAfterMs: 60 });
  const env = {
    DATABASE_URL: url,
    // Shared, so what one copy signs (e-mailed links, guest orders) is good on the other.
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    TRUST_PROXY: "1",
    SMTP_URL: smtp.url,
    JOB_WORKER: "true",
  };
  // The first start migrates and seeds the demo catalogue; the second finds both done.
  a = await startApp(env);
  b = await startApp(env);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await pool.end();
  await smtp?.close();
  await dropDatabase(serverUrl, name);
});

/** A customer registered on copy B (email and password, to sign in elsewhere). */
async function registerCustomer() {
  const { email, password } = await register(b.baseUrl, "Kari Kopi", "kopi");
  return { email, password };
}

async function activeDealId(): Promise<number> {
  const { rows } = await pool.query(
    `SELECT id FROM deals WHERE status = 'published' AND units_cap IS NULL AND per_customer_limit IS NULL
        AND ends_at > now() + interval '1 day' AND (starts_at IS NULL OR starts_at <= now())
      ORDER BY id LIMIT 1`,
  );
  return rows[0].id as number;
}

const workerOf = (app: RunningApp) => `:${app.process.pid}:`;

describe("two copies on one database", () => {
  it("sign in on one, cart on the other, pay on the first, order and vouchers seen on the second", async () => {
    const customer = await registerCustomer();
    const onA = new HttpClient(a.baseUrl);
    const onB = onA.at(b.baseUrl);

    const signIn = await onA.postForm("/login", { ...customer, redirectTo: "/" });
    expect(signIn.status).toBe(302);
    expect(onA.cookieHeader()).toMatch(/(^|; )session=/);

    // Copy B knows the session from copy A.
    const dealId = await activeDealId();
    const added = await onB.postForm("/cart/lines", {
      intent: "add",
      dealId: String(dealId),
      packageKind: "basic",
      quantity: "2",
    });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ ok: true });

    const { rows: users } = await pool.query("SELECT id FROM users WHERE email = $1", [customer.email]);
    const userId = users[0].id as string;
    const { rows: cart } = await pool.query("SELECT deal_id, quantity FROM cart_items WHERE user_id = $1", [userId]);
    expect(cart).toEqual([{ deal_id: dealId, quantity: 2 }]);

    const paid = await onA.postForm("/checkout", {
      idempotencyKey: randomUUID(),
      lines: JSON.stringify([{ dealId, packageKind: "basic", quantity: 2 }]),
      ...CHECKOUT_BY_CARD,
    });
    expect(paid.status).toBe(200);
    // Paid at the payment service; the return lands on copy B, which writes the order.
    const returned = await onB.get(await payCheckoutAnswer(await paid.text()));
    expect(returned.status).toBe(200);

    const { rows: orders } = await pool.query("SELECT id, number FROM orders WHERE user_id = $1", [userId]);
    expect(orders).toHaveLength(1);
    const { rows: vouchers } = await pool.query("SELECT code FROM vouchers WHERE order_id = $1", [orders[0].id]);
    expect(vouchers).toHaveLength(2);

    const receipt = await onB.get(`/payment/success?order=${orders[0].id as string}`);
    expect(receipt.status).toBe(200);
    const receiptHtml = await receipt.text();
    expect(receiptHtml).toContain(orders[0].number as string);
    const mine = await (await onB.get("/account/vouchers")).text();
    for (const { code } of vouchers) {
      expect(receiptHtml).toContain(code as string);
      expect(mine).toContain(code as string);
    }
    // The server cart was emptied by the order, seen from either copy.
    const { rowCount } = await pool.query("SELECT 1 FROM cart_items WHERE user_id = $1", [userId]);
    expect(rowCount).toBe(0);

    // The confirmation was queued with the order and went out once, by one copy's job worker.
    const confirmations = async () =>
      (
        await pool.query("SELECT status FROM mail_messages WHERE \"to\" = $1 AND subject NOT LIKE 'Bekreft%'", [
          customer.email,
        ])
      ).rows;
    await expect.poll(confirmations, { timeout: 15_000 }).toEqual([{ status: "sent" }]);
    // Every message to the customer (the order's and the address confirmation) arrived once.
    const statuses = async () =>
      (await pool.query('SELECT status FROM mail_messages WHERE "to" = $1', [customer.email])).rows.map(
        (row: { status: string }) => row.status,
      );
    await expect.poll(async () => (await statuses()).every((s) => s === "sent"), { timeout: 15_000 }).toBe(true);
    expect(sentTo().filter((to) => to === customer.email)).toHaveLength((await statuses()).length);
  });

  it("serves an image uploaded through one copy from the other", async () => {
    const onA = new HttpClient(a.baseUrl);
    const form = new FormData();
    const email = `post+${randomUUID()}@kopi.example.no`;
    const fields: Record<string, string> = {
      name: "Kopi Kafé",
      orgNumber: randomOrgNumber(),
      email,
      phone: "+47 55 12 34 56",
      website: "kopi.example.no",
      description: "Kafé med kaffe og kaker i Bergen sentrum.",
      city: "Bergen",
      address: "Torgallmenningen 1, 5014 Bergen",
      contactPerson: "Kari Kopi",
      plan: "ecommerce",
      password: "hemmelig-passord",
      confirmPassword: "hemmelig-passord",
      acceptAgreement: "on",
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    const png = await sharp({ create: { width: 320, height: 160, channels: 3, background: "#0ea5e9" } })
      .png()
      .toBuffer();
    form.set("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const response = await fetch(`${a.baseUrl}/api/business/register`, {
      method: "POST",
      body: form,
      headers: { Cookie: onA.cookieHeader(), Origin: a.baseUrl },
    });
    expect(response.status).toBe(200);

    const { rows } = await pool.query(
      `SELECT pp.logo_hash FROM users u JOIN partners p ON p.owner_user_id = u.id
         JOIN partner_profiles pp ON pp.partner_id = p.id WHERE u.email = $1`,
      [email],
    );
    const image = await fetch(`${b.baseUrl}/uploads/${rows[0].logo_hash as string}.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 160]);
  });

  it("counts failed sign-ins across both copies", async () => {
    const customer = await registerCustomer();
    const onA = new HttpClient(a.baseUrl);
    const onB = onA.at(b.baseUrl);
    const wrong = { email: customer.email, password: "feil-passord", redirectTo: "/" };
    // Five failures allowed per account and address: three on A, two on B.
    for (const client of [onA, onB, onA, onB, onA]) {
      expect((await client.postForm("/login", wrong)).status).toBe(401);
    }
    // The right password now waits, on either copy.
    const right = { ...customer, redirectTo: "/" };
    expect((await onB.postForm("/login", right)).status).toBe(429);
    expect((await onA.postForm("/login", right)).status).toBe(429);
  });

  it("runs each recurring sweep once per period and delivers queued e-mails once, sharing the work", async () => {
    // Forty messages queued at once; both copies' workers take them from the same queue.
    const { db, close } = connect(url, { max: 2 });
    const recipients = Array.from({ length: 40 }, (_, i) => `ko+${i}-${randomUUID()}@example.no`);
    try {
      await db.transaction(async (tx) => {
        for (const to of recipients) {
          const messageId = await queueMail(
            tx,
            { from: "test@example.no", transport: null },
            { to, subject: "Køtest", text: "Hei", html: "<p>Hei</p>", language: "no" },
          );
          await enqueueJob(tx, { kind: MAIL_JOB, payload: { messageId } });
        }
      });
    } finally {
      await close();
    }

    const mailJobs = async () =>
      (
        await pool.query(
          `SELECT j.status, j.attempts, j.locked_by FROM jobs j JOIN mail_messages m ON m.id::text = j.payload->>'messageId'
            WHERE m.to = ANY($1)`,
          [recipients],
        )
      ).rows as { status: string; attempts: number; locked_by: string }[];
    await expect
      .poll(async () => (await mailJobs()).filter((j) => j.status === "done").length, { timeout: 30_000 })
      .toBe(40);

    for (const to of recipients) expect(sentTo().filter((r) => r === to)).toHaveLength(1);
    const jobs = await mailJobs();
    expect(jobs.every((j) => j.attempts === 1)).toBe(true);
    // Both copies took part, and each job was done by one of them.
    expect(jobs.some((j) => j.locked_by.includes(workerOf(a)))).toBe(true);
    expect(jobs.some((j) => j.locked_by.includes(workerOf(b)))).toBe(true);
    expect(jobs.every((j) => j.locked_by.includes(workerOf(a)) || j.locked_by.includes(workerOf(b)))).toBe(true);

    // Both workers schedule every sweep on every poll; the queue holds one run per period.
    for (const { kind, everySeconds } of RECURRING_JOBS) {
      const { rows } = await pool.query(
        "SELECT dedupe_key, status, attempts, locked_by FROM jobs WHERE kind = $1 ORDER BY id",
        [kind],
      );
      const periods = new Set(rows.map((r) => r.dedupe_key as string));
      expect(rows.length, kind).toBeGreaterThanOrEqual(1);
      expect(rows.length, kind).toBe(periods.size);
      const current = `${kind}@${Math.floor(Date.now() / 1000 / everySeconds)}`;
      await expect
        .poll(async () => (await pool.query("SELECT status FROM jobs WHERE dedupe_key = $1", [current])).rows)
        .toEqual([{ status: "done" }]);
      for (const row of rows) {
        expect(row.attempts, kind).toBe(1);
        expect(
          [workerOf(a), workerOf(b)].some((w) => (row.locked_by as string).includes(w)),
          kind,
        ).toBe(true);
      }
    }
  });
});
