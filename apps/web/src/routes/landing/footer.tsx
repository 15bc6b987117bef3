import { projectLinks, versionLabel } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguagePicker } from "@/ui/language-picker";
import { Logo } from "@/ui/logo";
import { ThemeToggle } from "@/ui/theme-toggle";
import { docsPath } from "./hero";

const linkClass = "rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-500";

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="grid max-w-sm gap-2">
          <Logo />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("app.tagline")}</p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {t("landingMore.footer.licence")} · {t("landingMore.footer.version", { version: versionLabel })}
          </p>
        </div>
        <nav aria-label={t("nav.mainNavigation")}>
          <ul className="grid gap-2 text-sm">
            <li>
              <Link to={docsPath} className={linkClass}>
                {t("nav.docs")}
              </Link>
            </li>
            <li>
              <a href={projectLinks.repository} target="_blank" rel="noreferrer" className={linkClass}>
                {t("landingMore.footer.source")}
              </a>
            </li>
            <li>
              <a href={projectLinks.translations} target="_blank" rel="noreferrer" className={linkClass}>
                {t("landingMore.support.translate.title")}
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguagePicker />
          <ThemeToggle />
        </div>
      </div>
    </footer>
  );
}
