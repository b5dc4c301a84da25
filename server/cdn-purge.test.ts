import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../tests/support/test-database";
import { startWebhookReceiver, type WebhookReceiver } from "../tests/support/webhook-receiver";
import { followCatalogueChanges, type CatalogueChanges } from "#db/catalogue-changes.server";
import { deals } from "#db/schema.server";
import { PURGE_ALL, purgeCdnOnChanges } from "./cdn-purge.server";
import { createLogger } from "./logger.server";

const t = setupTestDatabase({ seeded: true });
const logger = createLogger("silent");
let receiver: WebhookReceiver;
let changes: CatalogueChanges;
let stop: (() => void) | undefined;

beforeAll(async () => {
  receiver = await startWebhookReceiver("/purge");
  changes = followCatalogueChanges(t.db.$client, logger);
  for (let i = 0; i < 100 && !changes.listening(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
});
afterEach(() => {
  stop?.();
  receiver.answerWith(200);
  receiver.deliveries.length = 0;
});
afterAll(async () => {
  await changes.close();
  await receiver.close();
});

async function renameADeal() {
  const [deal] = await t.db.select({ id: deals.id, title: deals.title }).from(deals).limit(1);
  await t.db
    .update(deals)
    .set({ title: `${deal!.title}.` })
    .where(eq(deals.id, deal!.id));
}

describe("CDN purge", () => {
  it("POSTs one purge with the secret after a burst of committed catalogue changes", async () => {
    stop = purgeCdnOnChanges({ url: receiver.url, token: "hemmelig", changes, logger, settleMs: 200 }).close;
    for (let i = 0; i < 5; i++) await renameADeal();
    await expect.poll(() => receiver.deliveries.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.deliveries).toHaveLength(1);
    const [delivery] = receiver.deliveries;
    expect(delivery!.body).toBe(PURGE_ALL);
    expect(delivery!.headers.authorization).toBe("Bearer hemmelig");
    expect(delivery!.headers["content-type"]).toBe("application/json");
  });

  it("does not purge for a change that was rolled back", async () => {
    stop = purgeCdnOnChanges({ url: receiver.url, changes, logger, settleMs: 50 }).close;
    await t.db
      .transaction(async (tx) => {
        await tx.update(deals).set({ title: "Aldri lagret" }).where(eq(deals.id, 1));
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.deliveries).toEqual([]);
  });

  it("tries again when the CDN refuses, until it takes the purge", async () => {
    receiver.answerWith(503);
    stop = purgeCdnOnChanges({ url: receiver.url, changes, logger, settleMs: 10, retryMs: 100 }).close;
    await renameADeal();
    // The refusals are not kept by the receiver; let the first tries fail, then accept.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(receiver.deliveries).toEqual([]);
    receiver.answerWith(200);
    await expect.poll(() => receiver.deliveries.length, { timeout: 3000 }).toBe(1);
  });
});
