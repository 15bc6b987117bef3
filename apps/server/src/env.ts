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
  PUBLIC_URL: withDefault(z.url({ protocol: /^https?$/ }), "http://localhost:3000").describe(
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
