import { createServer, type AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer, type SMTPServerEnvelope } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { mailMessages, orders } from "#db/schema.server";
import { runNextJob } from "./jobs.server";
import { getMail, listMail } from "./outbox.server";
import { passwordResetMail } from "#domain/accounts/password-reset-mail.server";
import { orderConfirmationMail } from "#domain/checkout/order-confirmation-mail.server";
import {
  createMailer,
  deliverMail,
  escapeHtml,
  MAIL_JOB,
  OUTBOX_SECRET_HOURS,
  queueMail,
  redactOldSecrets,
  SENDING_CLAIM_SECONDS,
  type Mailer,
  type MailMessage,
} from "./mail.server";

const t = setupTestDatabase({ seeded: false });
const FROM = "MagicDeals <no-reply@magicdeals.no>";
const SUBJECT = "Lag et nytt passord – Ærlig talt, Øystein på Ålesund";

const message: MailMessage = {
  to: "oystein@example.no",
  subject: SUBJECT,
  text: "Hei Øystein!\n\nLag et nytt passord her: https://magicdeals.no/nytt-passord?token=abc\n\nHilsen MagicDeals",
  html: `<p>Hei ${escapeHtml("Øystein & Åse")}!</p><p><a href="https://magicdeals.no/nytt-passord?token=abc">Lag et nytt passord</a></p>`,
  language: "no",
};

const row = async (id: string) => (await t.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0]!;

// ---- A real SMTP server on loopback, and just enough MIME reading to check what arrived ----

interface Received {
  envelope: SMTPServerEnvelope;
  raw: Buffer;
}
const received: Received[] = [];
let rejectWith: string | undefined;
/** How long the server waits before it answers a message's data (a slow mail server). */
let delayMs = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      setTimeout(() => {
        if (rejectWith) return callback(Object.assign(new Error(rejectWith), { responseCode: 552 }));
        received.push({ envelope: session.envelope, raw: Buffer.concat(chunks) });
        callback();
      }, delayMs);
    });
  },
});
let smtpPort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));
beforeEach(() => {
  received.length = 0;
  rejectWith = undefined;
  delayMs = 0;
});

/** A header's value, folded lines joined. */
function header(head: string, name: string): string | undefined {
  const unfolded = head.replace(/\r\n[ \t]+/g, " ");
  const line = unfolded.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, "utf8"));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?B|Q?...?=) to text; bytes of adjacent words are joined first. */
function decodeHeader(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, "?==?");
  const parts: Buffer[] = [];
  let last = 0;
  for (const m of joined.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)) {
    parts.push(Buffer.from(joined.slice(last, m.index)));
    parts.push(
      m[1]!.toLowerCase() === "b" ? Buffer.from(m[2]!, "base64") : decodeQuotedPrintable(m[2]!.replace(/_/g, " ")),
    );
    last = m.index + m[0].length;
  }
  parts.push(Buffer.from(joined.slice(last)));
  return Buffer.concat(parts).toString("utf8");
}

