// Faults for the mail outbox: the server killed (SIGKILL) while customers pay and vouchers are
// refunded, by their owners and by an admin. Every order and every refunded voucher must end
// with exactly one e-mail in the outbox, and a restarted server delivers each of them over SMTP.
// The file runs its own PostgreSQL server and app processes, so killing an app never takes the
// database with it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDACTED } from "../../domain/platform/mail.server";
import {
  refundOperations,
  retryUnanswered,
  sendAndKill,
  setupFaultApps,
  unlimitedDealIds,
  waitFor,
  type Operation,
} from "../support/fault-app";
import { buyersWhoBought, makeBuyers, postCheckout } from "../support/faults-buyers";
import { messageId, startLoopbackSmtp, type LoopbackSmtp } from "../support/loopback-smtp";
import { tryCases } from "../support/security-summary";

let smtp: LoopbackSmtp;
/** The Message-ID of everything the loopback SMTP server accepted. */
const receivedIds = () => smtp.received.map((mail) => messageId(mail) ?? "(none)");

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
});

afterAll(async () => {
  await smtp?.close();
});

// Set up after the SMTP server, so its apps stop before the SMTP server does (hooks unwind).
const faults = setupFaultApps("mail-faults", () => ({ SMTP_URL: smtp.url }));

describe("mail outbox faults", () => {
  it("SIGKILL in the middle of orders and refunds: each order and each refund has exactly one e-mail, delivered after the restart", async () => {
    const { url, pool } = await faults.freshDatabase("mail_faults");
    const first = await faults.launch(url);
    const testStart = new Date(Date.now() - 1000);
    const dealIds = await unlimitedDealIds(pool);
    expect(dealIds).toHaveLength(3);

    // Earlier customers, half of them with accounts: their vouchers are the ones refunded below.
    const earlier = await buyersWhoBought(first.baseUrl, {
      count: 16,
      registeredEvery: 2,
      dealIds,
      prefix: "mail-early",
    });

    const buyers = await makeBuyers(first.baseUrl, { count: 30, registeredEvery: 3, dealIds, prefix: "mail-kill" });

    // What happens at once: new orders, owners refunding a voucher, the admin refunding another
    // (a guest's, or an account holder's second voucher).
    const operations: Operation[] = buyers.map((buyer) => ({
      label: `checkout of buyer ${buyer.index}`,
      send: async (baseUrl) => (await postCheckout(buyer, buyer.client.at(baseUrl))).status,
    }));
    operations.push(...(await refundOperations(pool, first.baseUrl, earlier)));
    // Interleaved, so refunds and checkouts are in flight together.
    operations.sort((a, b) => a.label.length - b.label.length || a.label.localeCompare(b.label));
    const refunds = operations.filter((o) => o.label.startsWith("refund")).length;
    expect(refunds).toBeGreaterThanOrEqual(12);

    const { statuses, atKill } = await sendAndKill(
      faults,
      first,
      url,
      operations,
      `SELECT (SELECT count(*)::int FROM orders WHERE created_at >= $1)
            + (SELECT count(*)::int FROM voucher_events WHERE to_status = 'refunded' AND occurred_at >= $1) AS committed`,
    );

    // A fresh process on the same database; whoever got no answer tries again (same checkout
    // key, same refund), as a person would after an error page.
    const second = await faults.launch(url);
    const retried = await retryUnanswered(operations, statuses, second.baseUrl);

    // As if the job lease and the SMTP claim of a message the killed process was sending had run out.
    await pool.query(
      "UPDATE jobs SET locked_until = now(), run_at = now() WHERE kind = 'mail.send' AND status = 'queued'",
    );
    await pool.query("UPDATE mail_messages SET claimed_at = claimed_at - interval '1 hour' WHERE status = 'sending'");
    await waitFor("every e-mail to be sent", async () => {
      const { rows } = await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM mail_messages WHERE status <> 'sent'",
      );
      return rows[0]!.n === 0;
    });

    const { rows: mails } = await pool.query<{ id: string; to: string; subject: string }>(
      `SELECT id, "to", subject FROM mail_messages WHERE created_at >= $1`,
      [testStart],
    );
    const { rows: orders } = await pool.query<{ number: string; email: string }>(
      "SELECT number, email FROM orders WHERE created_at >= $1",
      [testStart],
    );
    const { rows: refunded } = await pool.query<{ code: string; email: string }>(
      `SELECT v.code, coalesce(u.email, o.email) AS email FROM vouchers v
         JOIN orders o ON o.id = v.order_id LEFT JOIN users u ON u.id = o.user_id
        WHERE v.status = 'refunded' AND o.created_at >= $1`,
      [testStart],
    );

    const failures: string[] = [];
    failures.push(
      ...(await tryCases("faults", orders, async (order) => {
        const found = mails.filter((m) => m.subject.includes(order.number));
        if (found.length !== 1) throw new Error(`order ${order.number}: ${found.length} e-mails`);
        if (found[0]!.to !== order.email) throw new Error(`order ${order.number}: mailed to ${found[0]!.to}`);
      })),
    );
    failures.push(
      // A sent message keeps no voucher code (decision 017): refund e-mails are those whose subject
      // had the code cut out, counted per recipient.
      ...(await tryCases(
        "faults",
        [...new Set(refunded.map((v) => v.email))].map((email) => ({
          email,
          refunds: refunded.filter((v) => v.email === email).length,
        })),
        async ({ email, refunds }) => {
          const found = mails.filter((m) => m.to === email && m.subject.includes(REDACTED)).length;
          if (found !== refunds) throw new Error(`refunds to ${email}: ${found} e-mails for ${refunds} refunds`);
        },
      )),
    );
    // Delivered: every message reached the SMTP server under the Message-ID its row gives it
    // (a resend after the kill carries the same one, so the receiving server drops it).
    const received = receivedIds();
    failures.push(
      ...(await tryCases("faults", mails, async (mail) => {
        const copies = received.filter((id) => id === `<${mail.id}@magicdeals.no>`).length;
        if (copies === 0) throw new Error(`e-mail ${mail.id} "${mail.subject}" never reached the SMTP server`);
      })),
    );
    failures.push(
      ...(await tryCases("faults", retried, async ({ label, status }) => {
        if (status >= 500 || status === 0) throw new Error(`retry of ${label}: ${status}`);
      })),
    );
    const duplicates = received.length - new Set(received).size;
    console.log(
      `faults/mail: ${operations.length} operations (${buyers.length} checkouts, ${refunds} refunds), killed with ` +
        `${operations.length - atKill.answered} in flight and ${atKill.committed} committed; ${retried.length} ` +
        `retried. End: ${orders.length} orders, ${refunded.length} refunded vouchers, ${mails.length} e-mails, ` +
        `${received.length} received over SMTP (${duplicates} resent after the kill).`,
    );
    expect(failures).toEqual([]);
    // Not a test of nothing: the kill cut requests off, and there were refunds by both.
    expect(operations.length - atKill.answered).toBeGreaterThan(0);
    expect(refunded.length).toBeGreaterThanOrEqual(refunds / 2);
    expect(second.process.exitCode).toBeNull();
    await faults.stop(second);
  });
});
