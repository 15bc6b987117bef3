import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/ui/button";
import { PageTitle } from "@/ui/page-title";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col items-start justify-center gap-4 p-6">
      <PageTitle title={t("notFound.title")} />
      <p className="text-zinc-600 dark:text-zinc-400">{t("notFound.description")}</p>
      <Button asChild>
        <Link to="/">{t("common.home")}</Link>
      </Button>
    </main>
  );
}
