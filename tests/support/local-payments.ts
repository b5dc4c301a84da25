// The local payment service started inside a test: on its own port, its webhooks going to a
// receiver that stands in for the shop, and, for tests of outages, a fault proxy in front of its
// API that the provider adapter talks to.
import { startLocalPaymentService, type LocalPaymentService } from "../../local-payments/service.server";
import { createLocalPaymentProvider } from "../../domain/payments/local-adapter.server";
import { FAST_RETRY } from "../../domain/payments/payment-provider.contract";
import type { PaymentProvider } from "../../domain/payments/payment-provider";
import { startFaultProxy, type FaultProxy } from "./fault-proxy";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

export const TEST_PAYMENTS_SECRET = "whsec_local_test_secret";
export const TEST_PAYMENTS_API_KEY = "lp_test_key";

export interface TestPayments {
  service: LocalPaymentService;
  receiver: WebhookReceiver;
  /** In front of the service's API when started `behindProxy`; the provider goes through it. */
  proxy: FaultProxy | null;
  provider: PaymentProvider;
  close: () => Promise<void>;
}

export async function startTestPayments(options: {
  databaseUrl: string;
  shopOrigin: string;
  behindProxy?: boolean;
  webhookFirstRetryMs?: number;
}): Promise<TestPayments> {
  const receiver = await startWebhookReceiver();
  const service = await startLocalPaymentService({
    databaseUrl: options.databaseUrl,
    host: "127.0.0.1",
    port: 0,
    shopOrigin: options.shopOrigin,
    webhookUrl: receiver.url,
    webhookSecret: TEST_PAYMENTS_SECRET,
    apiKey: TEST_PAYMENTS_API_KEY,
    // Webhooks go out when a test asks (service.webhooks.sendDue()), not on a timer.
    webhookPollMs: 60_000,
    ...(options.webhookFirstRetryMs === undefined ? {} : { webhookFirstRetryMs: options.webhookFirstRetryMs }),
  });
  const proxy = options.behindProxy ? await startFaultProxy(service.url) : null;
  const provider = createLocalPaymentProvider({
    apiUrl: proxy ? `${proxy.url}/v1` : service.apiUrl,
    apiKey: TEST_PAYMENTS_API_KEY,
    webhookSecret: TEST_PAYMENTS_SECRET,
    ...(proxy ? { retry: FAST_RETRY } : {}),
  });
  return {
    service,
    receiver,
    proxy,
    provider,
    close: async () => {
      await proxy?.close();
      await service.close();
      await receiver.close();
    },
  };
}
