// POST /api/business/register over plain HTTP: JSON and multipart sign-ups, field errors in the
// visitor's language, and the request checks (malformed JSON, content type, Origin).
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { setupAppDatabase } from "../support/app-database";
import { testClientIp } from "../support/browser-page";
import { HttpClient } from "../support/http-client";
import { randomOrgNumber } from "../../domain/demo/factories.server";

const baseUrl = inject("baseUrl");
const connection = setupAppDatabase();

const registration = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: "Havgapet Sjømat",
  orgNumber: randomOrgNumber(),
  email: `post+${randomUUID()}@havgapet.example.no`,
  phone: "+47 55 12 34 56",
  website: "havgapet.example.no",
  description: "Sjømatrestaurant på Bryggen med fangst fra Nordsjøen.",
  city: "Bergen",
  address: "Bryggen 7, 5003 Bergen",
  contactPerson: "Sigrid Hav",
  plan: "ecommerce",
  password: "hemmelig-passord",
  confirmPassword: "hemmelig-passord",
  acceptAgreement: true,
  logo: null,
  ...overrides,
});

/** A visitor with the site's cookies, posting as a page on the site would. */
async function visitor(lang: "no" | "en" = "no") {
  const client = new HttpClient(baseUrl);
  const ip = testClientIp();
  const post = (body: BodyInit, headers: Record<string, string>) =>
    fetch(`${baseUrl}/api/business/register`, {
      method: "POST",
      redirect: "manual",
      body,
      headers: {
        Cookie: `${client.cookieHeader()}; language=${lang}`,
        Origin: baseUrl,
        "X-Forwarded-For": ip,
        ...headers,
      },
    });
  return {
    post,
    postJson: (value: unknown, headers: Record<string, string> = {}) =>
      post(JSON.stringify(value), { "Content-Type": "application/json", ...headers }),
  };
}

const sessionFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => /^session=([^;]+)/.exec(c)?.[1])
    .find(Boolean);

async function partnerRow(email: string) {
  const { rows } = await connection.pool.query(
    `SELECT u.role, u.name AS user_name, p.status, p.org_number, p.phone, p.website, pp.plan, pp.logo_hash,
            pp.contact_person, pp.trial_ends_at
       FROM users u JOIN partners p ON p.owner_user_id = u.id JOIN partner_profiles pp ON pp.partner_id = p.id
      WHERE u.email = $1`,
    [email.toLowerCase()],
  );
  return rows[0] as Record<string, unknown> | undefined;
}

