import { describe, expect, it } from "vitest";
import { storedLocale } from "@/i18n/stored-locale";
import { labelsLocale } from "./labels-locale";

describe("labelsLocale", () => {
  it("takes ?locale= first, then the picker's choice, then en-US", () => {
    expect(labelsLocale("?locale=de-DE", "fr-FR")).toBe("de-DE");
    expect(labelsLocale("", "de-DE")).toBe("de-DE");
    expect(labelsLocale("", null)).toBe("en-US");
  });

  it("accepts only the interface's languages, by locale or language code", () => {
    expect(labelsLocale("?locale=de", null)).toBe("de-DE");
    expect(labelsLocale("?locale=<script>", "xx-YY")).toBe("en-US");
  });
});

describe("storedLocale", () => {
  it("reads the picker's choice, and no choice from storage that refuses to be read", () => {
    expect(storedLocale(() => ({ getItem: (key) => (key === "locale" ? "ar-SA" : null) }))).toBe("ar-SA");
    expect(storedLocale(() => null)).toBeNull();
    expect(
      storedLocale(() => {
        throw new Error("SecurityError");
      }),
    ).toBeNull();
  });
});
