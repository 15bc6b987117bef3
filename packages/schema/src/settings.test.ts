import { describe, expect, it } from "vitest";

import { aiKeyMessage, aiKeySchema, deleteConfirmationSchema, nextTheme, themeSchema } from "./settings";

describe("AI key", () => {
  it.each(["sk-abc123", "sk-ABCdef0123456789", "sk-proj-AbC_12-xyz"])("accepts %j", (key) => {
    expect(aiKeySchema.safeParse(key).success).toBe(true);
  });

  it.each(["", "sk-", "abc123", "pk-abc", "sk abc", "sk-abc!", "SK-abc"])("rejects %j with a message", (key) => {
    const result = aiKeySchema.safeParse(key);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(aiKeyMessage);
  });
});

describe("theme", () => {
  it("is system, light or dark", () => {
    for (const theme of ["system", "light", "dark"]) expect(themeSchema.safeParse(theme).success).toBe(true);
    expect(themeSchema.safeParse("sepia").success).toBe(false);
  });

  it("cycles light, system, dark", () => {
    expect(nextTheme("light")).toBe("system");
    expect(nextTheme("system")).toBe("dark");
    expect(nextTheme("dark")).toBe("light");
  });
});

describe("delete confirmation", () => {
  it("must be exactly the word delete", () => {
    expect(deleteConfirmationSchema.safeParse("delete").success).toBe(true);
    for (const input of ["Delete", "DELETE", " delete", "delete ", "", "remove"]) {
      expect(deleteConfirmationSchema.safeParse(input).success, input).toBe(false);
    }
  });
});
