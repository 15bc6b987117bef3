import { useId } from "react";
import { useTranslation } from "react-i18next";
import { availableLocales, changeLocale } from "../i18n/init-i18n";

/** Each language named in itself, so people can find theirs whatever the UI language is. */
export function nativeLanguageName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage}
        onChange={(event) => void changeLocale(event.target.value)}
        className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      >
        {availableLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeLanguageName(locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
