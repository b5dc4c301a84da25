import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";
import { stripePageSources } from "./payments.server";

describe("what the checkout may load from Stripe (Content-Security-Policy)", () => {
  it("allows Stripe.js, its frames and its API as Stripe documents them, by default", () => {
    const config = loadConfig({});
    expect(config.STRIPE_JS_URL).toBe("https://js.stripe.com/v3/");
    expect(stripePageSources(config.STRIPE_JS_URL)).toEqual({
      script: ["https://js.stripe.com", "https://*.js.stripe.com"],
      frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
      connect: ["https://api.stripe.com"],
    });
  });

  it("allows only a test stand-in's own origin when STRIPE_JS_URL points at one", () => {
    const origin = "http://127.0.0.1:4010";
    expect(stripePageSources(`${origin}/v3/`)).toEqual({ script: [origin], frame: [origin], connect: [origin] });
  });
});