/** The decoded leaf parts of a message, by content type (text/plain, text/html). */
function leafParts(raw: string): Record<string, { contentType: string; body: string }> {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n");
  const contentType = header(head, "Content-Type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1);
    return Object.assign({}, ...sections.map((s) => leafParts(s.replace(/^\r\n/, "").replace(/\r\n$/, ""))));
  }
  const encoding = header(head, "Content-Transfer-Encoding")?.toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(body, "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : Buffer.from(body);
  return { [contentType.split(";")[0]!.toLowerCase()]: { contentType, body: bytes.toString("utf8") } };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs every due mail job, as a worker would, with `mailer`. */
async function runMailJobs(mailer: Mailer, worker = "test-worker"): Promise<void> {
  const handlers = {
    [MAIL_JOB]: (payload: Record<string, unknown>) => deliverMail(t.db, mailer, String(payload.messageId)),
  };
  while (await runNextJob(t.db, handlers, worker));
}

/** Queues the message and lets the worker send it. */
async function queueAndSend(mailer: Mailer, mail: MailMessage): Promise<string> {
  const id = await queueMail(t.db, mailer, mail);
  await runMailJobs(mailer);
  return id;
}

const mailJobs = (messageId: string) =>
  t.db.execute<{ status: string; due: boolean; dedupe_key: string }>(
    sql`SELECT status, run_at <= now() AS due, dedupe_key FROM jobs
         WHERE kind = ${MAIL_JOB} AND payload->>'messageId' = ${messageId}`,
  );

describe("queueMail without SMTP", () => {
  it("records the message in the outbox, and adds no job", async () => {
    const mailer = createMailer(undefined, FROM);
    expect(mailer).toEqual({ from: FROM, transport: null });
    const id = await queueMail(t.db, mailer, message);
    expect(await row(id)).toEqual({
      id,
      ...message,
      attachments: [],
      headers: {},
      secrets: [],
      status: "outbox",
      error: null,
      attempts: 0,
      claimedAt: null,
      sentAt: null,
      createdAt: expect.any(Date),
    });
    expect((await mailJobs(id)).rows).toEqual([]);
  });

  it("treats an empty SMTP URL as none", async () => {
    const id = await queueMail(t.db, createMailer("", FROM), message);
    expect((await row(id)).status).toBe("outbox");
  });

  it("keeps nothing of a message whose transaction rolled back", async () => {
    const mailer = createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM);
    let id = "";
    await expect(
      t.db.transaction(async (tx) => {
        id = await queueMail(tx, mailer, { ...message, to: "angret@example.no" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await t.db.select().from(mailMessages).where(eq(mailMessages.id, id))).toEqual([]);
    expect((await mailJobs(id)).rows).toEqual([]);
  });
});

describe("delivery over SMTP by the job", () => {
  it("queues the delivery job due at once, and sends nothing before it runs", async () => {
    const mailer = createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM);
    const id = await queueMail(t.db, mailer, message);
    expect((await mailJobs(id)).rows).toEqual([{ status: "queued", due: true, dedupe_key: `${MAIL_JOB}:${id}` }]);
    expect(received).toHaveLength(0);
    expect((await row(id)).status).toBe("outbox");
    await runMailJobs(mailer);
    expect(received).toHaveLength(1);
    expect((await mailJobs(id)).rows).toMatchObject([{ status: "done" }]);
  });

  it("delivers a UTF-8 subject, a text part and an HTML part with the row's Message-ID, and marks the row sent", async () => {
    const before = new Date();
    const id = await queueAndSend(createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), message);
    expect(await row(id)).toMatchObject({ status: "sent", error: null, attempts: 1, sentAt: expect.any(Date) });
    expect((await row(id)).sentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    expect(received).toHaveLength(1);
    const { envelope, raw } = received[0]!;
    expect(envelope.mailFrom).toMatchObject({ address: "no-reply@magicdeals.no" });
    expect(envelope.rcptTo.map((r) => r.address)).toEqual(["oystein@example.no"]);

    const text = raw.toString("utf8");
    const head = text.split("\r\n\r\n")[0]!;
    // The idempotency key receiving servers deduplicate on: the same for every try of this row.
    expect(header(head, "Message-ID")).toBe(`<${id}@magicdeals.no>`);
    const subject = header(head, "Subject")!;
    // Encoded for 7-bit transport, and back to the original when decoded.
    expect(subject).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(subject).not.toMatch(/[^\x20-\x7e]/);
    expect(decodeHeader(subject)).toBe(SUBJECT);
    expect(header(head, "To")).toBe("oystein@example.no");
    expect(header(head, "From")).toBe(FROM);
    expect(header(head, "Content-Type")).toMatch(/^multipart\/alternative;/);

    const parts = leafParts(text);
    expect(Object.keys(parts).sort()).toEqual(["text/html", "text/plain"]);
    expect(parts["text/plain"]!.contentType).toMatch(/charset=utf-8/i);
    expect(parts["text/html"]!.contentType).toMatch(/charset=utf-8/i);
    expect(parts["text/plain"]!.body.replace(/\r\n/g, "\n")).toBe(message.text);
    expect(parts["text/html"]!.body).toBe(message.html);
    expect(parts["text/html"]!.body).toContain("Hei Øystein &amp; Åse!");
  });

  it("sends attachments with the message as a multipart/mixed e-mail", async () => {
    const attachments = [
      { filename: "MAGIC-ABCDEFGHJK.pdf", content: Buffer.from("%PDF-1.7 kupong"), contentType: "application/pdf" },
    ];
    const id = await queueAndSend(createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), { ...message, attachments });
    expect(await row(id)).toMatchObject({ status: "sent", text: message.text, html: message.html });
    const raw = received[0]!.raw.toString("utf8");
    expect(header(raw.split("\r\n\r\n")[0]!, "Content-Type")).toMatch(/^multipart\/mixed;/);
    const parts = leafParts(raw);
    expect(parts["application/pdf"]!.body).toBe("%PDF-1.7 kupong");
    expect(parts["text/plain"]!.body.replace(/\r\n/g, "\n")).toBe(message.text);
    expect(raw).toMatch(/filename="?MAGIC-ABCDEFGHJK\.pdf"?/);
  });

  it("sends several messages, each once and recorded as sent", async () => {
    const mailer = createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM);
    const ids = await Promise.all(
      ["a@example.no", "b@example.no", "c@example.no"].map((to) => queueMail(t.db, mailer, { ...message, to })),
    );
    await runMailJobs(mailer);
    for (const id of ids) expect((await row(id)).status).toBe("sent");
    expect(received.flatMap((r) => r.envelope.rcptTo.map((a) => a.address)).sort()).toEqual([
      "a@example.no",
      "b@example.no",
      "c@example.no",
    ]);
  });

  it("records the failure when the SMTP port is closed, and leaves the job to try again later", async () => {
    const port = await closedPort();
    const id = await queueAndSend(createMailer(`smtp://127.0.0.1:${port}`, FROM), message);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", sentAt: null, subject: SUBJECT, to: message.to, attempts: 1 });
    expect(failed.error).toMatch(/ECONNREFUSED/);
    expect(failed.error!.length).toBeLessThanOrEqual(500);
    expect((await mailJobs(id)).rows).toMatchObject([{ status: "queued", due: false }]);
  });

  it("records the server's reason when it refuses the message", async () => {
    rejectWith = "Postkassen er full";
    const id = await queueAndSend(createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), message);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", sentAt: null });
    expect(failed.error).toContain("Postkassen er full");
    expect(received).toHaveLength(0);
  });

  it("keeps a line break in the subject from adding headers or recipients", async () => {
    const id = await queueAndSend(createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), {
      ...message,
      subject: "Hei\r\nBcc: angriper@example.com",
    });
    expect((await row(id)).status).toBe("sent");
    expect(received[0]!.envelope.rcptTo.map((r) => r.address)).toEqual(["oystein@example.no"]);
    const head = received[0]!.raw.toString("utf8").split("\r\n\r\n")[0]!;
    expect(header(head, "Bcc")).toBeUndefined();
  });

  it("carries attachments through the outbox to the SMTP server", async () => {
    const pdf = Buffer.from("%PDF-1.7 voucher MAGIC-ABCD-EFGH-JK");
    const id = await queueAndSend(createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), {
      ...message,
      attachments: [{ filename: "verdikort.pdf", contentType: "application/pdf", content: pdf }],
    });
    expect((await row(id)).attachments).toEqual([
      { filename: "verdikort.pdf", contentType: "application/pdf", contentBase64: pdf.toString("base64") },
    ]);
    const raw = received[0]!.raw.toString("utf8");
    expect(raw).toMatch(/filename="?verdikort\.pdf/);
    expect(raw).toContain(pdf.toString("base64"));
  });

  it("carries a message's extra headers (a newsletter's List-Unsubscribe) through the outbox", async () => {
    const headers = {
      "List-Unsubscribe": "<https://magicdeals.no/newsletter/unsubscribe/abc.def>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    const id = await queueAndSend(createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), { ...message, headers });
    expect((await row(id)).headers).toEqual(headers);
    const raw = received[0]!.raw.toString("utf8");
    expect(raw).toContain("List-Unsubscribe: <https://magicdeals.no/newsletter/unsubscribe/abc.def>");
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });
});

describe("delivery retried, and never twice", () => {
  it("sends a message the SMTP server refused once when its job runs again, and only once", async () => {
    const mailer = createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM);
    rejectWith = "Prøv igjen senere";
    const id = await queueAndSend(mailer, message);
    expect((await row(id)).status).toBe("failed");
    expect((await mailJobs(id)).rows).toMatchObject([{ status: "queued", due: false }]);

    rejectWith = undefined;
    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE payload->>'messageId' = ${id}`);
    await runMailJobs(mailer);
    expect(await row(id)).toMatchObject({ status: "sent", error: null, attempts: 2 });
    expect(received).toHaveLength(1);

    // Delivering again (a crashed worker's job taken twice) sends nothing more.
    await deliverMail(t.db, mailer, id);
    expect(received).toHaveLength(1);
  });

  it("sends once when two workers deliver the same message at the same moment", async () => {
    const mailer = createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM);
    const id = await queueMail(t.db, mailer, message);
    delayMs = 1500;
    // The queued job on one worker, and the same message's delivery on another at once.
    const outcomes = await Promise.allSettled([runMailJobs(mailer, "worker-a"), deliverMail(t.db, mailer, id)]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", expect.stringMatching(/fulfilled|rejected/)]);
    await runMailJobs(mailer, "worker-b");
    expect(received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("takes a message back from a worker that died mid-send only once its claim is stale, with the same Message-ID", async () => {
    const mailer = createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM);
    const id = await queueMail(t.db, mailer, message);
    // A worker claimed it and died: the row says "sending" since just now.
    await t.db.update(mailMessages).set({ status: "sending", claimedAt: new Date() }).where(eq(mailMessages.id, id));
    await expect(deliverMail(t.db, mailer, id)).rejects.toThrow(/being sent by another worker/);
    expect(received).toHaveLength(0);

    const stale = new Date(Date.now() - (SENDING_CLAIM_SECONDS + 60) * 1000);
    await t.db.update(mailMessages).set({ claimedAt: stale }).where(eq(mailMessages.id, id));
    await deliverMail(t.db, mailer, id);
    expect(received).toHaveLength(1);
    expect(header(received[0]!.raw.toString("utf8").split("\r\n\r\n")[0]!, "Message-ID")).toBe(`<${id}@magicdeals.no>`);
    expect(await row(id)).toMatchObject({ status: "sent" });
  });
});

describe("escapeHtml", () => {
  it("escapes & < > \" and '", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
    expect(escapeHtml("<script>alert(1)</script>")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("leaves other text alone", () => {
    expect(escapeHtml("Blåbærsyltetøy på Ålesund – 1 299 kr")).toBe("Blåbærsyltetøy på Ålesund – 1 299 kr");
    expect(escapeHtml("")).toBe("");
  });
});

describe("secrets in mail (reset links, voucher codes)", () => {
  const TOKEN = "Zr8Q0nW3vT5yK1bX7cL9dF2gH4jM6pS0aE3uI5oY8wA";
  const LINK = `https://magicdeals.no/reset-password/${TOKEN}`;
  const CODE = "MAGIC-K7QX9PM2TR";
  const reset = () => passwordResetMail({ name: "Åse", email: "ase@example.no" }, "no", LINK);
  const ORDER_ID = "6f1d2c3b-4a59-4e68-9c7d-8e9fa0b1c2d3";
  // The receipt PDF is made from the order when the message is sent, so the order exists.
  beforeAll(async () => {
    await t.db.insert(orders).values({
      id: ORDER_ID,
      number: "MD-1042",
      email: "ase@example.no",
      language: "en",
      totalOre: 129_900,
      originalTotalOre: 259_900,
      vatOre: 25_980,
      cardBrand: "Visa",
      cardLast4: "4242",
    });
  });
  const order = () =>
    orderConfirmationMail(
      {
        id: ORDER_ID,
        email: "ase@example.no",
        number: "MD-1042",
        createdAt: new Date("2026-11-02T10:00:00Z"),
        totalOre: 129_900,
        lines: [{ title: "Spadag for to", quantity: 1, unitPriceOre: 129_900 }],
        payment: { type: "card", brand: "Visa", last4: "4242" },
        vouchers: [{ code: CODE, title: "Spadag for to", validUntil: "2027-05-01" }],
      },
      "en",
      { kind: "account", url: "https://magicdeals.no/account/vouchers" },
    );
  const shows = (value: unknown, secret: string) => JSON.stringify(value).includes(secret);

  it("sends the reset link and the voucher code, and keeps neither in the stored copy once sent", async () => {
    const mailer = createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM);
    const resetId = await queueAndSend(mailer, reset());
    const orderId = await queueAndSend(mailer, order());
    expect(received).toHaveLength(2);
    const [resetParts, orderParts] = received.map((r) => leafParts(r.raw.toString("utf8")));
    expect(resetParts!["text/plain"]!.body).toContain(LINK);
    expect(resetParts!["text/html"]!.body).toContain(LINK);
    expect(orderParts!["text/plain"]!.body).toContain("MAGIC-K7QX9-PM2TR");

    for (const id of [resetId, orderId]) {
      const stored = await row(id);
      expect(stored).toMatchObject({ status: "sent", secrets: [] });
      expect(shows(stored, TOKEN)).toBe(false);
      expect(shows(stored, "K7QX9")).toBe(false);
      expect(stored.text).toContain("[skjult]");
    }
  });

  it("shows admins [skjult] or [hidden] where a secret is, in the list and in the message, while it waits in the outbox", async () => {
    const mailer = createMailer(undefined, FROM);
    const resetId = await queueMail(t.db, mailer, reset());
    const orderId = await queueMail(t.db, mailer, order());
    // Unsent, the stored copy still holds what must go out.
    expect((await row(resetId)).text).toContain(LINK);

    for (const [id, lang, label] of [
      [resetId, "no", "[skjult]"],
      [orderId, "en", "[hidden]"],
      [orderId, "no", "[skjult]"],
    ] as const) {
      const seen = await getMail(t.db, id, lang);
      expect(shows(seen, TOKEN)).toBe(false);
      expect(shows(seen, "K7QX9")).toBe(false);
      expect(seen!.text).toContain(label);
      expect(seen!.html).toContain(label);
    }
    const listed = await listMail(t.db, "no");
    expect(shows(listed, TOKEN) || shows(listed, "K7QX9")).toBe(false);
    expect(listed.map((m) => m.id)).toEqual(expect.arrayContaining([resetId, orderId]));
  });

  it("cuts the secrets out of outbox messages after the retention period", async () => {
    const mailer = createMailer(undefined, FROM);
    const id = await queueMail(t.db, mailer, reset());
    expect(await redactOldSecrets(t.db)).toBe(0);
    expect((await row(id)).text).toContain(TOKEN);
    const later = new Date(Date.now() + (OUTBOX_SECRET_HOURS * 60 + 1) * 60_000);
    expect(await redactOldSecrets(t.db, later)).toBeGreaterThanOrEqual(1);
    const stored = await row(id);
    expect(shows(stored, TOKEN)).toBe(false);
    expect(stored).toMatchObject({ status: "outbox", secrets: [] });
    expect((await getMail(t.db, id, "en"))!.text).toContain("[hidden]");
  });
});
