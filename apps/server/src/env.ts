import { projectCrowdinSlug, projectRepository } from "@vitae/schema";
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
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(["true", "false", "1", "0", "yes", "no"]))
      .transform((value) => value === "true" || value === "1" || value === "yes")
      .default(fallback),
  );

const booleanString = booleanFlag(false);

const httpUrl = z.url({ protocol: /^https?$/ });

/** The language-model APIs the web app may call from the browser unless the operator says otherwise. */
export const defaultAiAllowedOrigins = [
  "https://api.openai.com",
  "https://api.anthropic.com",
  "https://generativelanguage.googleapis.com",
  "https://api.mistral.ai",
  "https://api.groq.com",
  "https://openrouter.ai",
  "https://api.deepseek.com",
  "https://api.together.xyz",
  "https://api.fireworks.ai",
  "https://api.perplexity.ai",
  "https://api.x.ai",
  "https://api.cohere.com",
];

/** A comma-separated list of origins (scheme, host and port, no path), e.g. for the CSP. */
const originList = z
  .string()
  .transform((value) => value.split(",").map((origin) => origin.trim()).filter(Boolean))
  .pipe(
    z.array(
      httpUrl
        .refine((url) => new URL(url).pathname === "/" && !/[?#]/.test(url), {
          message: "must be an origin such as https://api.example.com, without a path",
        })
        .transform((url) => new URL(url).origin),
    ),
  );

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value) && URL.canParse(value), {
    message: "must be a postgres:// or postgresql:// connection URL",
  });

/** GitHub's contributors of the project's own repository. */
export const defaultGithubContributorsUrl = `https://api.github.com/repos/${projectRepository}/contributors?per_page=100`;
/** Crowdin's members of the project's translation project. */
export const defaultCrowdinMembersUrl = `https://api.crowdin.com/api/v2/projects/${projectCrowdinSlug}/members?limit=500`;

