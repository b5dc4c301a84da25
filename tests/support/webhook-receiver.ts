// The shop's side of webhooks in tests: a loopback endpoint that keeps each delivery's raw body
// and headers (what an adapter's parseWebhook receives) and answers with a chosen status.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Delivery {
  path: string;
  body: string;
  headers: IncomingHttpHeaders;
}

export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  /** The status the next deliveries get (200 unless set). */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
}

export async function startWebhookReceiver(path = "/webhooks/payments"): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  let status = 200;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (status < 300)
      deliveries.push({
        path: request.url ?? "",
        body: Buffer.concat(chunks).toString("utf8"),
        headers: request.headers,
      });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    deliveries,
    answerWith: (next) => (status = next),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
