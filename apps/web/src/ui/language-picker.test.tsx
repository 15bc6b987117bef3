import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { type User, languages } from "@vitae/schema";
import i18next from "i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userQueryKey } from "@/api/user-query";
import { LOCALE_STORAGE_KEY } from "@/constants";
import { adoptAccountLocale } from "@/i18n/adopt-account-locale";
import { page } from "@/i18n/switch-locale";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada, adaJson } from "@/test/user-fixture";
import { useToastStore } from "./toast/toast-store";
import { LanguagePicker } from "./language-picker";

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

const picker = () => screen.getByRole("combobox", { name: enUS.language.label }) as HTMLSelectElement;

describe("LanguagePicker", () => {
  it("offers the 48 languages, each named in itself, with the current one chosen", () => {
    renderRoute(LanguagePicker, { path: "/" });
    const options = [...picker().options];
    expect(options).toHaveLength(48);
    expect(options.map((option) => option.textContent)).toEqual(languages.map((language) => language.name));
    expect(options.find((option) => option.value === "de-DE")?.textContent).toBe("Deutsch");
    expect(options.find((option) => option.value === "ar-SA")?.lang).toBe("ar-SA");
    expect(picker().value).toBe("en-US");
  });

  it("stores a visitor's choice in this browser and reloads, without calling the API", async () => {
    const reload = vi.spyOn(page, "reload").mockImplementation(() => {});
    renderRoute(LanguagePicker, { path: "/" });
    await userEvent.setup().selectOptions(picker(), "de-DE");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("de-DE");
    expect(reload).toHaveBeenCalledOnce();
    expect(api.calls).toHaveLength(0);
  });

  it("saves a signed-in user's choice to the account first", async () => {
    api.on("PATCH /api/user/me", ({ body }) => ok({ ...adaJson, ...(body as object) }));
    const reload = vi.spyOn(page, "reload").mockImplementation(() => {});
    const { queryClient } = renderRoute(LanguagePicker, { path: "/", user: ada });
    await userEvent.setup().selectOptions(picker(), "ar-SA");
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ["PATCH", "/api/user/me", { locale: "ar-SA" }],
    ]);
    expect(queryClient.getQueryData<User>(userQueryKey)?.locale).toBe("ar-SA");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("ar-SA");
  });

  it("leaves a signed-in user's change to the reload although the account's language is adopted on sight", async () => {
    api.on("PATCH /api/user/me", ({ body }) => ok({ ...adaJson, ...(body as object) }));
    const reload = vi.spyOn(page, "reload").mockImplementation(() => {});
    const changeLanguage = vi.spyOn(i18next, "changeLanguage");
    const { queryClient } = renderRoute(LanguagePicker, { path: "/", user: ada });
    const stop = adoptAccountLocale(queryClient);
    await userEvent.setup().selectOptions(picker(), "de-DE");
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    stop();
    expect(queryClient.getQueryData<User>(userQueryKey)?.locale).toBe("de-DE");
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it("keeps the language and toasts when the account cannot be updated", async () => {
    api.on("PATCH /api/user/me", fail(500, "SomethingWentWrong"));
    const reload = vi.spyOn(page, "reload").mockImplementation(() => {});
    renderRoute(LanguagePicker, { path: "/", user: ada });
    await userEvent.setup().selectOptions(picker(), "de-DE");
    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.SomethingWentWrong);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(picker().disabled).toBe(false);
  });
});
