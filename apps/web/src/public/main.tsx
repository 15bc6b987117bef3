import "@/styles.css";

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { textDirection } from "@vitae/schema";
import { storedLocale } from "@/i18n/stored-locale";
import { syncTheme } from "@/theme/apply-theme";
import { publicAddress } from "./public-address";
import { PublicResumeApp } from "./public-resume-app";
import { loadPublicStrings, publicLocale } from "./public-strings";

/*
 * The public page's own entry (public.html, which the server answers for /{username}/{slug}):
 * the resume and its PDF, in the visitor's theme and language, without the SPA's code.
 */

// Before the first render, so the page never paints in the wrong theme.
syncTheme();

const root = document.getElementById("root");
if (!root) throw new Error("public.html lacks #root");

const address = publicAddress(window.location.pathname);

if (!address) {
  // The server answers this page only for public addresses; anything else belongs to the app.
  window.location.replace("/");
} else {
  const { locale, strings } = await loadPublicStrings(publicLocale(storedLocale(), navigator.languages ?? [navigator.language]));
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  createRoot(root).render(
    <StrictMode>
      <PublicResumeApp
        username={address.username}
        slug={address.slug}
        lang={new URLSearchParams(window.location.search).get("lang") ?? undefined}
        locale={locale}
        strings={strings}
      />
    </StrictMode>,
  );
}
