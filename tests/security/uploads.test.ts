// Every place that takes a file, fed hostile and awkward files: the partner logo at sign-up
// (multipart and JSON data URL) and the deal image in the deal editor (new and edit). Refused
// files get a clear 4xx with a message in the user's language at the field and nothing is
// stored; real images are accepted by their content whatever their name or type, and are served
// as plain WebP without metadata. /uploads/ itself refuses anything but a stored hash.
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import businessEn from "../../i18n/locales/business.en";
import businessNo from "../../i18n/locales/business.no";
import dealEditorEn from "../../i18n/locales/dealEditor.en";
import dealEditorNo from "../../i18n/locales/dealEditor.no";
import { osloDay } from "../../domain/partners/deal-input.server";
import { setupAppDatabase } from "../support/app-database";
import { HttpClient } from "../support/http-client";
import { randomOrgNumber } from "../../domain/demo/factories.server";
import { tryCases } from "../support/security-summary";
import { acceptedFiles, hasGpsPointer, refusedFiles, type UploadFile } from "../support/uploads-files";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();
type Lang = "no" | "en";
const LANGS: Lang[] = ["no", "en"];
const MB = 1024 * 1024;

const messages = {
  no: { business: businessNo, dealEditor: dealEditorNo },
  en: { business: businessEn, dealEditor: dealEditorEn },
};

/** A random client address per request, so the sign-up throttle (per address) never decides a case. */
const randomIp = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
/** fetch, with the underlying cause in the message when the connection itself fails. */
async function fetchOrExplain(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    throw new Error(`${init.method ?? "GET"} ${url} failed${cause}`, { cause: error });
  }
}
const blob = (file: UploadFile) => new Blob([new Uint8Array(file.bytes)], { type: file.type });

let visitor: HttpClient; // cookies of an anonymous visitor (sign-up)
let partner: HttpClient; // the demo partner, signed in
let editDealId = 0;
const createdTitles: string[] = [];

async function post(
  client: HttpClient,
  path: string,
  body: BodyInit,
  lang: Lang,
  headers: Record<string, string> = {},
) {
  return fetchOrExplain(baseUrl + path, {
    method: "POST",
    redirect: "manual",
    body,
    headers: {
      Cookie: `${client.cookieHeader()}; language=${lang}`,
      Origin: baseUrl,
      "X-Forwarded-For": randomIp(),
      ...headers,
    },
  });
}

// ---- partner sign-up (logo) ----

const registration = () => ({
  name: "Havgapet Sjømat",
  orgNumber: randomOrgNumber(),
  email: `logo+${randomUUID()}@havgapet.example.no`,
  phone: "+47 55 12 34 56",
  website: "havgapet.example.no",
  description: "Sjømatrestaurant på Bryggen.",
  city: "Bergen",
  address: "Bryggen 7, 5003 Bergen",
  contactPerson: "Sigrid Hav",
  plan: "ecommerce",
  password: "hemmelig-passord",
  confirmPassword: "hemmelig-passord",
  acceptAgreement: "true",
});

function registerMultipart(file: UploadFile, lang: Lang) {
  const fields = registration();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("logo", blob(file), file.name);
  return { email: fields.email, response: post(visitor, "/api/business/register", form, lang) };
}

function registerJson(file: UploadFile, lang: Lang) {
  const fields = registration();
  // The page sends what FileReader gives: the browser's type for the file (image/* here).
  const type = file.type.startsWith("image/") ? file.type : "image/png";
  const logo = `data:${type};base64,${Buffer.from(file.bytes).toString("base64")}`;
  return {
    email: fields.email,
    response: post(visitor, "/api/business/register", JSON.stringify({ ...fields, logo }), lang, {
      "Content-Type": "application/json",
    }),
  };
}

async function logoOf(email: string): Promise<string | null | undefined> {
  const { rows } = await app.pool.query<{ logo_hash: string | null }>(
    `SELECT pp.logo_hash FROM users u JOIN partners p ON p.owner_user_id = u.id
       JOIN partner_profiles pp ON pp.partner_id = p.id WHERE u.email = $1`,
    [email.toLowerCase()],
  );
  return rows[0] ? rows[0].logo_hash : undefined;
}

// ---- deal editor (image) ----

