import type { User } from "@vitae/schema";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/api/query-client";
import { userQuery, userQueryKey } from "@/api/user-query";
import { LOCALE_STORAGE_KEY } from "@/constants";
import { ada } from "@/test/user-fixture";
import { adoptAccountLocale } from "./adopt-account-locale";

/** A browser where `stored` was chosen before, showing `shown`, watching the cache. */
function setUp({ stored = null as string | null, shown = "en-US", refused = false } = {}) {
  const items = new Map<string, string>(stored ? [[LOCALE_STORAGE_KEY, stored]] : []);
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refused) throw new DOMException("refused", "SecurityError");
      items.set(key, value);
    },
  };
  const language = {
    language: shown,
    changeLanguage: vi.fn(async (locale?: string) => {
      language.language = locale ?? language.language;
      return (() => "") as never;
    }),
  };
  const queryClient = createQueryClient();
  const start = () => adoptAccountLocale(queryClient, language, () => storage);
  return { items, language, queryClient, start };
}

const german: User = { ...ada, locale: "de-DE" };

describe("adoptAccountLocale", () => {
  it("stores and shows the account's language when a sign-in puts the user in the cache", () => {
    const { items, language, queryClient, start } = setUp({ stored: "en-US" });
    start();
    queryClient.setQueryData(userQueryKey, german);
    expect(items.get(LOCALE_STORAGE_KEY)).toBe("de-DE");
    expect(language.changeLanguage).toHaveBeenCalledExactlyOnceWith("de-DE");
  });

  it("adopts the language of a session found when the page loads, in a browser that chose none", async () => {
    const { items, language, queryClient, start } = setUp();
    start();
    await queryClient.fetchQuery({ ...userQuery, queryFn: async () => german });
    expect(items.get(LOCALE_STORAGE_KEY)).toBe("de-DE");
    expect(language.changeLanguage).toHaveBeenCalledWith("de-DE");
  });

  it("adopts a user the cache already held before it started", () => {
    const { items, language, queryClient, start } = setUp({ stored: "fr-FR", shown: "fr-FR" });
    queryClient.setQueryData(userQueryKey, german);
    start();
    expect(items.get(LOCALE_STORAGE_KEY)).toBe("de-DE");
    expect(language.changeLanguage).toHaveBeenCalledWith("de-DE");
  });

  it("takes the shipped locale of a bare language code", () => {
    const { items, queryClient, start } = setUp({ stored: "en-US" });
    start();
    queryClient.setQueryData(userQueryKey, { ...ada, locale: "de" });
    expect(items.get(LOCALE_STORAGE_KEY)).toBe("de-DE");
  });

  it("leaves the page alone when the account's language is this browser's, nobody is signed in, or the locale is not ours", () => {
    const { items, language, queryClient, start } = setUp({ stored: "de-DE", shown: "de-DE" });
    start();
    queryClient.setQueryData(userQueryKey, german);
    queryClient.setQueryData(userQueryKey, null);
    queryClient.setQueryData(userQueryKey, { ...ada, locale: "xx-XX" });
    expect(items.get(LOCALE_STORAGE_KEY)).toBe("de-DE");
    expect(language.changeLanguage).not.toHaveBeenCalled();
  });

  it("does not adopt the default en-US, which social sign-ups have without choosing it", () => {
    const { items, language, queryClient, start } = setUp({ stored: "de-DE", shown: "de-DE" });
    start();
    queryClient.setQueryData(userQueryKey, { ...ada, locale: "en-US" });
    expect(items.get(LOCALE_STORAGE_KEY)).toBe("de-DE");
    expect(language.changeLanguage).not.toHaveBeenCalled();
  });

  it("still switches this page when storage is refused", () => {
    const { language, queryClient, start } = setUp({ refused: true });
    start();
    queryClient.setQueryData(userQueryKey, german);
    expect(language.changeLanguage).toHaveBeenCalledWith("de-DE");
  });

  it("ignores other queries and stops when unsubscribed", () => {
    const { language, queryClient, start } = setUp({ stored: "en-US" });
    const stop = start();
    queryClient.setQueryData(["resumes"], [german]);
    stop();
    queryClient.setQueryData(userQueryKey, german);
    expect(language.changeLanguage).not.toHaveBeenCalled();
  });
});
