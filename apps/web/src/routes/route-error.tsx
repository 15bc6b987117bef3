import { Suspense, lazy, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { withCatalogueParts } from "@/i18n/load-catalogue-part";
import { Button } from "@/ui/button";
import { PageTitle } from "@/ui/page-title";

// Loaded when a page is missing: every page carries this boundary, the landing page included,
// and most never need it. Its words come with it; the error below keeps its own in the core.
const NotFoundPage = lazy(async () => ({
  default: (await withCatalogueParts(["shell", "notFound"], () => import("./not-found-page"))).NotFoundPage,
}));

/** Error boundary of the root route: a failed loader or chunk must not leave a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // Keep the details where developers look, not in front of users.
    if (!notFound) console.error(error);
  }, [error, notFound]);
  if (notFound) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <main id="main" role="alert" className="mx-auto flex min-h-dvh max-w-md flex-col items-start justify-center gap-4 p-6">
      <PageTitle title={t("routeError.title")} />
      <p className="text-zinc-600 dark:text-zinc-400">{t("routeError.description")}</p>
      {/* A full reload also fetches chunks that changed in a new deployment. */}
      <Button onClick={() => window.location.reload()}>{t("common.retry")}</Button>
    </main>
  );
}