function dealFields(title: string): Record<string, string> {
  const today = new Date();
  return {
    title,
    description: "Deilig ansiktsbehandling med rens, peeling og maske.",
    finePrint: "Bestill time på forhånd.",
    categoryId: "beauty-spa",
    city: "Oslo",
    address: "Karl Johans gate 10",
    originalPrice: "800",
    discountedPrice: "500",
    originalPriceConfirmed: "on",
    basicEnabled: "on",
    premiumEnabled: "on",
    groupEnabled: "on",
    startsAt: osloDay(today),
    endsAt: osloDay(new Date(today.getTime() + 30 * 86_400_000)),
  };
}

function postDeal(path: string, fields: Record<string, string>, file: UploadFile | null, lang: Lang) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("imageHash", "");
  if (file) form.set("image", blob(file), file.name);
  return post(partner, path, form, lang);
}

const fieldError = (html: string, name: string) =>
  new RegExp(`id="field-${name}-error"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
const keptImageHash = (html: string) =>
  /name="photoRef" value="\/uploads\/([0-9a-f]{32})\.webp"/.exec(html)?.[1] ?? null;

async function dealCount(title: string): Promise<number> {
  const { rows } = await app.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM deals WHERE title = $1", [
    title,
  ]);
  return rows[0]!.n;
}
async function dealImage(id: number): Promise<string> {
  const { rows } = await app.pool.query<{ image_src: string }>("SELECT image_src FROM deals WHERE id = $1", [id]);
  return rows[0]!.image_src;
}
async function imageCount(): Promise<number> {
  const { rows } = await app.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM images");
  return rows[0]!.n;
}

const uniqueTitle = (prefix: string) => {
  const title = `${prefix} ${randomUUID().slice(0, 8)}`;
  createdTitles.push(title);
  return title;
};

/** A response that must be a clear refusal: 4xx, no internals in the body. */
function expectCleanRefusal(label: string, status: number, body: string, allowed: number[]) {
  if (!allowed.includes(status)) throw new Error(`${label}: status ${status}, expected ${allowed.join(" or ")}`);
  for (const leak of ["    at ", "node_modules", "Error:", "SELECT ", "violates", "syntax error", "postgres", "vips"])
    if (body.includes(leak)) throw new Error(`${label}: the answer shows internals (${JSON.stringify(leak)})`);
}

/** Fetches a stored upload and checks it is a plain WebP of `size`, with no metadata, served safely. */
async function expectCleanUpload(label: string, hash: string, size: { width: number; height: number }) {
  const response = await fetch(`${baseUrl}/uploads/${hash}.webp`);
  if (response.status !== 200) throw new Error(`${label}: /uploads/${hash}.webp answered ${response.status}`);
  const type = response.headers.get("Content-Type");
  const sniff = response.headers.get("X-Content-Type-Options");
  if (type !== "image/webp" || sniff !== "nosniff")
    throw new Error(`${label}: served as ${type} with X-Content-Type-Options ${sniff}`);
  const meta = await sharp(Buffer.from(await response.arrayBuffer()), { pages: -1 }).metadata();
  const problems = [
    meta.format !== "webp" && `format ${meta.format}`,
    (meta.pages ?? 1) !== 1 && `${meta.pages} frames`,
    meta.exif && `EXIF kept${hasGpsPointer(meta.exif) ? " with GPS" : ""}`,
    meta.xmp && "XMP kept",
    (meta.width !== size.width || meta.height !== size.height) &&
      `${meta.width}×${meta.height}, expected ${size.width}×${size.height}`,
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${label}: stored image has ${problems.join(", ")}`);
}

beforeAll(async () => {
  visitor = new HttpClient(baseUrl);
  partner = new HttpClient(baseUrl);
  const signedIn = await partner.postForm("/business/login", {
    email: "partner@demo.magicdeals.no",
    password: "partner-demo-2026",
  });
  expect(signedIn.status).toBe(302);

  // The partner's own deal, for the edit form's cases.
  const title = uniqueTitle("Opplastingstest");
  const [photo] = await acceptedFiles();
  const created = await postDeal("/business/deals/new", dealFields(title), photo!, "no");
  expect(created.status, await created.text()).toBe(302);
  const { rows } = await app.pool.query<{ id: number }>("SELECT id FROM deals WHERE title = $1", [title]);
  editDealId = rows[0]!.id;
});

afterAll(async () => {
  await app.pool.query("DELETE FROM deals WHERE title = ANY($1)", [createdTitles]);
});

