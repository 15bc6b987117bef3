import { use, useMemo } from "react";
import { useParams, useSearchParams } from "react-router";
import { storedLocale } from "@/i18n/stored-locale";
import { PublicResumeApp } from "@/public/public-resume-app";
import { loadPublicStrings, publicLocale } from "@/public/public-strings";

/**
 * /:username/:slug inside the SPA. The server answers these addresses with the public page's
 * own entry (public.html); the SPA shows the same page when it gets there anyway (`vite`
 * dev server, a build without public.html), so both behave alike.
 */
export function PublicResumeRoute() {
  const { username = "", slug = "" } = useParams();
  const loaded = useMemo(() => loadPublicStrings(publicLocale(storedLocale(), navigator.languages ?? [])), []);
  const { locale, strings } = use(loaded);
  const lang = useSearchParams()[0].get("lang") ?? undefined;
  return (
    <PublicResumeApp
      key={`${username}/${slug}?${lang ?? ""}`}
      username={username}
      slug={slug}
      lang={lang}
      locale={locale}
      strings={strings}
    />
  );
}
