import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { userQuery } from "@/api/user-query";
import { useLogout } from "@/auth/use-logout";
import { Button } from "@/ui/button";

/** The user documentation, a route of this app (docs/ of the repository, rendered). */
export const docsPath = "/docs";

/**
 * The hero offers visitors "Get started" (sign-up) first, then sign-in; signed-in users the
 * dashboard and sign-out; and the documentation to both.
 */
export function Hero() {
  const { t } = useTranslation();
  // A failed lookup (e.g. API down) simply leaves the visitor anonymous here.
  const { data: user, isPending } = useQuery(userQuery);
  const logout = useLogout();
  return (
    <section aria-labelledby="hero-title" className="mx-auto flex w-full max-w-4xl flex-col items-center gap-6 px-4 pt-12 pb-16 text-center sm:px-6 sm:pt-20">
      <p className="rounded-full border border-zinc-200 px-3 py-1 text-xs text-zinc-600 sm:text-sm dark:border-zinc-800 dark:text-zinc-400">
        {t("landing.hero.badge")}
      </p>
      <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
        {t("landing.hero.title")}
      </h1>
      <p className="max-w-2xl text-lg text-zinc-600 text-pretty dark:text-zinc-400">{t("landing.hero.description")}</p>
      {/* Reserve the row while the session is checked, so the buttons do not jump. */}
      <div className="flex min-h-9 flex-wrap justify-center gap-3" aria-label={t("landing.hero.account")} role="group">
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
            <>
              <Button asChild>
                <Link to="/auth/register">{t("landing.hero.getStarted")}</Link>
              </Button>
              <Button variant="secondary" asChild>
                <Link to="/auth/login">{t("nav.login")}</Link>
              </Button>
            </>
          ))}
        <Button variant="ghost" asChild>
          <Link to={docsPath}>{t("nav.docs")}</Link>
        </Button>
      </div>
    </section>
  );
}
