// Faults for refunds: the server killed (SIGKILL) while vouchers are refunded, by their owners
// and by an admin. After a restart and the refund job, every refunded voucher has exactly one
// refund at the payment service (under its refund's key) and one e-mail, and no voucher is both
// refunded there and usable. The file runs its own PostgreSQL server and app processes, so
// killing an app never takes the database with it.
import { describe, expect, it } from "vitest";
import { groupCode } from "../../domain/vouchers/voucher-codes";
import {
  refundOperations,
  retryUnanswered,
  sendAndKill,
  setupFaultApps,
  unlimitedDealIds,
  waitFor,
} from "../support/fault-app";
import { buyersWhoBought } from "../support/faults-buyers";
import { tryCases } from "../support/security-summary";

const faults = setupFaultApps("refund-faults");

describe("refund faults", () => {
  it("SIGKILL in the middle of refunds: after the restart and the refund job, each refunded voucher has one payment-service refund and one e-mail", async () => {
    const { url, pool } = await faults.freshDatabase("refund_faults");
    const first = await faults.launch(url);
    const testStart = new Date(Date.now() - 1000);
    const dealIds = await unlimitedDealIds(pool);
    expect(dealIds).toHaveLength(3);

    // Customers, half of them with accounts, each with vouchers to refund.
    const buyers = await buyersWhoBought(first.baseUrl, {
      count: 24,
      registeredEvery: 2,
      dealIds,
      prefix: "refund-kill",
    });
    const operations = await refundOperations(pool, first.baseUrl, buyers);
    operations.sort((a, b) => a.label.localeCompare(b.label));
    expect(operations.length).toBeGreaterThanOrEqual(20);

    const { statuses, atKill } = await sendAndKill(
      faults,
      first,
      url,
      operations,
      "SELECT count(*)::int AS committed FROM refunds WHERE created_at >= $1",
    );

    // A fresh process on the same database; whoever got no answer clicks again.
    const second = await faults.launch(url);
    const retried = await retryUnanswered(operations, statuses, second.baseUrl);
    const { rows: pendingAfterRestart } = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM refunds WHERE status = 'pending'",
    );

    // Run the refund jobs now (as if their delay, and the killed worker's lease, had run out).
    await pool.query(
      "UPDATE jobs SET locked_until = now(), run_at = now() WHERE kind = 'refunds.complete' AND status = 'queued'",
    );
    await waitFor("every refund to be confirmed by the payment service", async () => {
      const { rows } = await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM refunds WHERE status <> 'completed'",
      );
      return rows[0]!.n === 0;
    });

    const { rows: refunded } = await pool.query<{ id: string; code: string; status: string }>(
      `SELECT v.id, v.code, v.status FROM vouchers v JOIN orders o ON o.id = v.order_id
        WHERE o.created_at >= $1 AND v.status = 'refunded'`,
      [testStart],
    );
    const { rows: refundRows } = await pool.query<{ id: string; voucher_id: string; amount_ore: string }>(
      "SELECT id, voucher_id, amount_ore FROM refunds",
    );
    // The refunds the local payment service carried out, by the idempotency key the shop sent.
    const { rows: gatewayRefunds } = await pool.query<{ idempotency_key: string; response_status: number | null }>(
      "SELECT key AS idempotency_key, response_status FROM local_payments_idempotency WHERE operation LIKE 'refund:%'",
    );
    const { rows: mails } = await pool.query<{ subject: string }>(
      `SELECT subject FROM mail_messages WHERE created_at >= $1`,
      [testStart],
    );
    // Per payment: what the service gave back is exactly what the shop's refunded vouchers are worth.
    const { rows: books } = await pool.query<{ reference: string; at_gateway: string; in_shop: string }>(
      `SELECT g.id AS reference, g.refunded_ore AS at_gateway,
              coalesce((SELECT sum(r.amount_ore) FROM refunds r JOIN vouchers v ON v.id = r.voucher_id
                         WHERE r.charge_reference = g.id AND v.status = 'refunded'), 0) AS in_shop
         FROM local_payments_payments g WHERE g.created_at >= $1 AND g.captured_ore > 0`,
      [testStart],
    );

    const failures: string[] = [];
    failures.push(
      ...(await tryCases("faults", refunded, async (voucher) => {
        const own = refundRows.filter((r) => r.voucher_id === voucher.id);
        if (own.length !== 1) throw new Error(`voucher ${voucher.code}: ${own.length} refund rows`);
        const atGateway = gatewayRefunds.filter((g) => g.idempotency_key === `refund:${own[0]!.id}`);
        if (atGateway.length !== 1) throw new Error(`voucher ${voucher.code}: ${atGateway.length} gateway refunds`);
        // The amount is checked per payment below (the service's books against the shop's).
        if ((atGateway[0]!.response_status ?? 500) >= 300)
          throw new Error(`voucher ${voucher.code}: the refund was answered ${atGateway[0]!.response_status}`);
        const found = mails.filter((m) => m.subject.includes(groupCode(voucher.code)));
        if (found.length !== 1) throw new Error(`refund of ${voucher.code}: ${found.length} e-mails`);
      })),
    );
    failures.push(
      ...(await tryCases("faults", books, async (charge) => {
        if (charge.at_gateway !== charge.in_shop)
          throw new Error(
            `charge ${charge.reference}: ${charge.at_gateway} back at the payment service, ${charge.in_shop} in the shop`,
          );
      })),
    );
    failures.push(
      ...(await tryCases("faults", retried, async ({ label, status }) => {
        if (status >= 500 || status === 0) throw new Error(`retry of ${label}: ${status}`);
      })),
    );
    console.log(
      `faults/refunds: ${operations.length} refunds, killed with ${operations.length - atKill.answered} in flight and ` +
        `${atKill.committed} recorded; ${retried.length} retried, ${pendingAfterRestart[0]!.n} pending after the ` +
        `restart. End: ${refunded.length} refunded vouchers, ${gatewayRefunds.length} payment-service refunds, ${mails.length} e-mails.`,
    );
    expect(failures).toEqual([]);
    expect(operations.length - atKill.answered).toBeGreaterThan(0);
    expect(refunded.length).toBe(operations.length);
    expect(second.process.exitCode).toBeNull();
    await faults.stop(second);
  });
});
