import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { configureApiClient } from "./api/client";
import { expireSession } from "./api/expire-session";
import { queryClient } from "./api/query-client";
import { adoptAccountLocale } from "./i18n/adopt-account-locale";
import { initI18n } from "./i18n/init-i18n";
import { createAppRouter } from "./router";
import "./styles.css";
import { syncTheme } from "./theme/apply-theme";

// Before the first render, so the page never paints in the wrong theme.
syncTheme();

const router = createAppRouter(queryClient);
configureApiClient({ onSessionExpired: expireSession(queryClient, (to) => router.navigate(to)) });

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

// Wait for the core of the catalogue so the first paint is already in the user's language;
// each page brings the rest of its words with its code (router.tsx).
await initI18n();
// From here on, a signed-in user brings the account's language to this browser.
adoptAccountLocale(queryClient);

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
