import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, deals, mailMessages, partnerProfiles } from "#db/schema.server";
import { createMailer } from "#domain/platform/mail.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { createDeal as insertDeal } from "../../tests/support/partner-fixtures";
import { createPartner } from "#domain/demo/factories.server";
import { decideDeal } from "./deal-moderation.server";
import { pendingRevision } from "./deal-revisions.server";
import { changeDealStatus, createDeal, updateDeal } from "./partner-deals.server";
import { changePlan } from "./partner-plans.server";
import { validDealInput } from "./deal-form-fields.fixture";
import { confirmPlan, sendTrialReminders } from "./plan-confirmation.server";
import { rememberPartnerLanguage } from "./partner-language.server";

const test = setupTestDatabase({ seeded: true });
const DAY = 86_400_000;
const outbox = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
const trialEnd = new Date(Date.now() + 10 * DAY);
const justBefore = new Date(trialEnd.getTime() - 1000);
const justAfter = new Date(trialEnd.getTime() + 1000);

const dealInput = validDealInput(60);

/** A partner on the growth plan whose free trial ends at `trialEnd`, unconfirmed. */
async function partnerOnTrial() {
  const partner = await createPartner(test.db, { plan: "growth" });
  await test.db
    .update(partnerProfiles)
    .set({ trialEndsAt: trialEnd })
    .where(eq(partnerProfiles.partnerId, partner.partnerId));
  return { ...partner, ref: { id: partner.partnerId, userId: partner.userId } };
}

const confirm = (partner: { partnerId: string; userId: string }, now = new Date()) =>
  confirmPlan(
    test.db,
    outbox,
    {
      partnerId: partner.partnerId,
      userId: partner.userId,
      plan: "growth",
      lang: "no",
      dashboardUrl: "https://x.test/business/dashboard",
    },
    now,
  );

const mailsTo = (email: string) => test.db.select().from(mailMessages).where(eq(mailMessages.to, email));

async function statusOf(dealId: number) {
  const [deal] = await test.db.select({ status: deals.status }).from(deals).where(eq(deals.id, dealId));
  return deal?.status;
}

describe("the end of the free trial", () => {
  it("lets a partner create a deal until its trial ends, and not a second after", async () => {
    const partner = await partnerOnTrial();
    expect(await createDeal(test.db, partner.ref, dealInput, "0".repeat(32), justBefore)).toMatchObject({ ok: true });
    expect(await createDeal(test.db, partner.ref, dealInput, "0".repeat(32), justAfter)).toEqual({
      ok: false,
      reason: "trialEnded",
      trialEndedAt: trialEnd,
    });
  });

  it("lets a partner resume a paused deal until its trial ends, and keeps it paused after", async () => {
    const partner = await partnerOnTrial();
    const early = await insertDeal(test.db, partner.partnerId, { status: "paused" });
    const late = await insertDeal(test.db, partner.partnerId, { status: "paused" });
    expect(await changeDealStatus(test.db, partner.ref, early.id, "resume", justBefore)).toEqual({ ok: true });
    expect(await statusOf(early.id)).toBe("published");
    expect(await changeDealStatus(test.db, partner.ref, late.id, "resume", justAfter)).toMatchObject({
      ok: false,
      reason: "trialEnded",
    });
    expect(await statusOf(late.id)).toBe("paused");
  });

  it("sends no draft to the admin and lets no admin publish a waiting deal after the trial", async () => {
    const partner = await partnerOnTrial();
    const draft = await insertDeal(test.db, partner.partnerId, { status: "draft" });
    expect(await updateDeal(test.db, partner.ref, draft.id, dealInput, null, justAfter)).toMatchObject({
      ok: false,
      reason: "trialEnded",
    });
    expect(await statusOf(draft.id)).toBe("draft");

    // Sent for approval while the trial ran; the admin decides on the version sent.
    const sent = await createDeal(test.db, partner.ref, dealInput, "0".repeat(32), justBefore);
    if (!sent.ok) throw new Error(sent.reason);
    const waiting = { id: sent.dealId };
    const revision = await pendingRevision(test.db, waiting.id);
    const approve = (now: Date) =>
      decideDeal(
        test.db,
        outbox,
        {
          adminId: partner.userId,
          revisionId: revision!.id,
          decision: { approve: true },
          origin: "https://x.test",
        },
        now,
      );
    expect(await approve(justAfter)).toMatchObject({ ok: false, reason: "trialEnded" });
    expect(await statusOf(waiting.id)).toBe("pending");
    expect(await approve(justBefore)).toEqual({ ok: true, edit: false });
    expect(await statusOf(waiting.id)).toBe("published");
  });

  it("keeps deals already on sale on sale after the trial", async () => {
    const partner = await partnerOnTrial();
    const live = await insertDeal(test.db, partner.partnerId, { status: "published" });
    // Pausing stays possible (it takes a deal off sale); only putting one on sale is refused.
    expect(await changeDealStatus(test.db, partner.ref, live.id, "pause", justAfter)).toEqual({ ok: true });
    const other = await insertDeal(test.db, partner.partnerId, { status: "published" });
    expect(await statusOf(other.id)).toBe("published");
  });
});

