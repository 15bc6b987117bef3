import { projectLinks } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { SectionHeading, sectionClass } from "./section-heading";

const supportLinks = [
  { id: "star", href: projectLinks.repository },
  { id: "translate", href: projectLinks.translations },
  { id: "report", href: projectLinks.issues },
  { id: "code", href: projectLinks.repository },
] as const;

/** Ways to help the project, each a link to where that happens. */
export function SupportLinks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="support-title" className={sectionClass}>
      <SectionHeading id="support-title" title={t("landingMore.support.title")}>
        {t("landingMore.support.description")}
      </SectionHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {supportLinks.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noreferrer"
              className="block h-full rounded-lg border border-zinc-200 p-5 transition-colors hover:border-zinc-400 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 dark:border-zinc-800 dark:hover:border-zinc-600 dark:hover:bg-zinc-900"
            >
              <span className="font-semibold">{t(`landingMore.support.${link.id}.title`)}</span>
              <span className="mt-1 block text-sm text-zinc-600 dark:text-zinc-400">{t(`landingMore.support.${link.id}.description`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
