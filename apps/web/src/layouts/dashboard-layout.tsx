import { GearSix, ReadCvLogo, Trash } from "@phosphor-icons/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useNavigate } from "react-router";
import { useLogout } from "@/auth/use-logout";
import { cn } from "@/ui/cn";
import { Logo } from "@/ui/logo";
import { ThemeToggle } from "@/ui/theme-toggle";
import { useShiftHotkeys } from "@/ui/use-hotkeys";
import { UserMenu } from "./user-menu";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-2 rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-zinc-500",
    isActive ? "bg-zinc-100 font-medium dark:bg-zinc-800" : "hover:bg-zinc-100 dark:hover:bg-zinc-800",
  );

/** Signed-in area: sidebar with navigation and the user menu. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const hotkeys = useMemo(
    () => ({
      R: () => void navigate("/dashboard/resumes"),
      S: () => void navigate("/dashboard/settings"),
      Q: () => void logout(),
    }),
    [navigate, logout],
  );
  useShiftHotkeys(hotkeys);

  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <aside className="flex flex-col gap-4 border-b border-zinc-200 p-4 md:w-60 md:border-e md:border-b-0 dark:border-zinc-800">
        <div className="flex items-center justify-between">
          <Logo />
          <ThemeToggle />
        </div>
        <nav aria-label={t("nav.mainNavigation")} className="flex flex-col gap-1 md:flex-1">
          <NavLink to="/dashboard/resumes" className={linkClass} aria-keyshortcuts="Shift+R">
            <ReadCvLogo size={18} aria-hidden />
            {t("nav.resumes")}
            <kbd aria-hidden className="ms-auto text-xs text-zinc-600 dark:text-zinc-400">⇧R</kbd>
          </NavLink>
          <NavLink to="/dashboard/trash" className={linkClass}>
            <Trash size={18} aria-hidden />
            {t("nav.trash")}
          </NavLink>
          <NavLink to="/dashboard/settings" className={linkClass} aria-keyshortcuts="Shift+S">
            <GearSix size={18} aria-hidden />
            {t("nav.settings")}
            <kbd aria-hidden className="ms-auto text-xs text-zinc-600 dark:text-zinc-400">⇧S</kbd>
          </NavLink>
        </nav>
        <UserMenu />
      </aside>
      <main id="main" className="flex flex-1 flex-col gap-6 p-6 md:p-10">
        <Outlet />
      </main>
    </div>
  );
}
