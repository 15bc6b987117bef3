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
