// Settling a paid checkout into an order is one use-case with its side effects: the order, the bought lines out of the
// cart and the confirmation e-mail commit together, and the e-mail goes out afterwards, from the
// job worker, not from the buyer's request.
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, deals, mailMessages } from "#db/schema.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { runNextJob } from "#domain/platform/jobs.server";
import { createMailer, deliverMail, MAIL_JOB, type Mailer } from "#domain/platform/mail.server";
import { groupCode } from "#domain/vouchers/voucher-codes";
import { setupTestDatabase } from "../../tests/support/test-database";
import { TEST_ORIGIN } from "../../tests/support/shop-services";
import { setupTestShop, type BuyInput } from "../../tests/support/buy-vouchers";
import { TEST_CARDS } from "../../local-payments/test-cards";
import { addToCart, getCart } from "./cart.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);

let dealIds: number[] = [];
beforeAll(async () => {
  const rows = await t.db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        eq(deals.status, "published"),
        gt(deals.endsAt, new Date(Date.now() + 7 * 86_400_000)),
        isNull(deals.startsAt),
        isNull(deals.unitsCap),
        isNull(deals.perCustomerLimit),
      ),
    )
    .orderBy(asc(deals.id))
    .limit(3);
  dealIds = rows.map((r) => r.id);
});

const input = (overrides: Partial<BuyInput> = {}): BuyInput => ({
  idempotencyKey: randomUUID(),
  lines: [{ dealId: dealIds[0]!, packageKind: "basic", quantity: 2 }],
  email: `kjoper-${randomUUID()}@example.no`,
  userId: null,
  language: "no",
  ...overrides,
});

const mailsTo = (email: string) => t.db.select().from(mailMessages).where(eq(mailMessages.to, email));

// A mail server that is slow to accept a message, as a busy one is: it holds its answer to the
// message's data until the test lets it go.
const accepted: string[] = [];
let connections = 0;
let holdAnswers = false;
const held: (() => void)[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onConnect(_session, callback) {
    connections++;
    callback();
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const answer = () => {
        const head = Buffer.concat(chunks)
          .toString("utf8")
          .split("\r\n\r\n")[0]!
          .replace(/\r\n[ \t]+/g, " ");
        accepted.push(/^Message-ID:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? "");
        callback();
      };
      if (holdAnswers) held.push(answer);
      else answer();
    });
  },
});
let smtpMailer: Mailer;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpMailer = createMailer(
    `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    "MagicDeals <no-reply@magicdeals.no>",
  );
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

describe("a paid checkout queues its confirmation", () => {
  it("writes the confirmation to the outbox with the order, in the buyer's language", async () => {
    const buyer = input({ language: "en" });
    const result = await shop.buy(t.db, buyer);
    if (!result.ok) throw new Error(result.reason);
    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      language: "en",
      status: "outbox",
      subject: expect.stringContaining(result.number),
    });
    const { rows: codes } = await t.db.execute<{ code: string }>(
      sql`SELECT code FROM vouchers WHERE order_id = ${result.orderId} ORDER BY code`,
    );
    expect(codes).toHaveLength(2);
    for (const { code } of codes) expect(mails[0]!.text).toContain(groupCode(code));
    // A guest has no My Vouchers: the e-mail links the order's own page.
    expect(mails[0]!.text).toContain(`${TEST_ORIGIN}/orders/${result.orderId}.`);
  });

  it("queues nothing for a declined card, and one e-mail for 10 concurrent submits of one order", async () => {
    const declined = input({ cardNumber: TEST_CARDS.decline });
    expect(await shop.buy(t.db, declined)).toMatchObject({ ok: false, reason: "declined" });
    expect(await mailsTo(declined.email)).toEqual([]);

    const buyer = input();
    const results = await Promise.all(Array.from({ length: 10 }, () => shop.buy(t.db, buyer)));
    expect(new Set(results.map((r) => (r.ok ? r.orderId : r.reason))).size).toBe(1);
    expect(results[0]?.ok).toBe(true);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it("takes the bought lines out of the buyer's server cart, and leaves a line added meanwhile", async () => {
    const email = `handlekurv-${randomUUID()}@example.no`;
    const account = await registerAccount(t.db, { name: "Kari", email, password: "passord-123" });
    if (!account.ok) throw new Error("no account");
    const userId = account.user.id;
    await addToCart(t.db, userId, { dealId: dealIds[0]!, packageKind: "basic", quantity: 1 });
    await addToCart(t.db, userId, { dealId: dealIds[1]!, packageKind: "basic", quantity: 1 });
    const bought = [{ dealId: dealIds[0]!, packageKind: "basic" as const, quantity: 1 }];
    // The second line came in from another tab after this checkout page showed its total.
    const result = await shop.buy(t.db, input({ email, userId, lines: bought }));
    expect(result.ok).toBe(true);
    expect((await getCart(t.db, userId, "no")).map((l) => l.dealId)).toEqual([dealIds[1]]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.dealId, dealIds[0]!))).toEqual([]);
  });
});

describe("a slow SMTP server", () => {
  it("does not hold up the checkout, and the confirmation is delivered once though two workers run it at once", async () => {
    holdAnswers = true;
    const buyer = input();
    const result = await shop.buy(t.db, buyer, { mailer: smtpMailer });
    if (!result.ok) throw new Error(result.reason);
    // The order is answered before the mail server has even been spoken to.
    expect(connections).toBe(0);
    expect(accepted).toEqual([]);
    const [mail] = await mailsTo(buyer.email);
    expect(mail).toMatchObject({ status: "outbox" });

    // The job on one worker, and the same message's delivery on a second at the same moment
    // (a job retaken after its lease ran out, or a copy that queued it twice).
    const handlers = {
      [MAIL_JOB]: (payload: Record<string, unknown>) => deliverMail(t.db, smtpMailer, String(payload.messageId)),
    };
    const first = runNextJob(t.db, handlers, "worker-a");
    const second = deliverMail(t.db, smtpMailer, mail!.id).then(
      () => "done",
      (error: Error) => error.message,
    );
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);
    // Whichever lost the claim is done without talking to the mail server.
    const loser = await Promise.race([second, first.then(() => "job ended")]);
    expect(loser).toMatch(/being sent by another worker|job ended/);
    expect(connections).toBe(1);
    held.splice(0).forEach((answer) => answer());
    holdAnswers = false;
    await Promise.all([first, second]);

    expect(accepted).toEqual([`<${mail!.id}@magicdeals.no>`]);
    expect((await mailsTo(buyer.email))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });
});
