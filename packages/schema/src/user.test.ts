import { describe, expect, it } from "vitest";

import { createId } from "./shared/id";
import { defaultUser, defaultUserSecrets, userPictureSchema, userSchema, userSecretsSchema, usernameSchema } from "./user";

const usernameMessage =
  "Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.";

function buildUser(overrides: Record<string, unknown> = {}) {
  return {
    id: createId(),
    name: "Ada Lovelace",
    picture: null,
    username: "ada",
    email: "ada@example.com",
    createdAt: "2024-01-02T03:04:05.000Z",
    updatedAt: "2024-01-02T03:04:05.000Z",
    ...overrides,
  };
}

describe("usernameSchema", () => {
  it.each(["ada", "a.b-c_d", "user123", "x".repeat(255)])("accepts %j", (username) => {
    expect(usernameSchema.safeParse(username).success).toBe(true);
  });

  it.each(["Ada", "ada lovelace", "ada!", "ädä", "ada@home"])("rejects %j with its message", (username) => {
    const result = usernameSchema.safeParse(username);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(usernameMessage);
  });

  it("needs 3 to 255 characters", () => {
    expect(usernameSchema.safeParse("ab").success).toBe(false);
    expect(usernameSchema.safeParse("abc").success).toBe(true);
    expect(usernameSchema.safeParse("a".repeat(256)).success).toBe(false);
  });
});

describe("userSchema", () => {
  it("fills the defaults", () => {
    const user = userSchema.parse(buildUser());
    expect(user.locale).toBe("en-US");
    expect(user.emailVerified).toBe(false);
    expect(user.twoFactorEnabled).toBe(false);
    expect(user.provider).toBe("email");
    expect(defaultUser).toEqual({
      picture: null,
      locale: "en-US",
      emailVerified: false,
      twoFactorEnabled: false,
      provider: "email",
    });
  });

  it("converts timestamps to dates", () => {
    const user = userSchema.parse(buildUser());
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.createdAt.toISOString()).toBe("2024-01-02T03:04:05.000Z");
    expect(userSchema.safeParse(buildUser({ createdAt: "not a date" })).success).toBe(false);
  });

  it("needs a name of 3 to 255 characters", () => {
    expect(userSchema.safeParse(buildUser({ name: "Al" })).success).toBe(false);
    expect(userSchema.safeParse(buildUser({ name: "Ada" })).success).toBe(true);
    expect(userSchema.safeParse(buildUser({ name: "a".repeat(256) })).success).toBe(false);
  });

  it("takes an empty, null, http(s) or stored picture where it is written", () => {
    for (const picture of ["", null, "https://example.com/a.png", "http://example.com/a.png", "/api/storage/u1/pictures/a.webp"]) {
      expect(userPictureSchema.safeParse(picture).success).toBe(true);
      expect(userSchema.safeParse(buildUser({ picture })).success).toBe(true);
    }
    for (const picture of ["a.png", "javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png", "/api/storage/../x"]) {
      expect(userPictureSchema.safeParse(picture).success).toBe(false);
    }
  });

  it("takes only the three providers", () => {
    for (const provider of ["email", "github", "google"]) {
      expect(userSchema.safeParse(buildUser({ provider })).success).toBe(true);
    }
    expect(userSchema.safeParse(buildUser({ provider: "twitter" })).success).toBe(false);
  });

  it("needs a valid email", () => {
    expect(userSchema.safeParse(buildUser({ email: "ada" })).success).toBe(false);
    expect(userSchema.safeParse(buildUser({ email: "" })).success).toBe(false);
  });
});

describe("userSecretsSchema", () => {
  it("defaults backup codes to an empty list", () => {
    const secrets = userSecretsSchema.parse({
      ...defaultUserSecrets,
      twoFactorBackupCodes: undefined,
      id: createId(),
      userId: createId(),
    });
    expect(secrets.twoFactorBackupCodes).toEqual([]);
    expect(defaultUserSecrets.twoFactorBackupCodes).toEqual([]);
  });
});
