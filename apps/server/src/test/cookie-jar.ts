import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A browser's cookie store, enough for `app.inject`: keeps what responses set, drops
 * what they clear, and sends each cookie only to URLs under its Path.
 */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(response: LightMyRequestResponse): void {
    const cookies = response.cookies as { name: string; value: string; path?: string; maxAge?: number; expires?: Date }[];
    for (const cookie of cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === "") this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? "/" });
    }
  }

  /** The Cookie header a browser would send to `url`. */
  headerFor(url: string): string {
    const pathname = new URL(url, "http://localhost").pathname;
    return [...this.cookies]
      .filter(([, { path }]) => pathname === path || pathname.startsWith(path.endsWith("/") ? path : `${path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join("; ");
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string, path = "/"): void {
    this.cookies.set(name, { value, path });
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  /** A second jar holding the same cookies (another browser with a copied session). */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, cookie] of this.cookies) copy.set(name, cookie.value, cookie.path);
    return copy;
  }
}

/** `app.inject` through a cookie jar, like one browser making calls in turn. */
export class TestClient {
  constructor(
    private readonly app: FastifyInstance,
    readonly jar = new CookieJar(),
  ) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = this.jar.headerFor(options.url);
    const response = await this.app.inject({
      ...options,
      headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
    });
    this.jar.store(response);
    // What the call left for after its answer (a view counted, a download noted) is done
    // before the test reads anything else, as it would be by the time a person looks.
    await this.app.afterResponsesSettled();
    return response;
  }

  get(url: string) {
    return this.request({ method: "GET", url });
  }

  post(url: string, payload?: object) {
    return this.request({ method: "POST", url, ...(payload ? { payload } : {}) });
  }

  patch(url: string, payload: object) {
    return this.request({ method: "PATCH", url, payload });
  }

  delete(url: string, payload?: object) {
    return this.request({ method: "DELETE", url, ...(payload ? { payload } : {}) });
  }
}