export const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "production").describe(
    "Runtime mode. `development` enables readable logs; `production` is the default.",
  ),
  HOST: withDefault(z.string().min(1), "0.0.0.0").describe("Interface the HTTP server listens on."),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000).describe(
    "Port the HTTP server listens on.",
  ),
  // Defaults to http://localhost:PORT (filled in after parsing, since it depends on PORT).
  PUBLIC_URL: optional(httpUrl).describe(
    "The address people use to reach the app; used only for what leaves the browser: links sent by " +
      "mail, share links, Open Graph and canonical tags, OAuth callbacks. Defaults to http://localhost:PORT.",
  ),
  DATA_DIR: withDefault(z.string().min(1), "./data").describe(
    "Folder for the embedded database (PGlite) and locally stored files. Must be writable.",
  ),
  DATABASE_URL: optional(postgresUrl).describe(
    "PostgreSQL connection URL. When set, PostgreSQL is used instead of the embedded database.",
  ),
  CHROME_PATH: withDefault(z.string().min(1), "/usr/bin/chromium").describe(
    "Path of the Chromium executable used for printing.",
  ),
  CHROME_URL: optional(z.url({ protocol: /^(wss?|https?)$/ })).describe(
    "Address of a remote Chromium (CDP endpoint, e.g. browserless). Overrides CHROME_PATH.",
  ),
  APP_INTERNAL_URL: optional(httpUrl).describe(
    "Origin the printing browser loads the artboard from (the app as seen from the browser). " +
      "Defaults to http://127.0.0.1:PORT; set it when the server does not listen on loopback or " +
      "when a remote browser (CHROME_URL) must reach the app at another address.",
  ),
  PRINTER_POOL_SIZE: optional(z.coerce.number().int().min(1).max(64)).describe(
    "How many resumes print at once (browser pages). Defaults to the number of CPU cores.",
  ),
  PRINTER_TIMEOUT_SECONDS: withDefault(z.coerce.number().min(1).max(300), 20).describe(
    "How long one print or preview may take, waiting in the queue included. A resume that " +
      "cannot print in time answers 422 ResumeTooLargeToPrint and frees its page for the next print.",
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
  AUTH_RATE_LIMIT: withDefault(z.coerce.number().int().min(1).max(100_000), 10).describe(
    "Requests per minute one client address may make to each sign-in, sign-up, password-reset and 2FA call.",
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
  CONTRIBUTORS_GITHUB_URL: withDefault(httpUrl, defaultGithubContributorsUrl).describe(
    "GitHub's contributors API for the project's repository, listed on the landing page " +
      "(GET /api/contributors/github). Fetched with a 3 s timeout and kept for 24 hours.",
  ),
  CONTRIBUTORS_CROWDIN_URL: withDefault(httpUrl, defaultCrowdinMembersUrl).describe(
    "Crowdin's API for the members of the project's translation project " +
      "(GET /api/contributors/crowdin). Fetched with a 3 s timeout and kept for 24 hours.",
  ),
  CROWDIN_TOKEN: optional(z.string().min(1)).describe(
    "Crowdin personal access token that reads the translation project's members. When unset, " +
      "the translators list is empty and Crowdin is never asked.",
  ),
  FONTS_CSS_URL: withDefault(httpUrl, "https://fonts.googleapis.com").describe(
    "Google Fonts' CSS API, asked (3 s timeout) for the font families of the catalogue other than the " +
      "self-hosted quick fonts (GET /api/fonts/css). Answers are kept 24 hours in DATA_DIR/font-cache.",
  ),
  FONTS_FILES_URL: withDefault(httpUrl, "https://fonts.gstatic.com").describe(
    "The host Google Fonts' CSS names for the font files; the only one font files are fetched from " +
      "(GET /api/fonts/file/…, 4 s timeout). Each file is kept for good in DATA_DIR/font-cache.",
  ),
  // The default goes through the list's parsing too (a zod default would skip it).
  AI_ALLOWED_ORIGINS: z.preprocess((value) => (value === "" || value === undefined ? defaultAiAllowedOrigins.join(",") : value), originList).describe(
    "Comma-separated origins of the language-model APIs the web app's writing tools may call from the " +
      "browser (the Content-Security-Policy's connect-src). Add your own provider's, e.g. a local " +
      "Ollama at http://localhost:11434.",
  ),
  TRASH_RETENTION_DAYS: withDefault(z.coerce.number().int().min(1).max(3650), 30).describe(
    "Days a deleted resume stays in the Trash (restorable) before it is deleted for good.",
  ),
  VERSIONS_THIN_AFTER_DAYS: withDefault(z.coerce.number().int().min(1).max(36500), 90).describe(
    "Automatic versions of a resume older than this many days are thinned to one per day; named versions are kept until deleted.",
  ),
  LOG_LEVEL: withDefault(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    "info",
  ).describe("Server log level."),
  STORAGE_ENDPOINT: optional(httpUrl).describe(
    "Address of an S3-compatible service (MinIO, Cloudflare R2, Backblaze B2…) for uploaded pictures. " +
      "Leave unset for Amazon S3 itself.",
  ),
  STORAGE_REGION: withDefault(z.string().min(1), "us-east-1").describe("Region of the S3 bucket."),
  STORAGE_BUCKET: optional(z.string().min(1)).describe(
    "S3 bucket for uploaded pictures. When set (with the access keys), files go to S3 instead of " +
      "DATA_DIR/storage.",
  ),
  STORAGE_ACCESS_KEY: optional(z.string().min(1)).describe("Access key id for the S3 bucket."),
  STORAGE_SECRET_KEY: optional(z.string().min(1)).describe("Secret access key for the S3 bucket."),
  STORAGE_FORCE_PATH_STYLE: booleanFlag(true).describe(
    "`true` addresses the bucket as ENDPOINT/BUCKET (MinIO and most self-hosted services); `false` " +
      "as BUCKET.ENDPOINT (virtual-hosted style).",
  ),
  STORAGE_QUOTA_MB: withDefault(z.coerce.number().positive().max(1_000_000), 50).describe(
    "How many megabytes of uploaded pictures one user may keep; an upload beyond answers 413 " +
      "StorageQuotaExceeded. Pictures no profile or resume uses are deleted a day after their upload.",
  ),
});

// S3 needs the bucket and both keys; a partial set is almost always a typo in an env file,
// and silently falling back to local files would lose uploads on the next deployment.
const s3Variables = ["STORAGE_BUCKET", "STORAGE_ACCESS_KEY", "STORAGE_SECRET_KEY"] as const;

function checkS3(env: z.output<typeof envSchema>, context: z.RefinementCtx): void {
  const given = [...s3Variables, "STORAGE_ENDPOINT" as const].filter((name) => env[name] !== undefined);
  if (given.length === 0) return;
  for (const name of s3Variables) {
    if (env[name] === undefined) {
      context.addIssue({
        code: "custom",
        path: [name],
        message:
          `is required for S3 storage (${given.join(", ")} ${given.length === 1 ? "is" : "are"} set); ` +
          "set STORAGE_BUCKET, STORAGE_ACCESS_KEY and STORAGE_SECRET_KEY together, or none of them " +
          "to keep files in DATA_DIR/storage",
      });
    }
  }
}

// PUBLIC_URL's default follows PORT, so `PORT=3999 npm start` mails links that work.
const checkedEnvSchema = envSchema
  .superRefine(checkS3)
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.output<typeof checkedEnvSchema>;

/** Whether uploads go to an S3 bucket rather than DATA_DIR/storage. */
export function usesS3(env: Env): env is Env & Required<Pick<Env, (typeof s3Variables)[number]>> {
  return env.STORAGE_BUCKET !== undefined;
}

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
  const result = checkedEnvSchema.safeParse(source);
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
