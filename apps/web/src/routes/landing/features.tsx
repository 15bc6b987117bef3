import { languages } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { SectionHeading, sectionClass } from "./section-heading";

const features = [
  "free",
  "private",
  "selfHost",
  "preview",
  "templates",
  "share",
  "pdf",
  "import",
  "languages",
  "security",
  "ai",
  "themes",
] as const;

/** What Vitae does, in twelve short paragraphs. */
export function Features() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className={sectionClass}>
      <SectionHeading id="features-title" title={t("landingMore.features.title")}>
        {t("landingMore.features.description")}
      </SectionHeading>
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature} className="border-s-2 border-zinc-900 ps-4 dark:border-zinc-100">
            <h3 className="font-semibold">{t(`landingMore.features.${feature}.title`)}</h3>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {t(`landingMore.features.${feature}.description`, { count: languages.length })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
