import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { joinClasses } from "./join-classes";

/** The product name as a home link; text rather than an image so it needs no asset. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={joinClasses("rounded-sm text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-zinc-500", className)}
    >
      {t("app.name")}
    </Link>
  );
}
