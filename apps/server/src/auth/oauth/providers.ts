import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { z } from "zod";
import type { Env } from "../../env";
import { publicUrl } from "../../public-url";

export type OAuthProviderName = "github" | "google";

/** What a provider tells us about the person signing in. */
export interface OAuthProfile {
  email: string | null;
  /** Whether the provider vouches that the person controls `email`. */
  emailVerified: boolean;
  name: string | null;
  /** A handle to derive a username from (GitHub login, else the email's local part). */
  login: string | null;
  picture: string | null;
}

export interface OAuthProvider {
  name: OAuthProviderName;
  /** PKCE needs a verifier kept (in a cookie) between the redirect and the callback. */
  usesPkce: boolean;
  authorizationUrl(state: string, codeVerifier: string | null): URL;
  /** Exchanges the callback's code and reads the profile; throws when the provider fails. */
  fetchProfile(code: string, codeVerifier: string | null): Promise<OAuthProfile>;
}

/** The provider is slow or down: the callback still answers, with an error redirect. */
const requestTimeoutMs = 10_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${requestTimeoutMs} ms`)), requestTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function getJson<T extends z.ZodType>(url: string, accessToken: string, schema: T): Promise<z.infer<T>> {
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: "application/json",
      // GitHub refuses requests without one.
      "user-agent": "Vitae",
    },
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return schema.parse(await response.json());
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

const githubUserSchema = z.object({
  login: z.string(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  avatar_url: z.string().nullish(),
});
const githubEmailsSchema = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

function github(env: Env, clientId: string, clientSecret: string): OAuthProvider {
  const client = new OAuth2Client(clientId, clientSecret, publicUrl(env, "/api/auth/github/callback"));
  const web = trimSlash(env.GITHUB_URL);
  const api = trimSlash(env.GITHUB_API_URL);
  return {
    name: "github",
    usesPkce: false,
    authorizationUrl: (state) =>
      client.createAuthorizationURL(`${web}/login/oauth/authorize`, state, ["read:user", "user:email"]),
    async fetchProfile(code) {
      const tokens = await withTimeout(client.validateAuthorizationCode(`${web}/login/oauth/access_token`, code, null));
      const accessToken = tokens.accessToken();
      const [user, emails] = await Promise.all([
        getJson(`${api}/user`, accessToken, githubUserSchema),
        getJson(`${api}/user/emails`, accessToken, githubEmailsSchema),
      ]);
      // The primary address, trusted only when GitHub has verified it.
      const primary = emails.find((entry) => entry.primary);
      return {
        email: primary?.email ?? user.email ?? null,
        emailVerified: primary?.verified ?? false,
        name: user.name ?? null,
        login: user.login,
        picture: user.avatar_url ?? null,
      };
    },
  };
}

const googleUserSchema = z.object({
  email: z.string().nullish(),
  email_verified: z.boolean().nullish(),
  name: z.string().nullish(),
  picture: z.string().nullish(),
});

function google(env: Env, clientId: string, clientSecret: string): OAuthProvider {
  const client = new OAuth2Client(clientId, clientSecret, publicUrl(env, "/api/auth/google/callback"));
  return {
    name: "google",
    usesPkce: true,
    authorizationUrl: (state, codeVerifier) =>
      client.createAuthorizationURLWithPKCE(env.GOOGLE_AUTH_URL, state, CodeChallengeMethod.S256, codeVerifier ?? "", [
        "openid",
        "email",
        "profile",
      ]),
    async fetchProfile(code, codeVerifier) {
      const tokens = await withTimeout(client.validateAuthorizationCode(env.GOOGLE_TOKEN_URL, code, codeVerifier));
      const info = await getJson(env.GOOGLE_USERINFO_URL, tokens.accessToken(), googleUserSchema);
      return {
        email: info.email ?? null,
        emailVerified: info.email_verified === true,
        name: info.name ?? null,
        login: info.email?.split("@")[0] ?? null,
        picture: info.picture ?? null,
      };
    },
  };
}

/** The providers whose id and secret are both configured, in the order the UI lists them. */
export function configuredProviders(env: Env): OAuthProvider[] {
  const providers: OAuthProvider[] = [];
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    providers.push(github(env, env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET));
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push(google(env, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET));
  }
  return providers;
}
