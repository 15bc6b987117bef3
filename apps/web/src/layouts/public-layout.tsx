import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";

/** Public resume page: the resume, and a quiet link back to the product. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center">
      <main id="main" className="flex w-full max-w-4xl flex-1 flex-col gap-6 p-6">
        <Outlet />
      </main>
      <footer className="p-6 text-sm text-zinc-500">
        <Link to="/" className="underline-offset-4 hover:underline">
          {t("nav.backToVitae")}
        </Link>
      </footer>
    </div>
  );
}
