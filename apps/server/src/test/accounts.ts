import { randomBytes } from "node:crypto";
import type { RegisterDto, User } from "@vitae/schema";
import { expect } from "vitest";
import type { TestClient } from "./cookie-jar";

/** A registration nobody else in the test run uses; override what the test is about. */
export function buildRegistration(overrides: Partial<RegisterDto> = {}): RegisterDto {
  const suffix = randomBytes(4).toString("hex");
  return {
    name: "Ada Lovelace",
    username: `ada-${suffix}`,
    email: `ada-${suffix}@example.com`,
    password: "analytical-engine",
    locale: "en-US",
    ...overrides,
  };
}

/** Registers through the API; the client then holds the new session's cookies. */
export async function signUp(
  client: TestClient,
  overrides: Partial<RegisterDto> = {},
): Promise<{ user: User; registration: RegisterDto }> {
  const registration = buildRegistration(overrides);
  const response = await client.post("/api/auth/register", registration);
  expect(response.statusCode, response.body).toBe(201);
  return { user: response.json(), registration };
}
