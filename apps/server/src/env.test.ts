import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvError, envVariableNames, parseEnv } from "./env";

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
    expect(env.CHROME_PATH).toBeUndefined();
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

  it("is documented in the README, variable by variable", () => {
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    for (const name of envVariableNames) expect(readme, `README lacks ${name}`).toContain(`\`${name}\``);
  });
});
