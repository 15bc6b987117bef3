import { use, useMemo } from "react";
import { useParams } from "react-router";
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
  const { strings } = use(loaded);
  return (
    <PublicResumeApp
      key={`${username}/${slug}`}
      username={username}
      slug={slug}
      strings={strings}
    />
  );
}
