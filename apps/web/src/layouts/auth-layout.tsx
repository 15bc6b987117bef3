import { Outlet, useLocation } from "react-router";
import artworkUrl from "@/assets/auth-artwork.svg";
import { LanguagePicker } from "@/ui/language-picker";
import { Logo } from "@/ui/logo";
import { ThemeToggle } from "@/ui/theme-toggle";
import { SocialAuth } from "./social-auth";

// Social sign-in belongs where an account is chosen, not in the middle of a 2FA step.
const socialPaths = new Set(["/auth/login", "/auth/register"]);

/**
 * Auth screens: logo, language picker and theme toggle above a centred form
 * column, social sign-in under the form, and artwork beside it on large screens.
 */
export function AuthLayout() {
  const { pathname } = useLocation();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="flex min-w-0 flex-col">
        <header className="flex flex-wrap items-center justify-between gap-2 p-4">
          <Logo />
          <div className="flex items-center gap-2">
            <LanguagePicker />
            <ThemeToggle />
          </div>
        </header>
        <main id="main" className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-6 px-4 py-10">
          <Outlet />
          {socialPaths.has(pathname) && <SocialAuth />}
        </main>
      </div>
      {/* Decoration only: hidden from assistive technology; lazy, so not fetched while hidden below lg. */}
      <div aria-hidden className="relative hidden overflow-hidden bg-zinc-900 lg:block">
        <img
          src={artworkUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover dark:brightness-90"
        />
      </div>
    </div>
  );
}
