import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface GithubAccount {
  user: { login: string; name: string | null; email: string | null; avatar_url: string | null };
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface GoogleAccount {
  email: string;
  email_verified: boolean;
  name: string | null;
  picture: string | null;
}

interface Grant {
  provider: "github" | "google";
  redirectUri: string;
  codeChallenge: string | null;
}

const clientId = "test-client-id";
const clientSecret = "test-client-secret";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => resolve(body));
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/**
 * GitHub and Google as far as sign-in needs them, on a real HTTP server on 127.0.0.1:
 * authorise (redirect back with code and state), token exchange (checking the client
 * secret and, for Google, the PKCE verifier) and the profile endpoints. Tests set the
 * account the provider reports next.
 */
export class OAuthStandIn {
  github: GithubAccount = {
    user: { login: "octo-cat", name: "Octo Cat", email: null, avatar_url: "https://avatars.example/octo.png" },
    emails: [{ email: "octo@example.com", primary: true, verified: true }],
  };
  google: GoogleAccount = {
    email: "gina@example.com",
    email_verified: true,
    name: "Gina Google",
    picture: "https://lh3.example/gina.png",
  };
  /** Every request path the stand-in saw, to check what the server asked for. */
  readonly requests: string[] = [];
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, "github" | "google">();
  private readonly server: Server = createServer((request, response) => {
    void this.handle(request, response);
  });

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The environment that points a Vitae server at this stand-in. */
  env(): Record<string, string> {
    return {
      GITHUB_CLIENT_ID: clientId,
      GITHUB_CLIENT_SECRET: clientSecret,
      GITHUB_URL: this.origin,
      GITHUB_API_URL: `${this.origin}/api`,
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTH_URL: `${this.origin}/google/auth`,
      GOOGLE_TOKEN_URL: `${this.origin}/google/token`,
      GOOGLE_USERINFO_URL: `${this.origin}/google/userinfo`,
    };
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private authorize(url: URL, provider: "github" | "google", response: ServerResponse): void {
    const redirectUri = url.searchParams.get("redirect_uri");
    if (url.searchParams.get("client_id") !== clientId || !redirectUri) return json(response, 400, { error: "bad" });
    const code = randomBytes(8).toString("hex");
    this.grants.set(code, { provider, redirectUri, codeChallenge: url.searchParams.get("code_challenge") });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", url.searchParams.get("state") ?? "");
    response.writeHead(302, { location: back.toString() }).end();
  }

  private async token(request: IncomingMessage, provider: "github" | "google", response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const expectedAuth = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    const grant = this.grants.get(form.get("code") ?? "");
    if (request.headers.authorization !== expectedAuth || !grant || grant.provider !== provider) {
      return json(response, 400, { error: "invalid_grant" });
    }
    if (grant.redirectUri !== form.get("redirect_uri")) return json(response, 400, { error: "invalid_grant" });
    if (grant.codeChallenge) {
      const challenge = createHash("sha256").update(form.get("code_verifier") ?? "").digest("base64url");
      if (challenge !== grant.codeChallenge) return json(response, 400, { error: "invalid_grant" });
    }
    this.grants.delete(form.get("code") ?? "");
    const accessToken = randomBytes(8).toString("hex");
    this.tokens.set(accessToken, provider);
    json(response, 200, { access_token: accessToken, token_type: "bearer", scope: "", expires_in: 3600 });
  }

  private bearer(request: IncomingMessage, provider: "github" | "google"): boolean {
    const token = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
    return this.tokens.get(token) === provider;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.origin);
    this.requests.push(url.pathname);
    switch (`${request.method} ${url.pathname}`) {
      case "GET /login/oauth/authorize":
        return this.authorize(url, "github", response);
      case "POST /login/oauth/access_token":
        return this.token(request, "github", response);
      case "GET /api/user":
        return this.bearer(request, "github") ? json(response, 200, this.github.user) : json(response, 401, {});
      case "GET /api/user/emails":
        return this.bearer(request, "github") ? json(response, 200, this.github.emails) : json(response, 401, {});
      case "GET /google/auth":
        return this.authorize(url, "google", response);
      case "POST /google/token":
        return this.token(request, "google", response);
      case "GET /google/userinfo":
        return this.bearer(request, "google") ? json(response, 200, this.google) : json(response, 401, {});
      default:
        return json(response, 404, { message: "Not Found" });
    }
  }
}
