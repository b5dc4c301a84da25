// A local stand-in for Stripe.js (https://js.stripe.com/v3/), which tests cannot reach: it
// serves, on a port of its own, exactly the part the checkout uses, written from Stripe's
// documentation (https://docs.stripe.com/js): Stripe(publishableKey), stripe.elements({
// clientSecret, locale }), elements.create("payment").mount(target) and .destroy(), and
// stripe.confirmPayment({ elements, confirmParams: { return_url } }). As with Stripe, the card
// fields are a frame of the stand-in's own origin, and the card goes from that frame to the
// stand-in, which confirms the PaymentIntent at the fake API (tests/support/fake-stripe.ts) with
// the publishable key and the client secret. A confirmed payment sends the browser to
// return_url with payment_intent, payment_intent_client_secret and redirect_status appended;
// a refused one resolves { error } (validation_error at the fields, card_error from the API).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeStripeJs {
  /** The script's address (STRIPE_JS_URL). */
  scriptUrl: string;
  origin: string;
  close: () => Promise<void>;
}

const SCRIPT = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  window.Stripe = function (publishableKey) {
    return {
      elements: function (options) {
        var frame = null;
        return {
          _frame: function () { return frame; },
          _options: options,
          create: function (type) {
            if (type !== "payment") throw new Error("This stand-in only has the Payment Element");
            return {
              mount: function (target) {
                frame = document.createElement("iframe");
                frame.title = options.locale === "nb" ? "Sikker betalingsramme" : "Secure payment input frame";
                frame.src = origin + "/elements/payment?locale=" + encodeURIComponent(options.locale || "auto");
                frame.style.width = "100%";
                frame.style.height = "16rem";
                frame.style.border = "0";
                target.appendChild(frame);
              },
              destroy: function () {
                if (frame) frame.remove();
                frame = null;
              }
            };
          }
        };
      },
      confirmPayment: function (request) {
        var elements = request.elements;
        var clientSecret = elements._options.clientSecret;
        var id = Math.random().toString(36).slice(2);
        return new Promise(function (resolve) {
          var frame = elements._frame();
          if (!frame) return resolve({ error: { type: "invalid_request_error", message: "No Payment Element mounted" } });
          function listen(event) {
            if (event.origin !== origin || !event.data || event.data.id !== id) return;
            window.removeEventListener("message", listen);
            if (event.data.error) return resolve({ error: event.data.error });
            var url = new URL(request.confirmParams.return_url);
            url.searchParams.set("payment_intent", event.data.paymentIntent);
            url.searchParams.set("payment_intent_client_secret", clientSecret);
            url.searchParams.set("redirect_status", "succeeded");
            window.location.assign(url.href);
          }
          window.addEventListener("message", listen);
          frame.contentWindow.postMessage(
            { type: "confirm", id: id, publishableKey: publishableKey, clientSecret: clientSecret },
            origin
          );
        });
      }
    };
  };
})();
`;

const LABELS = {
  nb: {
    number: "Kortnummer",
    expiry: "Utløpsdato",
    cvc: "Sikkerhetskode",
    incomplete: "Kortnummeret er ufullstendig.",
  },
  en: {
    number: "Card number",
    expiry: "Expiration date",
    cvc: "Security code",
    incomplete: "Your card number is incomplete.",
  },
} as const;

function framePage(locale: string): string {
  const l = LABELS[locale === "nb" ? "nb" : "en"];
  return `<!doctype html><html lang="${locale === "nb" ? "nb" : "en"}"><head><meta charset="utf-8"></head><body>
<form>
  <label>${l.number} <input id="number" autocomplete="cc-number" inputmode="numeric"></label>
  <label>${l.expiry} <input id="expiry" autocomplete="cc-exp" placeholder="MM / ÅÅ"></label>
  <label>${l.cvc} <input id="cvc" autocomplete="cc-csc" inputmode="numeric"></label>
</form>
<script>
window.addEventListener("message", async function (event) {
  if (event.source !== window.parent || !event.data || event.data.type !== "confirm") return;
  var reply = function (answer) { window.parent.postMessage(Object.assign({ id: event.data.id }, answer), event.origin); };
  var number = document.getElementById("number").value.replace(/\\s/g, "");
  var expiry = document.getElementById("expiry").value.replace(/\\D/g, "");
  var cvc = document.getElementById("cvc").value;
  if (number.length < 12 || expiry.length !== 4 || cvc.length < 3) {
    return reply({ error: { type: "validation_error", code: "incomplete_number", message: ${JSON.stringify(l.incomplete)} } });
  }
  var response = await fetch("/confirm", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      publishableKey: event.data.publishableKey,
      clientSecret: event.data.clientSecret,
      number: number,
      expMonth: expiry.slice(0, 2),
      expYear: expiry.slice(2),
      cvc: cvc
    })
  }).catch(function () { return null; });
  if (!response) return reply({ error: { type: "api_connection_error", message: "No connection" } });
  var answer = await response.json();
  reply(answer.ok ? { paymentIntent: answer.body.id } : { error: answer.body.error });
});
</script></body></html>`;
}

export async function startFakeStripeJs(apiUrl: URL): Promise<FakeStripeJs> {
  /** The frame's confirm, as Stripe.js sends it to Stripe's API. */
  const confirm = async (raw: string) => {
    const input = JSON.parse(raw) as Record<string, string>;
    const intentId = (input.clientSecret ?? "").split("_secret_")[0] ?? "";
    const response = await fetch(new URL(`/v1/payment_intents/${encodeURIComponent(intentId)}/confirm`, apiUrl), {
      method: "POST",
      headers: {
        Authorization: `Bearer ${input.publishableKey ?? ""}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        client_secret: input.clientSecret ?? "",
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": input.number ?? "",
        "payment_method_data[card][exp_month]": input.expMonth ?? "",
        "payment_method_data[card][exp_year]": input.expYear ?? "",
        "payment_method_data[card][cvc]": input.cvc ?? "",
      }),
    });
    // Wrapped, so the frame's console stays quiet about the API's 402 for a declined card.
    return { ok: response.ok, body: (await response.json()) as unknown };
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === "GET" && url.pathname === "/v3/") {
      response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" });
      response.end(SCRIPT);
    } else if (request.method === "GET" && url.pathname === "/elements/payment") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(framePage(url.searchParams.get("locale") ?? "en"));
    } else if (request.method === "POST" && url.pathname === "/confirm") {
      const answer = await confirm(Buffer.concat(chunks).toString("utf8")).catch((e: unknown) => ({
        ok: false,
        body: { error: { type: "api_error", message: String(e) } },
      }));
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answer));
    } else {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${origin}/v3/`,
    origin,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
