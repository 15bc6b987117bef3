import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { userQuery } from "../../api/user-query";
import { useLogout } from "../../auth/use-logout";
import { Button } from "../../ui/button";
import { LanguagePicker } from "../../ui/language-picker";
import { Logo } from "../../ui/logo";
import { ThemeToggle } from "../../ui/theme-toggle";

/** Landing hero (SPEC §2 /). The other landing sections come with the landing issue. */
export function LandingPage() {
  const { t } = useTranslation();
  // A failed lookup (e.g. API down) simply leaves the visitor anonymous here.
  const { data: user, isPending } = useQuery(userQuery);
  const logout = useLogout();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-4 p-4">
        <Logo />
        <div className="flex items-center gap-2">
          <LanguagePicker />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-2xl flex-1 flex-col items-start justify-center gap-6 px-6 py-16">
        <title>{`${t("app.name")} – ${t("app.tagline")}`}</title>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("app.tagline")}</h1>
        <p className="text-lg text-zinc-600 dark:text-zinc-400">{t("app.description")}</p>
        {/* Reserve the row while the session is checked, so the buttons do not flash. */}
        <div className="flex min-h-9 flex-wrap gap-3">
          {!isPending &&
            (user ? (
              <>
                <Button asChild>
                  <Link to="/dashboard">{t("nav.dashboard")}</Link>
                </Button>
                <Button variant="secondary" onClick={() => void logout()}>
                  {t("nav.logout")}
                </Button>
              </>
            ) : (
              <Button asChild>
                <Link to="/auth/login">{t("nav.login")}</Link>
              </Button>
            ))}
        </div>
      </main>
    </div>
  );
}
