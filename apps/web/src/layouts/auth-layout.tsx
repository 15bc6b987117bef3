import { Outlet } from "react-router";
import { LanguagePicker } from "../ui/language-picker";
import { Logo } from "../ui/logo";
import { ThemeToggle } from "../ui/theme-toggle";

/** Auth screens: logo, language picker and theme toggle above a centred form column. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-4 p-4">
        <Logo />
        <div className="flex items-center gap-2">
          <LanguagePicker />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-sm flex-1 flex-col gap-6 px-4 py-12">
        <Outlet />
      </main>
    </div>
  );
}
