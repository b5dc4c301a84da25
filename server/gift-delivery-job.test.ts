import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, mailMessages } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import { runNextJob } from "#domain/platform/jobs.server";
import { osloToday } from "#domain/vouchers/gift-input";
import { GIFT_DELIVERY_JOB } from "#domain/vouchers/gifts.server";
import { setupTestShop } from "../tests/support/buy-vouchers";
import { outboxMailer, TEST_ORIGIN, TEST_SIGNER } from "../tests/support/shop-services";
import { setupTestDatabase } from "../tests/support/test-database";
import { jobHandlers } from "./background-jobs.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);

describe("the gift delivery job", () => {
  it("sends a gift due today exactly once with two copies claiming at once", async () => {
    const email = `giver-${crypto.randomUUID()}@example.no`;
    const buyer = await createCustomer(t.db, { name: "Kari", email });
    const recipientEmail = `ola-${crypto.randomUUID()}@example.no`;
    const order = await shop.buy(t.db, {
      lines: [
        {
          dealId: 31,
          packageKind: "basic",
          quantity: 1,
          gift: { recipientName: "Ola", recipientEmail, message: "", deliverOn: osloToday(new Date()) },
        },
      ],
      email,
      userId: buyer.id,
      language: "no",
    });
    if (!order.ok) throw new Error(order.reason);
    const voucher = order.vouchers[0]!;
    const all = jobHandlers(t.db, outboxMailer(), TEST_ORIGIN, {
      provider: shop.payments.provider,
      signer: TEST_SIGNER,
    });
    const handlers = { [GIFT_DELIVERY_JOB]: all[GIFT_DELIVERY_JOB]! };

    await Promise.all([runNextJob(t.db, handlers, "copy-a"), runNextJob(t.db, handlers, "copy-b")]);
    await Promise.all([runNextJob(t.db, handlers, "copy-a"), runNextJob(t.db, handlers, "copy-b")]);

    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `gift:${voucher.id}`));
    expect(job?.status).toBe("done");
    expect(job?.attempts).toBe(1);
    expect(await t.db.select().from(mailMessages).where(eq(mailMessages.to, recipientEmail))).toHaveLength(1);
  });
});
