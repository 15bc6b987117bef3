import { type QueryClient, hashKey } from "@tanstack/react-query";
import { type User, defaultLocale, findLanguage } from "@vitae/schema";
import i18next, { type i18n } from "i18next";
import { userQueryKey } from "@/api/user-query";
import { LOCALE_STORAGE_KEY } from "@/constants";
import { storedLocale } from "./stored-locale";

type LocaleStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Makes the account's saved language (saved by the language picker) the one of
 * this browser too: whenever the signed-in user reaches the query cache (password or
 * two-factor sign-in, the social sign-in callback, a page loaded with a session) with a
 * locale other than the one stored here, that locale is stored and the page switches to it.
 * Otherwise a new device would stay in the browser's language until the picker was used again.
 * The default (en-US) is not adopted: accounts made through GitHub or Google have it without
 * anyone choosing it, and it would override the language this browser shows. (Someone who
 * chose English on purpose and signs in where another language is shown keeps that one.)
 *
 * The language changes in place rather than by reloading as the picker does: the picker
 * reloads so that every part of the page starts over in the new language, and the only
 * thing that reads the locale once per page is the artboard's labels (artboard/labels-locale.ts), which opens only after the user is
 * known and so reads the stored value. Call it once i18next is initialised; returns the
 * unsubscribe function.
 */
export function adoptAccountLocale(
  queryClient: QueryClient,
  language: Pick<i18n, "language" | "changeLanguage"> = i18next,
  storage: () => LocaleStorage | null = () => window.localStorage,
): () => void {
  const adopt = (user: User | null | undefined) => {
    // Only locales we ship; i18next would fall back from anything else anyway.
    const locale = user ? findLanguage(user.locale)?.locale : undefined;
    if (!locale || locale === defaultLocale || storedLocale(storage) === locale) return;
    try {
      storage()?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Storage refused (privacy settings): this page still follows the account.
    }
    if (language.language !== locale) {
      // A catalogue that fails to load leaves the page in its current language, as i18next does.
      language.changeLanguage(locale).catch(() => {});
    }
  };

  const userHash = hashKey(userQueryKey);
  // The user may be in the cache already: the router's loaders start before i18next is ready.
  adopt(queryClient.getQueryData<User | null>(userQueryKey));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success" && event.query.queryHash === userHash) {
      adopt(event.query.state.data as User | null | undefined);
    }
  });
}
