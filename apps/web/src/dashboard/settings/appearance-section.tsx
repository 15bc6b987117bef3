import { themes } from "@vitae/schema";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useThemeStore } from "@/theme/theme-store";
import { Select } from "@/ui/input";
import { Label } from "@/ui/label";
import { LanguageSelect } from "@/ui/language-picker";

/** Theme and language. */
export function AppearanceSection() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const themeId = useId();
  const localeId = useId();

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
        {/* Saved to the account, stored locally, then the page reloads. */}
        <LanguageSelect id={localeId} aria-describedby={`${localeId}-hint`} />
        <p id={`${localeId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {t("settings.appearance.languageHint")}
        </p>
      </div>
    </div>
  );
}
