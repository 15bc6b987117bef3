import { useQueryClient } from "@tanstack/react-query";
import { themes } from "@vitae/schema";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../../../api/auth-api";
import { toastApiError } from "../../../api/toast-api-error";
import { userQueryKey } from "../../../api/user-query";
import { LOCALE_STORAGE_KEY } from "../../../constants";
import { availableLocales } from "../../../i18n/init-i18n";
import { useThemeStore } from "../../../theme/theme-store";
import { Select } from "../../../ui/input";
import { Label } from "../../../ui/label";
import { nativeLanguageName } from "../../../ui/language-picker";

/** Theme and language (SPEC §2 settings, §4). */
export function AppearanceSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const [savingLocale, setSavingLocale] = useState(false);
  const themeId = useId();
  const localeId = useId();

  // SPEC §4: a locale change is saved to the account, stored locally, and the page reloads.
  const changeLocale = async (locale: string) => {
    setSavingLocale(true);
    try {
      const user = await authApi.updateUser({ locale });
      queryClient.setQueryData(userQueryKey, user);
    } catch (error) {
      setSavingLocale(false);
      toastApiError(error);
      return;
    }
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    window.location.reload();
  };

  return (
    <div className="grid max-w-xl gap-4 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={themeId}>{t("settings.appearance.theme")}</Label>
        <Select
          id={themeId}
          value={theme}
          onChange={(event) => setTheme(themes.find((value) => value === event.target.value) ?? "system")}
        >
          {themes.map((value) => (
            <option key={value} value={value}>
              {t(`theme.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={localeId}>{t("settings.appearance.language")}</Label>
        <Select
          id={localeId}
          value={i18n.resolvedLanguage}
          disabled={savingLocale}
          aria-describedby={`${localeId}-hint`}
          onChange={(event) => void changeLocale(event.target.value)}
        >
          {availableLocales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {nativeLanguageName(locale)}
            </option>
          ))}
        </Select>
        <p id={`${localeId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {t("settings.appearance.languageHint")}
        </p>
      </div>
    </div>
  );
}
