import { useQuery } from "@tanstack/react-query";
import { type MouseEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation, useNavigate, useParams } from "react-router";
import { NotFoundPage } from "@/routes/not-found-page";
import { inputClass } from "@/ui/input-class";
import { LanguagePicker } from "@/ui/language-picker";
import { Logo } from "@/ui/logo";
import { ThemeToggle } from "@/ui/theme-toggle";
import { type DocsPage as DocsPageEntry, docsPages, findDocsPage } from "./docs-pages";
import { loadDocsMarkdown } from "./load-docs-markdown";
import { renderDocsMarkdown } from "./render-markdown";

// Typography for the rendered Markdown; the article is the only place that uses it.
const articleClass = [
  "min-w-0 leading-relaxed text-zinc-800 dark:text-zinc-200",
  "[&_h1]:mb-6 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:font-semibold",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:scroll-mt-20 [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold",
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1",
  "[&_a]:underline [&_a]:underline-offset-2 [&_a]:text-zinc-900 dark:[&_a]:text-zinc-50",
  "[&_code]:rounded [&_code]:bg-zinc-100 [&_code]:px-1 [&_code]:text-[0.9em] dark:[&_code]:bg-zinc-800",
  "[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-zinc-100 [&_pre]:p-4 dark:[&_pre]:bg-zinc-900",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_blockquote]:border-s-4 [&_blockquote]:border-zinc-300 [&_blockquote]:ps-4 dark:[&_blockquote]:border-zinc-700",
  "[&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm",
  "[&_th]:border [&_th]:border-zinc-300 [&_th]:px-2 [&_th]:py-1 [&_th]:text-start dark:[&_th]:border-zinc-700",
  "[&_td]:border [&_td]:border-zinc-300 [&_td]:px-2 [&_td]:py-1 [&_td]:align-top dark:[&_td]:border-zinc-700",
].join(" ");

function useDocsHtml(page: DocsPageEntry | undefined) {
  return useQuery({
    queryKey: ["docs", page?.slug],
    queryFn: async () => (page ? renderDocsMarkdown(await loadDocsMarkdown(page), page.source) : ""),
    enabled: page !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The list of pages, narrowed by what is typed in the search box (titles, in the interface's language). */
function DocsNavigation() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState("");
  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const shown = docsPages.filter((page) => t(`docs.pages.${page.id}`).toLocaleLowerCase(i18n.language).includes(needle));
  return (
    <nav aria-label={t("docs.pagesLabel")} className="grid content-start gap-3 md:sticky md:top-20">
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-label={t("docs.search")}
        placeholder={t("docs.search")}
        className={inputClass}
      />
      {shown.length === 0 ? (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {t("docs.noMatch")}
        </p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {shown.map((page) => (
            <li key={page.slug}>
              <NavLink
                to={`/docs/${page.slug}`}
                className={({ isActive }) =>
                  `block rounded-md px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-zinc-500 ${
                    isActive ? "bg-zinc-100 font-semibold dark:bg-zinc-800" : "hover:bg-zinc-50 dark:hover:bg-zinc-900"
                  }`
                }
              >
                {t(`docs.pages.${page.id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/** Links inside the article to the app's own pages move within the app, without a reload. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest("a");
    const href = anchor?.getAttribute("href");
    if (!href || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // /api/... are the server's own pages (the API reference), not routes of this app.
    if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/api/")) return;
    event.preventDefault();
    void navigate(href);
  };
}

/** /docs/:slug: the project's user documentation, one page per address, with a search by title. */
export function DocsPage() {
  const { t, i18n } = useTranslation();
  const { slug } = useParams();
  const { hash } = useLocation();
  const page = findDocsPage(slug);
  const { data: html, isError } = useDocsHtml(page);
  const followLink = useInAppLinks();

  // A new page starts at its top, or at the heading its address names.
  useEffect(() => {
    if (html === undefined) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [html, hash]);

  if (!page) return <NotFoundPage />;
  const title = t(`docs.pages.${page.id}`);
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} – ${t("nav.docs")} – ${t("app.name")}`}</title>
      <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <div className="flex items-center gap-3">
            <Logo />
            <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("nav.docs")}</span>
          </div>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            <LanguagePicker />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-6xl flex-1 gap-8 px-4 py-8 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <DocsNavigation />
        <main id="main" className="min-w-0">
          {!i18n.language.startsWith("en") && (
            <p lang={i18n.language} className="mb-6 rounded-md border border-zinc-200 px-3 py-2 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
              {t("docs.englishOnly")}
            </p>
          )}
          {isError ? (
            <p role="alert">{t("docs.loadFailed")}</p>
          ) : html === undefined ? (
            <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
              {t("common.loading")}
            </p>
          ) : (
            // Sanitised by renderDocsMarkdown; the pages are English, whatever the interface's language.
            <article lang="en" dir="ltr" className={articleClass} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </main>
      </div>
    </div>
  );
}
