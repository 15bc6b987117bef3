import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs, type RouteObject, createBrowserRouter, redirect } from "react-router";
import { requireGuest, requireUser } from "./auth/guards";
import { withCatalogueParts } from "./i18n/load-catalogue-part";
import { RootFallback, RootLayout } from "./layouts/root-layout";
import { RouteError } from "./routes/route-error";

/*
 * The app's route table. Guards are loaders, so nothing of a protected page renders
 * (or is even downloaded) before the session is known. Every screen and layout below
 * the root is a lazy chunk: the landing page does not pay for the dashboard or builder.
 */
/** An index route that only redirects; `element: null` says "renders nothing" on purpose. */
const redirectIndex = (to: string): RouteObject => ({ index: true, loader: () => redirect(to), element: null });

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const guest = ({ request }: LoaderFunctionArgs) => requireGuest(queryClient, request);
  const signedIn = ({ request }: LoaderFunctionArgs) => requireUser(queryClient, request);

  return [
    {
      path: "/",
      Component: RootLayout,
      HydrateFallback: RootFallback,
      ErrorBoundary: RouteError,
      children: [
        {
          index: true,
          lazy: { Component: async () => (await import("./routes/landing/landing-page")).LandingPage },
        },
        {
          path: "auth",
          lazy: { Component: async () => (await withCatalogueParts(["shell", "auth"], () => import("./layouts/auth-layout"))).AuthLayout },
          children: [
            redirectIndex("/auth/login"),
            {
              path: "login",
              loader: guest,
              lazy: { Component: async () => (await withCatalogueParts(["shell", "forms", "auth"], () => import("./routes/auth/login-page"))).LoginPage },
            },
            {
              path: "register",
              loader: guest,
              lazy: { Component: async () => (await withCatalogueParts(["shell", "forms", "auth"], () => import("./routes/auth/register-page"))).RegisterPage },
            },
            {
              path: "forgot-password",
              loader: guest,
              lazy: {
                Component: async () => (await withCatalogueParts(["shell", "forms", "auth"], () => import("./routes/auth/forgot-password-page"))).ForgotPasswordPage,
              },
            },
            {
              path: "reset-password",
              loader: async (args) => {
                await guest(args);
                // Without a token there is nothing to reset; start the flow over.
                if (!new URL(args.request.url).searchParams.get("token")) return redirect("/auth/forgot-password");
                return null;
              },
              lazy: { Component: async () => (await withCatalogueParts(["shell", "forms", "auth"], () => import("./routes/auth/reset-password-page"))).ResetPasswordPage },
            },
            {
              path: "verify-email",
              loader: signedIn,
              lazy: { Component: async () => (await withCatalogueParts(["shell", "forms", "auth"], () => import("./routes/auth/verify-email-page"))).VerifyEmailPage },
            },
            {
              // Opened from a mail in any browser, signed in or not.
              path: "cancel-email-change",
              lazy: {
                Component: async () => (await withCatalogueParts(["shell", "forms", "auth"], () => import("./routes/auth/cancel-email-change-page"))).CancelEmailChangePage,
              },
            },
            {
              path: "verify-otp",
              loader: guest,
              lazy: { Component: async () => (await withCatalogueParts(["shell", "forms", "auth"], () => import("./routes/auth/verify-otp-page"))).VerifyOtpPage },
            },
            {
              path: "backup-otp",
              loader: guest,
              lazy: { Component: async () => (await withCatalogueParts(["shell", "forms", "auth"], () => import("./routes/auth/backup-otp-page"))).BackupOtpPage },
            },
            {
              path: "callback",
              // Loaded when used, like the pages: the landing page's entry should not carry it.
              loader: async (args) => (await import("./auth/auth-callback-loader")).authCallbackLoader(queryClient)(args),
              lazy: { Component: async () => (await withCatalogueParts(["shell", "forms", "auth"], () => import("./routes/auth/auth-callback-page"))).AuthCallbackPage },
            },
          ],
        },
        {
          path: "dashboard",
          loader: signedIn,
          lazy: { Component: async () => (await withCatalogueParts(["shell"], () => import("./layouts/dashboard-layout"))).DashboardLayout },
          children: [
            redirectIndex("/dashboard/resumes"),
            {
              path: "resumes",
              lazy: { Component: async () => (await withCatalogueParts(["shell", "forms", "dashboard"], () => import("./routes/dashboard/resumes-page"))).ResumesPage },
            },
            {
              path: "trash",
              lazy: { Component: async () => (await withCatalogueParts(["shell", "forms", "trash"], () => import("./dashboard/trash/trash-page"))).TrashPage },
            },
            {
              path: "settings",
              lazy: { Component: async () => (await withCatalogueParts(["shell", "forms", "settings"], () => import("./routes/dashboard/settings-page"))).SettingsPage },
            },
          ],
        },
        {
          path: "builder",
          loader: signedIn,
          lazy: { Component: async () => (await import("./layouts/builder-layout")).BuilderLayout },
          children: [
            redirectIndex("/dashboard/resumes"),
            {
              path: ":id",
              lazy: {
                loader: async () => (await import("./routes/builder/builder-loader")).builderLoader(queryClient),
                Component: async () => (await withCatalogueParts(["shell", "forms", "builder"], () => import("./routes/builder/builder-page"))).BuilderPage,
              },
            },
          ],
        },
        {
          path: "docs",
          children: [
            { index: true, loader: async () => redirect((await import("./docs/docs-pages")).docsHome), element: null },
            { path: ":slug", lazy: { Component: async () => (await withCatalogueParts(["shell", "docs"], () => import("./docs/docs-page"))).DocsPage } },
          ],
        },
        {
          // Static segments outrank dynamic ones, so /auth/... and /dashboard/... still win.
          // Anyone may look; a private, missing or unreadable resume goes to "/". The server
          // answers these addresses with public.html; this route covers the dev server.
          path: ":username/:slug",
          lazy: { Component: async () => (await import("./routes/public/public-resume-route")).PublicResumeRoute },
        },
        { path: "*", lazy: { Component: async () => (await withCatalogueParts(["shell", "notFound"], () => import("./routes/not-found-page"))).NotFoundPage } },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
