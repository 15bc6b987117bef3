import { Suspense, lazy, useRef } from "react";
import { useTranslation } from "react-i18next";
import { withCatalogueParts } from "@/i18n/load-catalogue-part";
import { LanguagePicker } from "@/ui/language-picker";
import { Logo } from "@/ui/logo";
import { ThemeToggle } from "@/ui/theme-toggle";
import { Counters } from "./counters";
import { Hero } from "./hero";
import { LogoStrip } from "./logo-strip";
import { useIntent } from "./use-intent";

// Below the fold: its code and its words (the catalogue's `landingMore`, which the core
// catalogue the page starts with leaves out) arrive together.
const loadMore = () => withCatalogueParts(["landingMore"], () => import("./landing-more"));
const LandingMore = lazy(loadMore);
const LandingFooter = lazy(async () => ({ default: (await loadMore()).LandingFooter }));

const sectionLinks = [
  { href: "#features", key: "features" },
  { href: "#templates", key: "templates" },
  { href: "#faq", key: "faq" },
  { href: "#contributors", key: "contributors" },
] as const;

/**
 * The landing page: hero and logo strip, then this server's real counts, features, sample
 * templates, facts a visitor can check, support links, FAQ, contributors and footer. It is the first page
 * people see and has the tightest script budget (bench/report.md), so what lies below the fold
 * loads once the visitor scrolls or reaches for the page, and the sample templates and the
 * contributors only when they come near.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const fold = useRef<HTMLDivElement>(null);
  const more = useIntent(fold);
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${t("app.name")} – ${t("app.tagline")}`}</title>
      <header className="sticky top-0 z-30 border-b border-zinc-200/80 bg-white/90 backdrop-blur dark:border-zinc-800/80 dark:bg-zinc-950/90">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Logo />
          <nav aria-label={t("landing.nav.label")} className="hidden md:block">
            <ul className="flex gap-6 text-sm text-zinc-600 dark:text-zinc-400">
              {sectionLinks.map((link) => (
                <li key={link.key}>
                  <a href={link.href} className="rounded-sm hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-zinc-500 dark:hover:text-zinc-100">
                    {t(`landing.nav.${link.key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            <LanguagePicker />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        <Hero />
        <LogoStrip />
        <Counters />
        {/* Holds the place of the rest, so the page does not jump when it arrives. */}
        <div ref={fold} className="min-h-dvh">
          {more && (
            <Suspense fallback={null}>
              <LandingMore />
            </Suspense>
          )}
        </div>
      </main>
      {more && (
        <Suspense fallback={null}>
          <LandingFooter />
        </Suspense>
      )}
    </div>
  );
}
