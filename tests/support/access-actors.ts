// Who speaks to the app in the access-control suite: a visitor with its own cookies and client
// address, signed in through the real forms (or not at all), posting forms,
// multipart uploads and JSON the way the app's own pages do.
import { randomUUID } from "node:crypto";
import { HttpClient } from "./http-client";

export type IdentityName = "anonymous" | "customer" | "otherCustomer" | "partner" | "otherPartner" | "admin";

export const IDENTITIES: readonly IdentityName[] = [
  "anonymous",
  "customer",
  "otherCustomer",
  "partner",
  "otherPartner",
  "admin",
];

const randomIp = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(1 + Math.random() * 254)}`;

export class Actor {
  readonly cookies: Map<string, string>;
  readonly client: HttpClient;

  constructor(
    readonly name: string,
    readonly baseUrl: string,
    cookies: Map<string, string> = new Map(),
    readonly ip = randomIp(),
  ) {
    this.cookies = cookies;
    this.client = new HttpClient(baseUrl, cookies, ip);
  }

  /** Another visitor with a copy of this one's cookies (changed as given) and its own address. */
  withCookies(name: string, change: (cookies: Map<string, string>) => void): Actor {
    const copy = new Map(this.cookies);
    change(copy);
    return new Actor(name, this.baseUrl, copy);
  }

  get session(): string | undefined {
    return this.cookies.get("session");
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.client.get(path, { headers });
  }

  async post(path: string, fields: Record<string, string> = {}): Promise<Response> {
    return this.client.postForm(path, fields);
  }

  /** A form sent with another method (PUT, PATCH, DELETE …): React Router runs the action for each. */
  async submit(method: string, path: string, fields: Record<string, string>): Promise<Response> {
    const body = new URLSearchParams(fields);
    return this.send(path, body, {}, method);
  }

  private async send(path: string, body: BodyInit, headers: Record<string, string>, method = "POST") {
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: "manual",
      body,
      headers: { Cookie: this.client.cookieHeader(), "X-Forwarded-For": this.ip, Origin: this.baseUrl, ...headers },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [cookie, ...rest] = (pair ?? "").split("=");
      if (!cookie) continue;
      const value = rest.join("=");
      if (value === "" || /max-age=0/i.test(header)) this.cookies.delete(cookie.trim());
      else this.cookies.set(cookie.trim(), value);
    }
    return response;
  }

  /** A multipart form (file uploads). */
  async postMultipart(path: string, form: FormData): Promise<Response> {
    return this.send(path, form, {});
  }

  /** A JSON body, as the sign-up wizard sends it. */
  async postJson(path: string, value: unknown): Promise<Response> {
    return this.send(path, JSON.stringify(value), { "Content-Type": "application/json" });
  }
}

/** A visitor signed in through a sign-in form (/login or /business/login). */
export async function signIn(name: string, baseUrl: string, email: string, password: string, form = "/login") {
  const actor = new Actor(name, baseUrl);
  const response = await actor.post(form, { email, password, redirectTo: "/" });
  if (response.status !== 302 || !actor.session)
    throw new Error(`${email} could not sign in at ${form}: ${response.status}`);
  return actor;
}

/** A new customer account registered through /register, then signed in through /login. */
export async function registerCustomer(name: string, baseUrl: string, fullName: string) {
  const actor = new Actor(name, baseUrl);
  const email = `kunde+${randomUUID()}@example.no`;
  const password = `hemmelig-${randomUUID()}`;
  const response = await actor.post("/register", { name: fullName, email, password, confirmPassword: password });
  // Registering signs nobody in (the answer is the same for a known address): sign in next.
  if (response.status !== 200) throw new Error(`Registering ${email} failed: ${response.status}`);
  const signedIn = await actor.post("/login", { email, password, redirectTo: "/" });
  if (signedIn.status !== 302 || !actor.session) throw new Error(`Signing in ${email} failed: ${signedIn.status}`);
  return { actor, email };
}

/** A new partner registered through POST /api/business/register, then signed in (awaiting approval). */
export async function registerPartner(
  name: string,
  baseUrl: string,
  business: { name: string; orgNumber: string; plan: "starter" | "ecommerce" | "growth" },
) {
  const actor = new Actor(name, baseUrl);
  const email = `partner+${randomUUID()}@example.no`;
  const password = `hemmelig-${randomUUID()}`;
  const response = await actor.postJson("/api/business/register", {
    name: business.name,
    orgNumber: business.orgNumber,
    email,
    phone: "+47 91 23 45 67",
    website: "",
    description: "En bedrift laget av tilgangstestene.",
    city: "Trondheim",
    address: "Munkegata 1, 7011 Trondheim",
    contactPerson: "Tora Tilgang",
    plan: business.plan,
    password,
    confirmPassword: password,
    acceptAgreement: true,
    logo: null,
  });
  if (response.status !== 200)
    throw new Error(`Registering partner ${business.name} failed: ${response.status} ${await response.text()}`);
  const signedIn = await actor.post("/business/login", { email, password, redirectTo: "/business/dashboard" });
  if (signedIn.status !== 302 || !actor.session)
    throw new Error(`Signing in partner ${business.name} failed: ${signedIn.status}`);
  return { actor, email };
}
