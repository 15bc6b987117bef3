import { describe, expect, it } from "vitest";

import {
  backupCodeSchema,
  backupCodesSchema,
  changePasswordFormSchema,
  forgotPasswordSchema,
  identifierKind,
  loginSchema,
  passwordMismatchMessage,
  registerSchema,
  resetPasswordSchema,
  twoFactorBackupSchema,
  twoFactorFormSchema,
  twoFactorSchema,
  updatePasswordSchema,
  updateUserSchema,
} from "./auth-payloads";

describe("login", () => {
  it("needs an identifier and a password of at least 6 characters", () => {
    expect(loginSchema.safeParse({ identifier: "ada", password: "secret" }).success).toBe(true);
    expect(loginSchema.safeParse({ identifier: "ada", password: "short" }).success).toBe(false);
    expect(loginSchema.safeParse({ identifier: "", password: "secret" }).success).toBe(false);
    expect(loginSchema.safeParse({ identifier: "   ", password: "secret" }).success).toBe(false);
  });

  it("treats an identifier with @ as an email", () => {
    expect(identifierKind("ada@example.com")).toBe("email");
    expect(identifierKind("ada")).toBe("username");
  });
});

describe("register", () => {
  const valid = { name: "Ada Lovelace", username: "ada", email: "ada@example.com", password: "secret" };

  it("defaults the locale to en-US", () => {
    expect(registerSchema.parse(valid).locale).toBe("en-US");
  });

  it("checks every field", () => {
    expect(registerSchema.safeParse({ ...valid, password: "12345" }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, username: "Ada" }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, email: "ada" }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, name: "Al" }).success).toBe(false);
  });
});

describe("password reset, forgot and update", () => {
  it("need a token and a 6-character password", () => {
    expect(resetPasswordSchema.safeParse({ token: "t", password: "secret" }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: "", password: "secret" }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: "t", password: "12345" }).success).toBe(false);
    expect(updatePasswordSchema.safeParse({ password: "123456" }).success).toBe(true);
    expect(updatePasswordSchema.safeParse({ password: "12345" }).success).toBe(false);
  });

  it("take the current password as an optional field of the update", () => {
    expect(updatePasswordSchema.parse({ currentPassword: "old-secret", password: "new-secret" })).toEqual({
      currentPassword: "old-secret",
      password: "new-secret",
    });
    expect(updatePasswordSchema.parse({ password: "new-secret" }).currentPassword).toBeUndefined();
    expect(updatePasswordSchema.safeParse({ currentPassword: "", password: "new-secret" }).success).toBe(false);
  });

  it("need a valid email to send a reset link", () => {
    expect(forgotPasswordSchema.safeParse({ email: "ada@example.com" }).success).toBe(true);
    expect(forgotPasswordSchema.safeParse({ email: "ada" }).success).toBe(false);
    expect(forgotPasswordSchema.safeParse({ email: "" }).success).toBe(false);
  });
});

describe("password change form", () => {
  it("accepts matching passwords", () => {
    expect(changePasswordFormSchema.safeParse({ password: "secret", confirm: "secret" }).success).toBe(true);
  });

  it("reports a mismatch under the confirmation", () => {
    const result = changePasswordFormSchema.safeParse({ password: "secret", confirm: "secrets" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirm"], message: passwordMismatchMessage }),
    ]);
  });

  it("needs both to be at least 6 characters", () => {
    expect(changePasswordFormSchema.safeParse({ password: "12345", confirm: "12345" }).success).toBe(false);
    const result = changePasswordFormSchema.safeParse({ password: "secret", confirm: "123" });
    expect(result.error?.issues.some((issue) => issue.path[0] === "confirm")).toBe(true);
  });
});

describe("two-factor code", () => {
  it.each(["123456", "000000"])("accepts %j", (code) => {
    expect(twoFactorSchema.safeParse({ code }).success).toBe(true);
  });

  it.each(["12345", "1234567", "12345a", "", " 123456", "12 456"])(
    "rejects %j with its message",
    (code) => {
      const result = twoFactorSchema.safeParse({ code });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["code must be a 6 digit number"]);
    },
  );

  it("may be empty in the dialog form, otherwise 6 digits", () => {
    const form = { uri: "otpauth://totp/x", backupCodes: [] };
    expect(twoFactorFormSchema.safeParse({ ...form, code: "" }).success).toBe(true);
    expect(twoFactorFormSchema.safeParse({ ...form, code: "123456" }).success).toBe(true);
    expect(twoFactorFormSchema.safeParse({ ...form, code: "1234" }).success).toBe(false);
  });
});

describe("backup code", () => {
  it.each(["abcde12345", "0000000000", "zzzzzzzzzz"])("accepts %j", (code) => {
    expect(backupCodeSchema.safeParse(code).success).toBe(true);
    expect(twoFactorBackupSchema.safeParse({ code }).success).toBe(true);
  });

  it.each(["abcde1234", "abcde123456", "ABCDE12345", "abcde-1234", ""])("rejects %j", (code) => {
    expect(backupCodeSchema.safeParse(code).success).toBe(false);
  });

  it("lists hold only 10-character codes", () => {
    expect(backupCodesSchema.safeParse(["abcde12345", "fghij67890"]).success).toBe(true);
    expect(backupCodesSchema.safeParse(["abcde12345", "short"]).success).toBe(false);
  });
});

describe("profile update", () => {
  it("makes every field optional and checks the ones given", () => {
    expect(updateUserSchema.safeParse({}).success).toBe(true);
    expect(updateUserSchema.safeParse({ locale: "de-DE" }).success).toBe(true);
    expect(updateUserSchema.safeParse({ picture: null }).success).toBe(true);
    expect(updateUserSchema.safeParse({ username: "Bad Name" }).success).toBe(false);
    expect(updateUserSchema.safeParse({ email: "nope" }).success).toBe(false);
  });
});
