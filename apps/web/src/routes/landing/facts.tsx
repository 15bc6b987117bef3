import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SectionHeading, sectionClass } from "./section-heading";

/** What sets Vitae apart, each with the documentation page where a visitor can check it. */
const facts = [
  { id: "selfHost", to: "/docs/self-hosting" },
  { id: "portable", to: "/docs/import-formats" },
  { id: "private", to: "/docs/sharing-and-privacy" },
  { id: "api", to: "/docs/api" },
] as const;

export function Facts() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="facts-title" className={`${sectionClass} bg-zinc-50 dark:bg-zinc-900/40`}>
      <SectionHeading id="facts-title" title={t("landingMore.facts.title")}>
        {t("landingMore.facts.description")}
      </SectionHeading>
      <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-4">
        {facts.map((fact) => (
          <li key={fact.id} className="rounded-lg border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-950">
            <h3 className="font-semibold">
              <Link to={fact.to} className="rounded-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-zinc-500">
                {t(`landingMore.facts.${fact.id}.title`)}
              </Link>
            </h3>
            <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{t(`landingMore.facts.${fact.id}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
