// The business area's service pages and consultation booking in a real Chromium: the spec's
// packages and prices, Get Started preselecting a package, booking with busy label, toast, reset
// and the e-mail asking to confirm in the outbox, field errors that keep the input, a slot booked by someone else
// refused, the consultant's profile, and axe on every page.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { describedError, holdPosts, toastWith } from "../support/browser-actions";
import { setupBrowser, visit } from "../support/browser-page";
import { mailsTo } from "../support/outbox";

const browser = setupBrowser();
const app = setupAppDatabase();
const SALES_EMAIL = "salg@magicdeals.no";
const REJECTED = /status of (400|409)/;

const TEXT = {
  no: {
    marketingTitle: "Digital markedsføring",
    solutionsTitle: "Digitale løsninger for bedrifter",
    bookingTitle: "Bestill en gratis konsultasjon",
    businessName: "Bedriftens navn",
    contactName: "Kontaktperson",
    email: "E-post",
    phone: "Telefon",
    date: "Ønsket dato",
    time: "Ønsket tidspunkt",
    package: "Tjenestepakke (valgfritt)",
    message: "Hva trenger bedriften hjelp med?",
    submit: "Bestill konsultasjon",
    submitting: "Bestiller …",
    scheduledTitle: "Konsultasjonen er bestilt!",
    scheduledText: "Vi sender deg en e-post med detaljene",
    failedTitle: "Kunne ikke bestille konsultasjonen",
    slotTaken: "Dette tidspunktet er allerede bestilt. Velg et annet tidspunkt eller en annen dag.",
    selectTime: "Velg et tidspunkt",
    perMonth: "per måned",
  },
  en: {
    marketingTitle: "Digital Marketing Services",
    solutionsTitle: "Business Solutions",
    bookingTitle: "Schedule Your Free Consultation",
    businessName: "Business name",
    contactName: "Contact name",
    email: "Email",
    phone: "Phone",
    date: "Preferred date",
    time: "Preferred time",
    package: "Service package (optional)",
    message: "What does your business need help with?",
    submit: "Schedule Consultation",
    submitting: "Scheduling…",
    scheduledTitle: "Consultation Scheduled!",
    scheduledText: "We'll send you a confirmation email with the details",
    failedTitle: "Failed to schedule consultation",
    slotTaken: "That time is already booked. Choose another time or another day.",
    selectTime: "Select a time",
    perMonth: "per month",
  },
} as const;
type Lang = keyof typeof TEXT;
type Field = "businessName" | "contactName" | "email" | "phone" | "date" | "time" | "package" | "message";

const unique = () => randomUUID().slice(0, 8);
/** Whitespace as one plain space (prices use a no-break space). */
const plain = (text: string) => text.replace(/\s+/g, " ").trim();
/** Whole kroner as each language writes them. */
const kr = (lang: Lang, amount: number) =>
  `${new Intl.NumberFormat(lang === "en" ? "en-GB" : "nb-NO").format(amount).replace(/\s/g, " ")} kr`;

/** Oslo's calendar date `days` from today, yyyy-mm-dd. */
function osloDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const field = (page: Page, lang: Lang, name: Field) =>
  page.getByRole("main").getByLabel(TEXT[lang][name], { exact: true });

/** The error the field points to, or null when it has none. */
const fieldError = (page: Page, lang: Lang, name: Field) => describedError(page, field(page, lang, name));

async function fillBooking(
  page: Page,
  lang: Lang,
  booking: { email: string; date: string; time: string; phone?: string; message?: string },
) {
  await field(page, lang, "businessName").fill("Fjordlys Spa AS");
  await field(page, lang, "contactName").fill("Kari Nordmann");
  await field(page, lang, "email").fill(booking.email);
  await field(page, lang, "phone").fill(booking.phone ?? "+47 912 34 567");
  await field(page, lang, "date").fill(booking.date);
  await field(page, lang, "time").selectOption(booking.time);
  await field(page, lang, "message").fill(booking.message ?? "Vi vil selge flere spadager på ukedager.");
}

async function packageCards(page: Page) {
  const cards = page.getByRole("main").locator('[data-testid^="package-"]');
  return cards.evaluateAll((items) =>
    items.map((item) => ({
      title: item.querySelector("h3")?.textContent ?? "",
      price: (item.querySelector(".text-3xl")?.textContent ?? "").replace(/\s+/g, " "),
      features: item.querySelectorAll("ul li").length,
      href: item.querySelector("a")?.getAttribute("href"),
    })),
  );
}

/** A page's address in the visitor's language: an English page links to the English ones (decision 030). */
const at = (lang: "no" | "en", path: string) => (lang === "en" ? `/en${path}` : path);