describe("confirming the plan", () => {
  it("records the confirmation with an audit row and an e-mail, and lifts the trial's end", async () => {
    const partner = await partnerOnTrial();
    expect(await confirm(partner)).toEqual({ ok: true, plan: "growth", priceOre: 499_900 });

    const [profile] = await test.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.partnerId, partner.partnerId));
    expect(profile?.planConfirmedAt).toBeInstanceOf(Date);
    const audit = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, partner.partnerId), eq(auditLog.action, "partner.confirmPlan")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(partner.userId);
    expect(audit[0]?.details).toEqual({ plan: "growth", priceOre: 499_900 });
    const mails = await mailsTo(partner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Du har bekreftet abonnementet Vekst");
    expect(mails[0]?.text).toContain("4\u00a0999\u00a0kr per måned");

    // After the trial a confirmed partner keeps selling.
    expect(await createDeal(test.db, partner.ref, dealInput, "0".repeat(32), justAfter)).toMatchObject({ ok: true });
  });

  it("confirms only the plan the partner was shown", async () => {
    const partner = await partnerOnTrial();
    await test.db
      .update(partnerProfiles)
      .set({ plan: "starter" })
      .where(eq(partnerProfiles.partnerId, partner.partnerId));
    expect(await confirm(partner)).toEqual({ ok: false, reason: "planChanged" });
    expect(await mailsTo(partner.email)).toHaveLength(0);
  });

  it("asks for a new confirmation after a change of plan (another price)", async () => {
    const partner = await partnerOnTrial();
    expect((await confirm(partner)).ok).toBe(true);
    expect(await changePlan(test.db, partner.partnerId, "ecommerce")).toEqual({ ok: true, plan: "ecommerce" });
    const [profile] = await test.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.partnerId, partner.partnerId));
    expect(profile?.planConfirmedAt).toBeNull();
    expect(await createDeal(test.db, partner.ref, dealInput, "0".repeat(32), justAfter)).toMatchObject({
      reason: "trialEnded",
    });
  });

  it("confirms once: a second confirmation changes nothing and sends nothing", async () => {
    const partner = await partnerOnTrial();
    const results = await Promise.all([confirm(partner), confirm(partner), confirm(partner)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: "alreadyConfirmed" },
      { ok: false, reason: "alreadyConfirmed" },
    ]);
    expect(await mailsTo(partner.email)).toHaveLength(1);
  });
});

describe("the trial reminder", () => {
  it("goes once, 7 days before the trial ends, and not to partners who confirmed", async () => {
    const partner = await partnerOnTrial();
    const confirmed = await partnerOnTrial();
    await confirm(confirmed);
    const eightDaysBefore = new Date(trialEnd.getTime() - 8 * DAY);
    const sixDaysBefore = new Date(trialEnd.getTime() - 6 * DAY);

    await sendTrialReminders(test.db, outbox, "https://x.test", eightDaysBefore);
    expect(await mailsTo(partner.email)).toHaveLength(0);

    // Jobs on several app copies may run at once: still one e-mail.
    await Promise.all(
      Array.from({ length: 4 }, () => sendTrialReminders(test.db, outbox, "https://x.test", sixDaysBefore)),
    );
    await sendTrialReminders(test.db, outbox, "https://x.test", justBefore);
    const mails = await mailsTo(partner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("Den gratis prøveperioden din hos MagicDeals slutter");
    expect(mails[0]?.text).toContain("https://x.test/business/dashboard");
    // The confirmed partner got its confirmation only.
    expect((await mailsTo(confirmed.email)).map((m) => m.subject)).toEqual(["Du har bekreftet abonnementet Vekst"]);
  });

  it("is written in the partner's language", async () => {
    const english = await partnerOnTrial();
    await rememberPartnerLanguage(test.db, english.userId, "en");
    await sendTrialReminders(test.db, outbox, "https://x.test", justBefore);
    const [mail, ...more] = await mailsTo(english.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain("Your free trial at MagicDeals ends on");
  });
});
