// A tiny cookie-keeping HTTP client for tests that speak to the app without a browser:
// it sends the same Origin a browser would.
export class HttpClient {
  /** Each client is its own visitor to the app's throttling (the test app trusts one proxy). */
  constructor(
    readonly baseUrl: string,
    private readonly cookies = new Map<string, string>(),
    private readonly ip = `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
  ) {}

  /** The same visitor (cookies and address) speaking to another copy of the app, as behind a load balancer. */
  at(baseUrl: string): HttpClient {
    return new HttpClient(baseUrl, this.cookies, this.ip);
  }

  private remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      if (!name) continue;
      const value = rest.join("=");
      if (value === "" || /max-age=0/i.test(header)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async get(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(this.baseUrl + path, {
      redirect: "manual",
      ...init,
      headers: { Cookie: this.cookieHeader(), "X-Forwarded-For": this.ip, ...(init.headers as Record<string, string>) },
    });
    this.remember(response);
    return response;
  }

  /**
   * Posts a form as a browser would: same-origin unless told otherwise (`origin: null` sends no
   * Origin; `headers` adds e.g. a Referer or Sec-Fetch-Site).
   */
  async postForm(
    path: string,
    fields: Record<string, string>,
    options: { origin?: string | null; headers?: Record<string, string> } = {},
  ) {
    const origin = options.origin === undefined ? this.baseUrl : options.origin;
    const response = await fetch(this.baseUrl + path, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields),
      headers: {
        Cookie: this.cookieHeader(),
        "X-Forwarded-For": this.ip,
        ...(origin ? { Origin: origin } : {}),
        ...options.headers,
      },
    });
    this.remember(response);
    return response;
  }
}