describe("service pages", () => {
  it.each([
    ["no", ["Nettsideutvikling", "Søkemotoroptimalisering", "Sosiale medier"]],
    ["en", ["Website Development", "SEO Services", "Social Media"]],
  ] as const)("marketing shows the three monthly services, our work and a booking call (%s)", async (lang, titles) => {
    const page = await browser.newPage({ lang });
    await visit(page, "/business/marketing");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(TEXT[lang].marketingTitle);
    expect(await packageCards(page)).toEqual([
      {
        title: titles[0],
        price: kr(lang, 4999),
        features: 6,
        href: at(lang, "/business/consultation?package=website-development"),
      },
      {
        title: titles[1],
        price: kr(lang, 1999),
        features: 6,
        href: at(lang, "/business/consultation?package=seo-services"),
      },
      {
        title: titles[2],
        price: kr(lang, 2999),
        features: 6,
        href: at(lang, "/business/consultation?package=social-media"),
      },
    ]);
    expect(plain(await page.getByTestId("package-seo-services").innerText())).toContain(TEXT[lang].perMonth);

    const work = page.getByRole("region", { name: lang === "en" ? "Our Work" : "Vårt arbeid" });
    expect(await work.getByRole("listitem").count()).toBe(3);
    expect(await work.getByRole("link").getAttribute("href")).toBe(at(lang, "/success-stories"));
    const cta = page
      .getByRole("main")
      .getByRole("link", { name: lang === "en" ? "Book Consultation" : "Bestill konsultasjon" });
    expect(await cta.getAttribute("href")).toBe(at(lang, "/business/consultation"));
    await expectNoAxeViolations(page);
  });

  it.each([
    ["no", ["Nettsideutvikling", "Sikkerhetspakke", "Betalingsløsninger"]],
    ["en", ["Website Development", "Cybersecurity Package", "Payment Solutions"]],
  ] as const)("solutions shows the three packages and a free consultation link (%s)", async (lang, titles) => {
    const page = await browser.newPage({ lang });
    await visit(page, "/business/solutions");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(TEXT[lang].solutionsTitle);
    expect(await packageCards(page)).toEqual([
      {
        title: titles[0],
        price: kr(lang, 4999),
        features: 6,
        href: at(lang, "/business/consultation?package=website-development"),
      },
      {
        title: titles[1],
        price: kr(lang, 3999),
        features: 6,
        href: at(lang, "/business/consultation?package=cybersecurity"),
      },
      {
        title: titles[2],
        price: kr(lang, 2999),
        features: 6,
        href: at(lang, "/business/consultation?package=payment-solutions"),
      },
    ]);
    const free = page
      .getByRole("main")
      .getByRole("link", { name: lang === "en" ? "Schedule a free consultation" : "Bestill en gratis konsultasjon" });
    expect(await free.getAttribute("href")).toBe(at(lang, "/business/consultation"));
    await expectNoAxeViolations(page);
  });

  it("Get Started opens the booking form with that package chosen", async () => {
    const page = await browser.newPage({ lang: "en" });
    await visit(page, "/business/marketing");
    await page.getByRole("link", { name: "Get started with SEO Services" }).click();
    await page.waitForURL((url) => url.pathname === "/en/business/consultation");
    expect(new URL(page.url()).search).toBe("?package=seo-services");
    expect(await field(page, "en", "package").inputValue()).toBe("seo-services");

    await visit(page, "/business/solutions");
    await page.getByRole("link", { name: "Get started with Cybersecurity Package" }).click();
    await page.waitForURL((url) => url.search === "?package=cybersecurity");
    await expect.poll(() => field(page, "en", "package").inputValue()).toBe("cybersecurity");
    // An unknown package chooses none.
    await visit(page, "/business/consultation?package=gold");
    expect(await field(page, "en", "package").inputValue()).toBe("");
  });
});

