import { createServer, type AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer, type SMTPServerEnvelope } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { mailMessages } from "#db/schema.server";
import { runNextJob } from "./jobs.server";
import { createMailer, deliverMail, escapeHtml, MAIL_JOB, sendMail, type MailMessage } from "./mail.server";

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

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (rejectWith) return callback(Object.assign(new Error(rejectWith), { responseCode: 552 }));
      received.push({ envelope: session.envelope, raw: Buffer.concat(chunks) });
      callback();
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

describe("sendMail without SMTP", () => {
  it("records the message in the outbox", async () => {
    const mailer = createMailer(undefined, FROM);
    expect(mailer).toEqual({ from: FROM, transport: null });
    const id = await sendMail(t.db, mailer, message);
    expect(await row(id)).toEqual({
      id,
      ...message,
      attachments: [],
      headers: {},
      status: "outbox",
      error: null,
      sentAt: null,
      createdAt: expect.any(Date),
    });
  });

  it("treats an empty SMTP URL as none", async () => {
    const id = await sendMail(t.db, createMailer("", FROM), message);
    expect((await row(id)).status).toBe("outbox");
  });
});

describe("sendMail over SMTP", () => {
  it("delivers a UTF-8 subject, a text part and an HTML part, and marks the row sent", async () => {
    const before = new Date();
    const id = await sendMail(t.db, createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), message);
    expect(await row(id)).toMatchObject({ status: "sent", error: null, sentAt: expect.any(Date) });
    expect((await row(id)).sentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    expect(received).toHaveLength(1);
    const { envelope, raw } = received[0]!;
    expect(envelope.mailFrom).toMatchObject({ address: "no-reply@magicdeals.no" });
    expect(envelope.rcptTo.map((r) => r.address)).toEqual(["oystein@example.no"]);

    const text = raw.toString("utf8");
    const head = text.split("\r\n\r\n")[0]!;
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
    const id = await sendMail(t.db, createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), { ...message, attachments });
    expect(await row(id)).toMatchObject({ status: "sent", text: message.text, html: message.html });
    const raw = received[0]!.raw.toString("utf8");
    expect(header(raw.split("\r\n\r\n")[0]!, "Content-Type")).toMatch(/^multipart\/mixed;/);
    const parts = leafParts(raw);
    expect(parts["application/pdf"]!.body).toBe("%PDF-1.7 kupong");
    expect(parts["text/plain"]!.body.replace(/\r\n/g, "\n")).toBe(message.text);
    expect(raw).toMatch(/filename="?MAGIC-ABCDEFGHJK\.pdf"?/);
  });

  it("sends several messages one after another, each recorded as sent", async () => {
    const mailer = createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM);
    const ids = await Promise.all(
      ["a@example.no", "b@example.no", "c@example.no"].map((to) => sendMail(t.db, mailer, { ...message, to })),
    );
    for (const id of ids) expect((await row(id)).status).toBe("sent");
    expect(received.flatMap((r) => r.envelope.rcptTo.map((a) => a.address)).sort()).toEqual([
      "a@example.no",
      "b@example.no",
      "c@example.no",
    ]);
  });

  it("does not throw when the SMTP port is closed, and records the failure", async () => {
    const port = await closedPort();
    const id = await sendMail(t.db, createMailer(`smtp://127.0.0.1:${port}`, FROM), message);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", sentAt: null, subject: SUBJECT, to: message.to });
    expect(failed.error).toMatch(/ECONNREFUSED/);
    expect(failed.error!.length).toBeLessThanOrEqual(500);
  });

  it("records the server's reason when it refuses the message", async () => {
    rejectWith = "Postkassen er full";
    const id = await sendMail(t.db, createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), message);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", sentAt: null });
    expect(failed.error).toContain("Postkassen er full");
    expect(received).toHaveLength(0);
  });

  it("keeps a line break in the subject from adding headers or recipients", async () => {
    const id = await sendMail(t.db, createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), {
      ...message,
      subject: "Hei\r\nBcc: angriper@example.com",
    });
    expect((await row(id)).status).toBe("sent");
    expect(received[0]!.envelope.rcptTo.map((r) => r.address)).toEqual(["oystein@example.no"]);
    const head = received[0]!.raw.toString("utf8").split("\r\n\r\n")[0]!;
    expect(header(head, "Bcc")).toBeUndefined();
  });
});

describe("delivery retried by the job queue", () => {
  const dueMailJobs = () =>
    t.db.execute<{ id: string }>(
      sql`SELECT id FROM jobs WHERE kind = ${MAIL_JOB} AND status = 'queued' AND payload->>'messageId' = ${lastId}`,
    );
  let lastId = "";

  it("sends a message the SMTP server refused once when its job runs, and only once", async () => {
    const mailer = createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM);
    rejectWith = "Prøv igjen senere";
    lastId = await sendMail(t.db, mailer, message);
    expect((await row(lastId)).status).toBe("failed");
    expect((await dueMailJobs()).rows).toHaveLength(1);

    rejectWith = undefined;
    const handlers = {
      [MAIL_JOB]: (payload: Record<string, unknown>) => deliverMail(t.db, mailer, String(payload.messageId)),
    };
    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE payload->>'messageId' = ${lastId}`);
    const outcome = await runNextJob(t.db, handlers, "test-worker");
    expect(outcome).toMatchObject({ ok: true, job: { kind: MAIL_JOB } });
    expect(await row(lastId)).toMatchObject({ status: "sent", error: null });
    expect(received).toHaveLength(1);

    // Delivering again (a crashed worker's job taken twice) sends nothing more.
    await deliverMail(t.db, mailer, lastId);
    expect(received).toHaveLength(1);
  });

  it("carries attachments through the outbox to the SMTP server", async () => {
    const pdf = Buffer.from("%PDF-1.7 voucher MAGIC-ABCD-EFGH-JK");
    const id = await sendMail(t.db, createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), {
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
    const id = await sendMail(t.db, createMailer(`smtp://127.0.0.1:${smtpPort}`, FROM), { ...message, headers });
    expect((await row(id)).headers).toEqual(headers);
    const raw = received[0]!.raw.toString("utf8");
    expect(raw).toContain("List-Unsubscribe: <https://magicdeals.no/newsletter/unsubscribe/abc.def>");
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
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
