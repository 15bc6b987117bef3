import { z } from "zod";

/**
 * Every configuration variable the server reads, parsed once at start. Nothing else in
 * the server reads `process.env`: modules receive the parsed `Env`.
 *
 * Each variable carries its documentation in `.describe()` so the README's table can be
 * checked against this file (see env.test.ts).
 */

// Docker env files and shells often export a variable as "" to mean "unset".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.default(fallback as never));

// "true"/"false" (also 1/0, yes/no, any case): env files cannot carry real booleans.
const booleanString = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(["true", "false", "1", "0", "yes", "no"]))
    .transform((value) => value === "true" || value === "1" || value === "yes")
    .default(false),
);

const httpUrl = z.url({ protocol: /^https?$/ });

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value) && URL.canParse(value), {
    message: "must be a postgres:// or postgresql:// connection URL",
  });

export const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "production").describe(
    "Runtime mode. `development` enables readable logs; `production` is the default.",
  ),
  HOST: withDefault(z.string().min(1), "0.0.0.0").describe("Interface the HTTP server listens on."),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000).describe(
    "Port the HTTP server listens on.",
  ),
  PUBLIC_URL: withDefault(httpUrl, "http://localhost:3000").describe(
    "The address people use to reach the app; used in links sent by mail and in share links.",
  ),
  DATA_DIR: withDefault(z.string().min(1), "./data").describe(
    "Folder for the embedded database (PGlite) and locally stored files. Must be writable.",
  ),
  DATABASE_URL: optional(postgresUrl).describe(
    "PostgreSQL connection URL. When set, PostgreSQL is used instead of the embedded database.",
  ),
  CHROME_PATH: optional(z.string().min(1)).describe(
    "Path of the Chromium executable used for printing. Defaults to /usr/bin/chromium.",
  ),
  CHROME_URL: optional(z.url({ protocol: /^(wss?|https?)$/ })).describe(
    "Address of a remote Chromium (CDP endpoint, e.g. browserless). Overrides CHROME_PATH.",
  ),
  AUTH_SECRET: optional(z.string().min(32)).describe(
    "Key (at least 32 characters) that signs session tokens. When unset, one is generated at " +
      "first start and kept in DATA_DIR/auth-secret; set it when running more than one instance.",
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })).describe(
    "Mail server for verification and password-reset mails, e.g. smtps://user:pass@mail.example.com:465. " +
      "When unset, mails are printed to the console.",
  ),
  MAIL_FROM: withDefault(z.string().min(3), "Vitae <noreply@localhost>").describe(
    "Sender of the mails the server sends.",
  ),
  DISABLE_SIGNUPS: booleanString.describe(
    "`true` turns registration off (sign-in still works, also through GitHub/Google for existing accounts).",
  ),
  TRUST_PROXY: booleanString.describe(
    "`true` when the server runs behind a reverse proxy, so client addresses (rate limits) are read " +
      "from X-Forwarded-For.",
  ),
  GITHUB_CLIENT_ID: optional(z.string().min(1)).describe(
    "OAuth app client id for sign-in with GitHub (enabled when id and secret are both set).",
  ),
  GITHUB_CLIENT_SECRET: optional(z.string().min(1)).describe("OAuth app client secret for sign-in with GitHub."),
  GITHUB_URL: withDefault(httpUrl, "https://github.com").describe(
    "Address of GitHub, or of a GitHub Enterprise server, for sign-in.",
  ),
  GITHUB_API_URL: withDefault(httpUrl, "https://api.github.com").describe(
    "GitHub's REST API (GitHub Enterprise: https://HOST/api/v3).",
  ),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)).describe(
    "OAuth client id for sign-in with Google (enabled when id and secret are both set).",
  ),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)).describe("OAuth client secret for sign-in with Google."),
  GOOGLE_AUTH_URL: withDefault(httpUrl, "https://accounts.google.com/o/oauth2/v2/auth").describe(
    "Google's authorisation endpoint.",
  ),
  GOOGLE_TOKEN_URL: withDefault(httpUrl, "https://oauth2.googleapis.com/token").describe(
    "Google's token endpoint.",
  ),
  GOOGLE_USERINFO_URL: withDefault(httpUrl, "https://openidconnect.googleapis.com/v1/userinfo").describe(
    "Google's OpenID Connect user-info endpoint.",
  ),
  LOG_LEVEL: withDefault(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    "info",
  ).describe("Server log level."),
});

export type Env = z.infer<typeof envSchema>;

/** The names of every variable, for documentation checks. */
export const envVariableNames = Object.keys(envSchema.shape) as (keyof Env)[];

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses the given environment, collecting every problem rather than stopping at the first. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  );
}

/** Reads `process.env`; on bad configuration prints every problem and exits non-zero. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