describe("POST /api/business/register", () => {
  it("registers from JSON, answers { success: true }, signs nobody in and e-mails a confirmation link", async () => {
    const { postJson } = await visitor();
    const body = registration({ orgNumber: "", email: "" });
    body.orgNumber = randomOrgNumber().replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3");
    body.email = `Post+${randomUUID()}@Havgapet.example.no`;
    const response = await postJson(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const row = await partnerRow(String(body.email));
    expect(row).toMatchObject({
      role: "business",
      user_name: "Sigrid Hav",
      status: "pending",
      org_number: String(body.orgNumber).replace(/ /g, ""),
      phone: "+4755123456",
      website: "https://havgapet.example.no/",
      plan: "ecommerce",
      contact_person: "Sigrid Hav",
      logo_hash: null,
    });
    const trialDays = ((row!.trial_ends_at as Date).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(88);
    expect(trialDays).toBeLessThan(93);

    // The answer is the same for a known address, so it cannot sign anyone in.
    expect(sessionFrom(response)).toBeUndefined();
    const { rows } = await connection.pool.query(`SELECT text FROM mail_messages WHERE "to" = $1`, [
      String(body.email).toLowerCase(),
    ]);
    expect(rows[0].text).toMatch(/\/verify-email\/[A-Za-z0-9_-]{43}/);
  });

  it("registers from multipart/form-data with a logo file, stored re-encoded as WebP", async () => {
    const { post } = await visitor();
    const form = new FormData();
    for (const [key, value] of Object.entries(registration({ logo: undefined }))) {
      if (value !== undefined) form.set(key, String(value));
    }
    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: "#0ea5e9" } })
      .png()
      .toBuffer();
    form.set("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const response = await post(form, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const row = await partnerRow(String(form.get("email")));
    expect(row?.logo_hash).toMatch(/^[0-9a-f]{32}$/);
    const image = await fetch(`${baseUrl}/uploads/${String(row!.logo_hash)}.webp`);
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 320]);
  });

  it("accepts the logo as a data URL in JSON", async () => {
    const { postJson } = await visitor();
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#f59e0b" } })
      .jpeg()
      .toBuffer();
    const body = registration({ logo: `data:image/jpeg;base64,${jpeg.toString("base64")}` });
    expect((await postJson(body)).status).toBe(200);
    expect((await partnerRow(String(body.email)))?.logo_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it("answers 400 with a message at each wrong field, in the visitor's language", async () => {
    const { postJson } = await visitor("en");
    const response = await postJson(
      registration({
        orgNumber: "948824133",
        phone: "12 34",
        website: "ftp://havgapet.example.no",
        email: "post@",
        description: "",
        password: "kort",
        confirmPassword: "kort",
        logo: "data:text/plain;base64,aGVp",
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      errors: {
        orgNumber: "The organisation number must have 9 digits and be a valid Norwegian organisation number.",
        phone: "Enter a Norwegian phone number with 8 digits, for example 22 33 44 55.",
        website: "Enter a web address, for example https://www.yourbusiness.no.",
        email: "Enter a valid email address, for example name@example.com.",
        description: "Please fill in this field.",
        password: "The password must be at least 8 characters.",
        logo: "We cannot read the image. Use JPG, PNG or WebP.",
      },
    });
  });

  it("answers a known address or organisation number exactly like a new one, and creates nothing", async () => {
    const { postJson } = await visitor("no");
    const first = registration();
    const firstAnswer = await postJson(first);
    expect(firstAnswer.status).toBe(200);
    const again = await postJson(
      registration({ email: String(first.email).toUpperCase(), orgNumber: first.orgNumber }),
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await firstAnswer.json());
    expect(sessionFrom(again)).toBeUndefined();
    const { rows } = await connection.pool.query("SELECT count(*)::int AS n FROM partners WHERE org_number = $1", [
      first.orgNumber,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it("answers 400 for malformed JSON and for JSON that is not an object", async () => {
    const { post, postJson } = await visitor("en");
    const broken = await post('{"name": "Havgapet",', { "Content-Type": "application/json" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: "The request was not valid JSON.", lang: "en" });
    const list = await postJson([1, 2, 3]);
    expect(list.status).toBe(400);
    expect(await list.json()).toMatchObject({ success: false, message: "The request was not valid JSON." });
  });

  it("answers 415 for a content type that is neither JSON nor a form", async () => {
    const { post } = await visitor("en");
    const response = await post(JSON.stringify(registration()), { "Content-Type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: "Send the request as JSON or as a form.", lang: "en" });
  });

  it("answers 403 to a post from another site, JSON or form, and registers nobody", async () => {
    const { post, postJson } = await visitor("en");
    const body = registration();
    const foreign = await postJson(body, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe("The form has expired. Reload the page and try again.");
    expect((await postJson(body, { Origin: "null" })).status).toBe(403);
    expect((await postJson(body, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) if (value !== null) form.set(key, String(value));
    expect((await post(form, { Origin: "https://evil.example" })).status).toBe(403);
    expect(await partnerRow(String(body.email))).toBeUndefined();
  });

  it("refuses a body over the limit with 413", async () => {
    const { postJson } = await visitor("en");
    const response = await postJson(registration({ description: "x".repeat(8 * 1024 * 1024) }));
    expect(response.status).toBe(413);
  });

  it("throttles sign-up attempts per client address", async () => {
    const { postJson } = await visitor("en");
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await postJson({})).status, `attempt ${attempt}`).toBe(400);
    }
    const blocked = await postJson(registration());
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/),
    });
    // Another address is not affected.
    expect((await (await visitor("en")).postJson({})).status).toBe(400);
  });

  it("lets exactly one of concurrent sign-ups with the same e-mail through, answering all alike", async () => {
    const email = `samtidig+${randomUUID()}@havgapet.example.no`;
    const visitors = await Promise.all(Array.from({ length: 6 }, () => visitor("en")));
    const responses = await Promise.all(visitors.map((v) => v.postJson(registration({ email }))));
    // All answered alike; one account and one partner were made.
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    const { rows } = await connection.pool.query(
      "SELECT count(*)::int AS n FROM users u JOIN partners p ON p.owner_user_id = u.id WHERE u.email = $1",
      [email],
    );
    expect(rows[0].n).toBe(1);
  });
});
