import { Translate } from "@phosphor-icons/react";
import { type PublicAlternate, findLanguage, publicAlternatePath, textDirection } from "@vitae/schema";

export interface LanguageSwitcherProps {
  username: string;
  /** The master and its public language variants. */
  alternates: readonly PublicAlternate[];
  /** The locale of the resume shown. */
  current: string;
  /** The list's accessible name, in the visitor's language. */
  label: string;
}

/**
 * The languages a public resume is offered in, as plain links (`?lang=` addresses): they work
 * with the keyboard and without script, can be opened in a new tab or shared, and a page load
 * brings the server's tags for the language chosen. Each name is written in its own language
 * and direction (`lang`, `dir`), so screen readers pronounce it and right-to-left names read
 * right; `hreflang` tells what the link leads to. Nothing when there is one language or none.
 */
export function LanguageSwitcher({ username, alternates, current, label }: LanguageSwitcherProps) {
  if (alternates.length < 2) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-1">
      <Translate aria-hidden className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
      <ul className="flex flex-wrap gap-1 text-sm">
        {alternates.map((alternate) => {
          const selected = alternate.locale === current;
          return (
            <li key={alternate.locale}>
              <a
                href={publicAlternatePath(username, alternates, alternate)}
                hrefLang={alternate.locale}
                lang={alternate.locale}
                dir={textDirection(alternate.locale)}
                aria-current={selected ? "page" : undefined}
                className={`inline-flex h-8 items-center rounded-md px-3 underline-offset-4 transition-colors hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 ${
                  selected
                    ? "bg-zinc-200 font-semibold text-zinc-950 dark:bg-zinc-800 dark:text-zinc-50"
                    : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-900"
                }`}
              >
                {findLanguage(alternate.locale)?.name ?? alternate.locale}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