describe("uploads: files that are not acceptable images", () => {
  it("are refused with a message at the field in the user's language, and nothing is stored", async () => {
    const files = await refusedFiles();
    const before = await imageCount();
    const editImageBefore = await dealImage(editDealId);
    type Case = {
      file: (typeof files)[number];
      lang: Lang;
      door: "register" | "registerJson" | "dealNew" | "dealEdit";
    };
    // Each file at each door, in Bokmål or English by turns (both languages for every door and reason).
    const cases: Case[] = files.flatMap((file, f) =>
      (["register", "registerJson", "dealNew", "dealEdit"] as const).map((door, d) => ({
        file,
        door,
        lang: LANGS[(f + d) % 2]!,
      })),
    );

    const failures = await tryCases(
      "uploads",
      cases,
      async ({ file, lang, door }) => {
        const label = `${door} (${lang}) ${file.label}`;
        const t = messages[lang];
        if (door === "register" || door === "registerJson") {
          // A zero-byte data URL is no logo at all in JSON: that case is the multipart file's.
          if (door === "registerJson" && file.bytes.byteLength === 0) return;
          const { email, response } = door === "register" ? registerMultipart(file, lang) : registerJson(file, lang);
          const answer = await response;
          const body = await answer.text();
          // Past the body limit the whole request is refused (413) with the same clear message.
          expectCleanRefusal(label, answer.status, body, file.reason === "imageTooLarge" ? [400, 413] : [400]);
          const json = JSON.parse(body) as { errors?: Record<string, string>; message?: string };
          const expected = answer.status === 413 ? t.business.request.tooLarge : t.business.errors[file.reason];
          const said = answer.status === 413 ? json.message : json.errors?.logo;
          if (said !== expected) throw new Error(`${label}: said ${JSON.stringify(said)}, expected ${expected}`);
          if ((await logoOf(email)) !== undefined) throw new Error(`${label}: the partner was registered anyway`);
          return;
        }
        const title = uniqueTitle("Avvist bilde");
        const path = door === "dealNew" ? "/business/deals/new" : `/business/deals/${editDealId}/edit`;
        const answer = await postDeal(path, dealFields(title), file, lang);
        const body = await answer.text();
        if (file.reason === "imageTooLarge" && answer.status === 413) {
          expectCleanRefusal(label, answer.status, body, [413]);
          if (!body.includes(t.business.request.tooLarge)) throw new Error(`${label}: 413 without the message`);
          if ((await dealCount(title)) !== 0) throw new Error(`${label}: the deal was saved anyway`);
          return;
        }
        expectCleanRefusal(label, answer.status, body, [400]);
        const said = fieldError(body, "image");
        if (said !== t.dealEditor.errors[file.reason])
          throw new Error(
            `${label}: image field says ${JSON.stringify(said)}, expected ${t.dealEditor.errors[file.reason]}`,
          );
        if (keptImageHash(body)) throw new Error(`${label}: the refused file was kept as the deal's image`);
        if (body.includes(title) === false) throw new Error(`${label}: the typed title was lost`);
        if ((await dealCount(title)) !== 0) throw new Error(`${label}: the deal was saved anyway`);
      },
      { concurrency: 3 },
    );
    expect(failures).toEqual([]);
    expect(await imageCount(), "refused files must leave nothing in the images table").toBe(before);
    expect(await dealImage(editDealId)).toBe(editImageBefore);
  });

  it("refuses an upload far beyond the limit with a clear 413, keeping none of it", async () => {
    // Past the deal form's limit too, which has room for a whole gallery (8 photos of 5 MB).
    const huge: UploadFile = {
      label: "60 MB of zeros named .jpg",
      bytes: new Uint8Array(60 * MB),
      name: "enorm.jpg",
      type: "image/jpeg",
    };
    const failures = await tryCases("uploads", LANGS, async (lang) => {
      const before = await imageCount();
      for (const door of ["register", "dealNew"] as const) {
        const label = `${door} (${lang}) ${huge.label}`;
        const title = uniqueTitle("Enormt bilde");
        const answer =
          door === "register"
            ? await registerMultipart(huge, lang).response
            : await postDeal("/business/deals/new", dealFields(title), huge, lang);
        const body = await answer.text();
        expectCleanRefusal(label, answer.status, body, [413]);
        const expected = messages[lang].business.request.tooLarge;
        if (!body.includes(expected)) throw new Error(`${label}: the answer does not say ${expected}`);
        if ((await dealCount(title)) !== 0) throw new Error(`${label}: the deal was saved anyway`);
      }
      if ((await imageCount()) !== before) throw new Error(`${lang}: something was stored`);
    });
    expect(failures).toEqual([]);
  });
});

