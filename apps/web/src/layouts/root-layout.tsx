import { DirectionProvider } from "@radix-ui/react-direction";
import { Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { textDirection } from "@vitae/schema";
import { ToastOutlet } from "@/ui/toast/toast-outlet";

/** Wraps every page: skip link, navigation progress, toasts. */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const navigating = useNavigation().state !== "idle";
  // Radix menus, sliders and tabs read the direction from context, not from <html dir>:
  // without this, arrow keys would move the wrong way in Arabic, Hebrew, Persian and Urdu.
  return (
    <DirectionProvider dir={textDirection(i18n.resolvedLanguage ?? i18n.language)}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-zinc-900"
      >
        {t("common.skipToContent")}
      </a>
      {/* Lazy route chunks and loaders take a moment; show that something is happening. */}
      <div
        aria-hidden
        className={`fixed inset-x-0 top-0 z-50 h-0.5 bg-zinc-500 transition-opacity ${navigating ? "animate-pulse opacity-100" : "opacity-0"}`}
      />
      <Suspense fallback={<RootFallback />}>
        <Outlet />
      </Suspense>
      <ToastOutlet />
      <ScrollRestoration />
    </DirectionProvider>
  );
}

/** Shown while the first route's loaders and chunks load. */
export function RootFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-sm text-zinc-600 dark:text-zinc-400">
      {t("common.loading")}
    </p>
  );
}
