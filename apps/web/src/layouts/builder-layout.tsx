import { ArrowLeft } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { Button } from "../ui/button";
import { ThemeToggle } from "../ui/theme-toggle";

/** Builder frame: a top bar with the way back; the panels arrive with the builder itself. */
export function BuilderLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-4 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
        <Button variant="ghost" asChild>
          <Link to="/dashboard/resumes">
            <ArrowLeft size={18} aria-hidden />
            {t("nav.backToDashboard")}
          </Link>
        </Button>
        <ThemeToggle />
      </header>
      <main id="main" className="flex flex-1 flex-col gap-6 p-6">
        <Outlet />
      </main>
    </div>
  );
}