describe("uploads: real images with a wrong name or type, or with metadata", () => {
  it("are accepted by their content and served as WebP without EXIF, GPS or XMP", async () => {
    const files = await acceptedFiles();
    // The photo really carries a location and XMP, so the check below can fail.
    const gps = await sharp(files.find((f) => f.label.includes("GPS"))!.bytes).metadata();
    expect([hasGpsPointer(gps.exif), Boolean(gps.xmp), gps.orientation]).toEqual([true, true, 6]);
    type Case = { file: (typeof files)[number]; door: "register" | "registerJson" | "dealNew" | "dealEdit" };
    const cases: Case[] = files.flatMap((file) =>
      (["register", "registerJson", "dealNew", "dealEdit"] as const).map((door) => ({ file, door })),
    );
    const failures = await tryCases("uploads", cases, async ({ file, door }) => {
      const label = `${door} ${file.label}`;
      let hash: string | null | undefined;
      if (door === "register" || door === "registerJson") {
        const { email, response } = door === "register" ? registerMultipart(file, "no") : registerJson(file, "no");
        const answer = await response;
        const body = await answer.text();
        if (answer.status !== 200) throw new Error(`${label}: status ${answer.status}: ${body.slice(0, 300)}`);
        hash = await logoOf(email);
      } else {
        // An empty title keeps the form on screen: the stored image comes back in the hidden field.
        const path = door === "dealNew" ? "/business/deals/new" : `/business/deals/${editDealId}/edit`;
        const answer = await postDeal(path, { ...dealFields(""), title: "" }, file, "no");
        const body = await answer.text();
        expectCleanRefusal(label, answer.status, body, [400]);
        if (fieldError(body, "image")) throw new Error(`${label}: refused: ${fieldError(body, "image")}`);
        if (!fieldError(body, "title")) throw new Error(`${label}: no title error on the re-rendered form`);
        if (body.includes("<img src=x onerror")) throw new Error(`${label}: the file name is echoed unescaped`);
        hash = keptImageHash(body);
      }
      if (!hash) throw new Error(`${label}: no image was stored`);
      await expectCleanUpload(label, hash, file.expect);
    });
    expect(failures).toEqual([]);
  });
});

/** A GET with the path exactly as given (fetch would normalise ../ and backslashes away). */
function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("uploads: serving /uploads/", () => {
  it("serves only stored hashes; traversal, odd names and unknown hashes are 404", async () => {
    const { rows } = await app.pool.query<{ hash: string }>("SELECT hash FROM images LIMIT 1");
    const hash = rows[0]!.hash;
    const ok = await rawGet(`/uploads/${hash}.webp`);
    expect([ok.status, ok.type]).toEqual([200, "image/webp"]);

    const paths = [
      "/uploads/../package.json",
      "/uploads/../../../../etc/passwd",
      "/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd",
      "/uploads/%2e%2e/%2e%2e/package.json",
      "/uploads/%2e%2e%2fpackage.json",
      "/uploads/%252e%252e%252fpackage.json",
      "/uploads/..%5c..%5cpackage.json",
      "/uploads/..\\..\\package.json",
      "/uploads/%c0%ae%c0%ae/package.json",
      "/uploads/....//....//etc/passwd",
      `/uploads/${hash}.webp%00.png`,
      `/uploads/${hash}%00.webp`,
      "/uploads/%00",
      `/uploads/${hash.toUpperCase()}.webp`,
      `/uploads/${hash}.png`,
      `/uploads/${hash}.webp.svg`,
      `/uploads/${hash}`,
      `/uploads/x${hash}.webp`,
      `/uploads/${"0".repeat(32)}.webp`,
      `/uploads/${"f".repeat(32)}.webp`,
      `/uploads/${"a".repeat(5000)}.webp`,
      "/uploads/",
      "/uploads/.webp",
      "/uploads/%ff%fe.webp",
      "/uploads/'%20OR%20'1'='1.webp",
    ];
    const failures = await tryCases("uploads", paths, async (path) => {
      const answer = await rawGet(path);
      expectCleanRefusal(path, answer.status, answer.body, [404]);
      if (answer.body.includes("root:") || answer.body.includes('"name": "magicdeals"'))
        throw new Error(`${path}: a file outside the uploads was served`);
      if (answer.type.startsWith("image/")) throw new Error(`${path}: served as ${answer.type}`);
    });
    expect(failures).toEqual([]);
  });
});