describe("booking a consultation", () => {
  it.each([
    ["no", 20, "10:00"],
    ["en", 21, "15:00"],
  ] as const)(
    "books with a busy label, a toast, an emptied form and the e-mail asking to confirm (%s)",
    async (lang, days, time) => {
      const text = TEXT[lang];
      const page = await browser.newPage({ lang });
      await visit(page, "/business/consultation?package=social-media");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text.bookingTitle);
      const options = await field(page, lang, "time").locator("option").allInnerTexts();
      const slots = ["09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00", "17:00"];
      expect(options).toEqual([
        text.selectTime,
        ...slots.map((slot) => (lang === "no" ? `kl. ${slot.replace(":", ".")}` : slot)),
      ]);

      const email = `booking-${unique()}@example.no`;
      const date = osloDate(days);
      await fillBooking(page, lang, { email, date, time });
      const release = await holdPosts(page, /\/business\/consultation(\.data)?(\?.*)?$/);
      await page.getByRole("main").getByRole("button", { name: text.submit }).click();
      const busy = page.getByRole("main").getByRole("button", { name: text.submitting });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      release();

      const toast = await toastWith(page, text.scheduledTitle);
      expect(toast.variant).toBe("success");
      expect(toast.text).toContain(text.scheduledText);
      await expect.poll(() => field(page, lang, "businessName").inputValue()).toBe("");
      for (const name of ["contactName", "email", "phone", "date", "time", "message"] as const)
        expect(await field(page, lang, name).inputValue(), name).toBe("");

      const { rows } = await app.pool.query(
        "SELECT business_name, phone, date::text, slot, service_package, language FROM consultations WHERE email = $1",
        [email],
      );
      expect(rows).toEqual([
        {
          business_name: "Fjordlys Spa AS",
          phone: "+4791234567",
          date,
          slot: time,
          service_package: "social-media",
          language: lang,
        },
      ]);
      const [confirmation] = await mailsTo(app.pool, email);
      expect(confirmation?.language).toBe(lang);
      expect(confirmation?.subject).toContain(lang === "no" ? `kl. ${time.replace(":", ".")}` : time);
      expect(confirmation?.text).toContain(lang === "en" ? "30 minutes" : "30 minutter");
      expect(confirmation?.text).toContain("/business/consultation/confirm/");
      // Sales hear of it once the booker confirms (tests/browser/consultation-confirm.test.ts).
      expect((await mailsTo(app.pool, SALES_EMAIL)).filter((m) => m.text.includes(email))).toEqual([]);

      // The booked slot now shows as taken for that date, and a choice of it is undone.
      await field(page, lang, "time").selectOption(time);
      await field(page, lang, "date").fill(date);
      const taken = field(page, lang, "time").locator(`option[value="${time}"]`);
      await expect.poll(() => taken.isDisabled()).toBe(true);
      expect(await taken.innerText()).toBe(
        lang === "en" ? `${time} (booked)` : `kl. ${time.replace(":", ".")} (opptatt)`,
      );
      await expect.poll(() => field(page, lang, "time").inputValue()).toBe("");
    },
  );

  it("explains each wrong field and keeps everything typed (en)", async () => {
    const text = TEXT.en;
    const page = await browser.newPage({ lang: "en", allowConsole: REJECTED });
    await visit(page, "/business/consultation");
    await field(page, "en", "businessName").fill("Fjordlys Spa AS");
    await field(page, "en", "email").fill("kari@");
    await field(page, "en", "phone").fill("12345");
    await field(page, "en", "date").fill(osloDate(-1));
    await field(page, "en", "time").selectOption("11:00");
    await page.getByRole("main").getByRole("button", { name: text.submit }).click();

    // Wrong fields are listed above the form (no toast); the list starts with the first one.
    const summary = page.getByRole("main").locator('[role="alert"]:has(a[href="#field-contactName"])');
    await summary.waitFor();
    expect(await summary.locator("a").first().innerText()).toBe("Contact name: Please fill in this field.");
    expect(await page.getByTestId("toast").count()).toBe(0);
    expect(await fieldError(page, "en", "contactName")).toBe("Please fill in this field.");
    expect(await fieldError(page, "en", "email")).toBe("Enter a valid email address, for example name@example.com.");
    expect(await fieldError(page, "en", "phone")).toBe(
      "Enter a Norwegian phone number with 8 digits, for example +47 912 34 567.",
    );
    expect(await fieldError(page, "en", "date")).toBe("That date has passed. Choose today or a later date.");
    expect(await fieldError(page, "en", "message")).toBe("Please fill in this field.");
    expect(await fieldError(page, "en", "businessName")).toBeNull();
    expect(await fieldError(page, "en", "time")).toBeNull();
    expect(await field(page, "en", "businessName").inputValue()).toBe("Fjordlys Spa AS");
    expect(await field(page, "en", "email").inputValue()).toBe("kari@");
    expect(await field(page, "en", "phone").inputValue()).toBe("12345");
    expect(await field(page, "en", "date").inputValue()).toBe(osloDate(-1));
    expect(await field(page, "en", "time").inputValue()).toBe("11:00");
    await expectNoAxeViolations(page);
  });

  it("refuses a slot someone else booked meanwhile, keeping the input (no)", async () => {
    const text = TEXT.no;
    const page = await browser.newPage({ lang: "no", allowConsole: REJECTED });
    await visit(page, "/business/consultation?package=cybersecurity");
    const date = osloDate(30);
    const email = `sent-${unique()}@example.no`;
    // The form asks which slots of the chosen date are taken; the other booking must come after
    // that answer, or the form (rightly) unselects the time before it is sent.
    const slotsAnswered = page.waitForResponse((r) => r.url().includes("booked-slots") && r.url().includes(date));
    await fillBooking(page, "no", { email, date, time: "14:00", phone: "0047 91 23 45 67" });
    await slotsAnswered;
    // The form knew the slot as free; another partner books it before this one sends.
    await expect.poll(() => field(page, "no", "time").locator('option[value="14:00"]').isDisabled()).toBe(false);
    expect(await field(page, "no", "time").inputValue()).toBe("14:00");
    await app.pool.query(
      `INSERT INTO consultations (business_name, contact_name, email, phone, date, slot, message, language)
       VALUES ('Annen AS', 'Ola', 'ola@example.no', '+4799999999', $1, '14:00', 'Først', 'no')`,
      [date],
    );
    await page.getByRole("main").getByRole("button", { name: text.submit }).click();

    const toast = await toastWith(page, text.failedTitle);
    expect(toast.variant).toBe("destructive");
    expect(toast.text).toContain(text.slotTaken);
    expect(await fieldError(page, "no", "time")).toBe(text.slotTaken);
    expect(await field(page, "no", "businessName").inputValue()).toBe("Fjordlys Spa AS");
    expect(await field(page, "no", "email").inputValue()).toBe(email);
    expect(await field(page, "no", "phone").inputValue()).toBe("0047 91 23 45 67");
    expect(await field(page, "no", "date").inputValue()).toBe(date);
    expect(await field(page, "no", "package").inputValue()).toBe("cybersecurity");
    expect(await field(page, "no", "message").inputValue()).toBe("Vi vil selge flere spadager på ukedager.");
    expect(await field(page, "no", "time").locator('option[value="14:00"]').innerText()).toBe("kl. 14.00 (opptatt)");
    const { rows } = await app.pool.query("SELECT 1 FROM consultations WHERE email = $1", [email]);
    expect(rows).toEqual([]);
    expect(await mailsTo(app.pool, email)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it("books without JavaScript and says so on the page", async () => {
    const page = await browser.newPage({ lang: "no", javaScriptEnabled: false });
    await page.goto("/business/consultation");
    const email = `utenjs-${unique()}@example.no`;
    await fillBooking(page, "no", { email, date: osloDate(31), time: "16:00" });
    await page.getByRole("main").getByRole("button", { name: TEXT.no.submit }).click();
    await page.getByRole("main").getByRole("status").waitFor();
    expect(await page.getByRole("main").getByRole("status").innerText()).toBe(
      `${TEXT.no.scheduledTitle} ${TEXT.no.scheduledText} Åpne lenken i e-posten innen 30 minutter for å bekrefte tidspunktet.`,
    );
    expect(await mailsTo(app.pool, email)).toHaveLength(1);
  });

  it.each(["no", "en"] as const)("shows the side panels and links the consultant's profile (%s)", async (lang) => {
    const page = await browser.newPage({ lang });
    await visit(page, "/business/consultation");
    const main = page.getByRole("main");
    const expectTitle = lang === "en" ? "What to Expect" : "Hva du kan forvente";
    const why = lang === "en" ? "Why Choose Us" : "Hvorfor velge oss";
    expect(await main.getByRole("region", { name: expectTitle }).getByRole("listitem").count()).toBe(4);
    expect(await main.getByRole("region", { name: why }).getByRole("listitem").count()).toBe(3);
    const contact = main.getByRole("region", { name: lang === "en" ? "Contact information" : "Kontaktinformasjon" });
    expect(await contact.locator('a[href^="mailto:"]').innerText()).toBe(SALES_EMAIL);
    expect(await contact.locator('a[href^="tel:"]').count()).toBe(1);
    await expectNoAxeViolations(page);

    await main
      .getByRole("link", { name: lang === "en" ? "More about Ingrid Solheim Berg" : "Les mer om Ingrid Solheim Berg" })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === at(lang, "/business/consultant"));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Ingrid Solheim Berg");
    expect(await page.getByRole("img", { name: /Ingrid Solheim Berg/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: lang === "en" ? "Book a session with Ingrid" : "Bestill en konsultasjon med Ingrid" })
      .click();
    await page.waitForURL((url) => url.pathname === at(lang, "/business/consultation"));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(TEXT[lang].bookingTitle);
  });
});
