import { useQueryClient } from "@tanstack/react-query";
import { defaultLocale, findLanguage, languages } from "@vitae/schema";
import { type ComponentProps, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { switchLocale } from "@/i18n/switch-locale";
import { inputBaseClass } from "./input-class";
import { joinClasses } from "./join-classes";

/** The picker's entry for the UI's current locale (the default when it is not one of ours). */
export function useCurrentLocale(): string {
  const { i18n } = useTranslation();
  return findLanguage(i18n.language || defaultLocale)?.locale ?? defaultLocale;
}

type LanguageSelectProps = Omit<ComponentProps<"select">, "value" | "onChange"> & {
  /** As wide as the language names (headers) rather than the full width (settings). */
  compact?: boolean;
};

/**
 * A select of the 48 interface languages, each named in itself so people find theirs
 * whatever language the page is in. Choosing one saves it (to the account when signed in)
 * and reloads the page.
 * A plain select styled like ui/input's, so the landing page does not load tailwind-merge.
 */
export function LanguageSelect({ className, compact = false, ...props }: LanguageSelectProps) {
  const queryClient = useQueryClient();
  const current = useCurrentLocale();
  const [pending, setPending] = useState(false);
  const choose = async (locale: string) => {
    setPending(true);
    // On success the page reloads; only a failure needs the select back.
    if (!(await switchLocale(queryClient, locale))) setPending(false);
  };
  return (
    <select
      {...props}
      className={joinClasses(inputBaseClass, "pe-8", compact ? "w-auto max-w-40" : "w-full", className)}
      value={current}
      disabled={pending || props.disabled}
      onChange={(event) => void choose(event.target.value)}
    >
      {languages.map((language) => (
        <option key={language.locale} value={language.locale} lang={language.locale}>
          {language.name}
        </option>
      ))}
    </select>
  );
}

/** The compact picker of the landing and auth headers. */
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={joinClasses("flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <LanguageSelect id={id} compact />
    </div>
  );
}
