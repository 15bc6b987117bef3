import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvError, envVariableNames, parseEnv, usesS3 } from "./env";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CHROME_URL).toBeUndefined();
  });

  it("defaults PUBLIC_URL to localhost on the port the server listens on", () => {
    expect(parseEnv({ PORT: "3999" }).PUBLIC_URL).toBe("http://localhost:3999");
    expect(parseEnv({ PORT: "3999", PUBLIC_URL: "https://cv.example.org" }).PUBLIC_URL).toBe("https://cv.example.org");
    expect(parseEnv({ PORT: "3999", PUBLIC_URL: "" }).PUBLIC_URL).toBe("http://localhost:3999");
  });

  it("applies the accounts defaults", () => {
    expect(parseEnv({})).toMatchObject({
      MAIL_FROM: "Vitae <noreply@localhost>",
      DISABLE_SIGNUPS: false,
      TRUST_PROXY: false,
      GITHUB_URL: "https://github.com",
      GITHUB_API_URL: "https://api.github.com",
      GOOGLE_AUTH_URL: "https://accounts.google.com/o/oauth2/v2/auth",
      GOOGLE_TOKEN_URL: "https://oauth2.googleapis.com/token",
      GOOGLE_USERINFO_URL: "https://openidconnect.googleapis.com/v1/userinfo",
    });
    const env = parseEnv({});
    for (const name of ["AUTH_SECRET", "SMTP_URL", "GITHUB_CLIENT_ID", "GOOGLE_CLIENT_SECRET"] as const) {
      expect(env[name]).toBeUndefined();
    }
  });

  it("asks GitHub and Crowdin about the project's own repository by default", () => {
    const env = parseEnv({});
    expect(env.CONTRIBUTORS_GITHUB_URL).toMatch(/^https:\/\/api\.github\.com\/repos\/[^/]+\/[^/]+\/contributors/);
    expect(env.CONTRIBUTORS_CROWDIN_URL).toMatch(/^https:\/\/api\.crowdin\.com\/api\/v2\/projects\/[^/]+\/members/);
    expect(env.CROWDIN_TOKEN).toBeUndefined();
    expect(() => parseEnv({ CONTRIBUTORS_GITHUB_URL: "github.com/x" })).toThrow(/CONTRIBUTORS_GITHUB_URL/);
  });

  it.each([
    ["true", true],
    ["TRUE", true],
    ["1", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["no", false],
    ["", false],
  ])("reads the boolean %j as %s", (value, expected) => {
    expect(parseEnv({ DISABLE_SIGNUPS: value, TRUST_PROXY: value })).toMatchObject({
      DISABLE_SIGNUPS: expected,
      TRUST_PROXY: expected,
    });
  });

  it("checks the accounts variables", () => {
    let caught: unknown;
    try {
      parseEnv({ AUTH_SECRET: "too-short", SMTP_URL: "http://mail.example.com", DISABLE_SIGNUPS: "maybe" });
    } catch (error) {
      caught = error;
    }
    const problems = (caught as EnvError).problems.join("\n");
    for (const name of ["AUTH_SECRET", "SMTP_URL", "DISABLE_SIGNUPS"]) expect(problems).toContain(name);
    expect(parseEnv({ SMTP_URL: "smtps://user:pass@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://user:pass@mail.example.com:465",
    );
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", PORT: "", CHROME_PATH: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.CHROME_PATH).toBe("/usr/bin/chromium");
  });

  it("accepts PostgreSQL URLs with either scheme", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@db:5432/vitae" }).DATABASE_URL).toBe(
      "postgres://u:p@db:5432/vitae",
    );
    expect(parseEnv({ DATABASE_URL: "postgresql://db/vitae" }).DATABASE_URL).toBe("postgresql://db/vitae");
  });

  it("reports every problem at once", () => {
    let caught: unknown;
    try {
      parseEnv({ PORT: "seventy", DATABASE_URL: "mysql://db/x", LOG_LEVEL: "loud", PUBLIC_URL: "ftp://x" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join("\n");
    for (const name of ["PORT", "DATABASE_URL", "LOG_LEVEL", "PUBLIC_URL"]) expect(problems).toContain(name);
    expect((caught as EnvError).problems).toHaveLength(4);
  });

  it("keeps files locally unless an S3 bucket is configured", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ STORAGE_REGION: "us-east-1", STORAGE_FORCE_PATH_STYLE: true });
    expect(usesS3(env)).toBe(false);
    expect(parseEnv({ STORAGE_FORCE_PATH_STYLE: "" }).STORAGE_FORCE_PATH_STYLE).toBe(true);
    expect(parseEnv({ STORAGE_FORCE_PATH_STYLE: "false" }).STORAGE_FORCE_PATH_STYLE).toBe(false);
  });

  it("takes a complete S3 configuration", () => {
    const env = parseEnv({
      STORAGE_ENDPOINT: "http://minio:9000",
      STORAGE_BUCKET: "vitae",
      STORAGE_ACCESS_KEY: "key",
      STORAGE_SECRET_KEY: "secret",
      STORAGE_REGION: "eu-central-1",
    });
    expect(usesS3(env)).toBe(true);
    expect(env).toMatchObject({ STORAGE_ENDPOINT: "http://minio:9000", STORAGE_REGION: "eu-central-1" });
    // Amazon S3 itself needs no endpoint.
    expect(usesS3(parseEnv({ STORAGE_BUCKET: "b", STORAGE_ACCESS_KEY: "k", STORAGE_SECRET_KEY: "s" }))).toBe(true);
  });

  it.each([
    [{ STORAGE_ENDPOINT: "http://minio:9000" }, ["STORAGE_BUCKET", "STORAGE_ACCESS_KEY", "STORAGE_SECRET_KEY"]],
    [{ STORAGE_BUCKET: "vitae" }, ["STORAGE_ACCESS_KEY", "STORAGE_SECRET_KEY"]],
    [{ STORAGE_BUCKET: "vitae", STORAGE_ACCESS_KEY: "key" }, ["STORAGE_SECRET_KEY"]],
    [{ STORAGE_ACCESS_KEY: "key", STORAGE_SECRET_KEY: "secret" }, ["STORAGE_BUCKET"]],
  ])("refuses the partial S3 configuration %j", (source, missing) => {
    let caught: unknown;
    try {
      parseEnv(source);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems;
    expect(problems).toHaveLength(missing.length);
    for (const [index, name] of missing.entries()) {
      expect(problems[index]).toMatch(new RegExp(`^${name}: is required for S3 storage`));
    }
  });

  it("refuses an S3 endpoint that is not an http(s) URL", () => {
    expect(() =>
      parseEnv({ STORAGE_ENDPOINT: "minio:9000", STORAGE_BUCKET: "b", STORAGE_ACCESS_KEY: "k", STORAGE_SECRET_KEY: "s" }),
    ).toThrow(/STORAGE_ENDPOINT/);
  });

  it("is documented in the README, variable by variable", () => {
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    for (const name of envVariableNames) expect(readme, `README lacks ${name}`).toContain(`\`${name}\``);
  });
});
