import { languages } from "@vitae/schema";
import { type ComponentProps, useId } from "react";
import { useTranslation } from "react-i18next";
import { inputBaseClass } from "@/ui/input-class";
import { joinClasses } from "@/ui/join-classes";
import { Label } from "@/ui/label";

type VariantLanguageSelectProps = Omit<ComponentProps<"select">, "id"> & {
  /** The select's value: a locale, or "" for none (the template's words follow the owner's interface language). */
  value: string;
};

/**
 * The language a variant is written in: one of the 48 interface languages, each named in
 * itself, or none. Unlike the interface's language picker it only chooses; nothing reloads.
 */
export function VariantLanguageSelect({ className, ...props }: VariantLanguageSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t("variants.fields.language")}</Label>
      <select id={id} className={joinClasses(inputBaseClass, "w-full pe-8", className)} {...props}>
        <option value="">{t("variants.fields.languageNone")}</option>
        {languages.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
