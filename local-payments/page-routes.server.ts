// The buyer-facing pages of the local service: card fields, 3-D Secure, Vipps. Each change is
// a conditional transition, so a double click or a late click after expiry changes nothing.
import express, { type Request, type Response, type Router } from "express";
import type { Database } from "#db/connection.server";
import type { Language } from "#i18n/languages";
import { cardPage } from "./card-page.server";
import { checkCardForm } from "./card-form";
import { threeDsPage, vippsPage } from "./challenge-pages.server";
import { expireOverdue, findPayment, transition } from "./payment-store.server";
import type { PaymentRow } from "./payment-view";
import { resultPage } from "./result-page.server";
import { cardBrand, cardOutcome } from "./test-cards";
import { languageOf, TEXTS } from "./texts";

export interface PageRoutesOptions {
  db: Database;
  publicUrl: string;
  shopOrigin: string;
}

export function pageRoutes({ db, publicUrl, shopOrigin }: PageRoutesOptions): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "4kb" }));

  const html = (response: Response, status: number, body: string, payment: PaymentRow | null) => {
    const returnOrigin = payment ? new URL(payment.returnUrl).origin : "";
    response
      .status(status)
      .set({
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self' ${returnOrigin}; frame-ancestors ${shopOrigin}; base-uri 'none'`,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
      })
      .send(body);
  };

  /** The payment, brought up to date (expired if its time ran out); answers 404 itself. */
  const load = async (request: Request, response: Response, lang: Language): Promise<PaymentRow | null> => {
    const id = String(request.params.id);
    await expireOverdue(db, publicUrl, id);
    const payment = await findPayment(db, id);
    if (!payment) html(response, 404, `<!DOCTYPE html><p>${TEXTS[lang].notFound}</p>`, null);
    return payment;
  };

  const langOf = (request: Request) => languageOf(request.method === "POST" ? request.body?.lang : request.query.lang);

  const showResult = (response: Response, lang: Language, payment: PaymentRow) =>
    html(response, 200, resultPage(lang, payment, shopOrigin), payment);

  router.get("/:id/card", async (request, response) => {
    const lang = langOf(request);
    const payment = await load(request, response, lang);
    if (!payment) return;
    if (payment.method !== "card" || payment.status !== "created") return showResult(response, lang, payment);
    html(response, 200, cardPage({ lang, payment }), payment);
  });

  router.post("/:id/card", async (request, response) => {
    const lang = langOf(request);
    const payment = await load(request, response, lang);
    if (!payment) return;
    if (payment.method !== "card" || payment.status !== "created") return showResult(response, lang, payment);
    const card = checkCardForm(request.body);
    // Answered as a page (200): the buyer sees the form again with each problem at its field.
    if (!card.ok) {
      return html(response, 200, cardPage({ lang, payment, values: card.values, errors: card.errors }), payment);
    }
    const details = { cardBrand: cardBrand(card.digits), cardLast4: card.digits.slice(-4) };
    const outcome = cardOutcome(card.digits);
    const next =
      outcome === "three_d_secure"
        ? await transition(
            db,
            payment.id,
            ["created"],
            { status: "requires_action", ...details },
            "payment.requires_action",
            publicUrl,
          )
        : outcome === "approve"
          ? await transition(
              db,
              payment.id,
              ["created"],
              { status: "authorised", authorisedOre: payment.amountOre, ...details },
              "payment.authorised",
              publicUrl,
            )
          : await transition(
              db,
              payment.id,
              ["created"],
              {
                status: "failed",
                failureReason: outcome === "decline" ? "declined" : "insufficient_funds",
                ...details,
              },
              "payment.failed",
              publicUrl,
            );
    if (next?.status === "requires_action") return response.redirect(303, `/pay/${payment.id}/3ds?lang=${lang}`);
    showResult(response, lang, next ?? (await findPayment(db, payment.id)) ?? payment);
  });

  router.get("/:id/3ds", async (request, response) => {
    const lang = langOf(request);
    const payment = await load(request, response, lang);
    if (!payment) return;
    if (payment.status !== "requires_action") return showResult(response, lang, payment);
    html(response, 200, threeDsPage(lang, payment), payment);
  });

  router.post("/:id/3ds", async (request, response) => {
    const lang = langOf(request);
    const payment = await load(request, response, lang);
    if (!payment) return;
    const approved = request.body?.decision === "approve";
    const next = approved
      ? await transition(
          db,
          payment.id,
          ["requires_action"],
          { status: "authorised", authorisedOre: payment.amountOre },
          "payment.authorised",
          publicUrl,
        )
      : await transition(
          db,
          payment.id,
          ["requires_action"],
          { status: "failed", failureReason: "authentication_failed" },
          "payment.failed",
          publicUrl,
        );
    showResult(response, lang, next ?? (await findPayment(db, payment.id)) ?? payment);
  });

  router.get("/:id/vipps", async (request, response) => {
    const lang = langOf(request);
    const payment = await load(request, response, lang);
    if (!payment) return;
    if (payment.method !== "vipps" || payment.status !== "created") return response.redirect(303, payment.returnUrl);
    html(response, 200, vippsPage(lang, payment), payment);
  });

  router.post("/:id/vipps", async (request, response) => {
    const lang = langOf(request);
    const payment = await load(request, response, lang);
    if (!payment) return;
    if (payment.method !== "vipps" || payment.status !== "created") return response.redirect(303, payment.returnUrl);
    if (request.body?.decision === "cancel") {
      await transition(db, payment.id, ["created"], { status: "cancelled" }, "payment.cancelled", publicUrl);
      return response.redirect(303, payment.returnUrl);
    }
    const typed = String(request.body?.phone ?? "");
    const digits = typed.replace(/[\s-]/g, "").replace(/^(\+47|0047)/, "");
    if (!/^[49]\d{7}$/.test(digits)) return html(response, 200, vippsPage(lang, payment, typed, true), payment);
    await transition(
      db,
      payment.id,
      ["created"],
      { status: "authorised", authorisedOre: payment.amountOre, phone: `+47${digits}` },
      "payment.authorised",
      publicUrl,
    );
    response.redirect(303, payment.returnUrl);
  });

  return router;
}
