import { ArrowLeft, LockSimple, SidebarSimple, SlidersHorizontal } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/ui/button";
import { ThemeToggle } from "@/ui/theme-toggle";
import { SaveIndicator } from "@/builder/save/save-indicator";
import { useBuilderStore } from "@/builder/store/builder-store";
import { BuilderModeSwitch } from "./builder-mode-switch";

type TopBarProps = {
  /** On small screens: open the left or right panel's sheet. Absent on desktop. */
  onOpenLeft?: () => void;
  onOpenRight?: () => void;
};

/** Title, lock icon, save state and the way back. */
export function BuilderTopBar({ onOpenLeft, onOpenRight }: TopBarProps) {
  const { t } = useTranslation();
  const title = useBuilderStore((state) => state.meta?.title ?? "");
  const locked = useBuilderStore((state) => state.meta?.locked ?? false);
  return (
    <header className="flex h-12 shrink-0 items-center gap-2 border-b border-zinc-200 px-2 dark:border-zinc-800">
      {onOpenLeft && (
        <Button variant="ghost" size="icon" aria-label={t("builder.openContent")} onClick={onOpenLeft}>
          <SidebarSimple size={18} aria-hidden />
        </Button>
      )}
      <Button variant="ghost" size="icon" asChild>
        <Link to="/dashboard/resumes" aria-label={t("nav.backToDashboard")} title={t("nav.backToDashboard")}>
          <ArrowLeft size={18} aria-hidden />
        </Link>
      </Button>
      <h1 className="flex min-w-0 flex-1 items-center justify-center gap-2 text-sm font-semibold">
        <span className="truncate">{title}</span>
        {locked && <LockSimple size={16} aria-label={t("builder.locked")} role="img" />}
      </h1>
      <BuilderModeSwitch {...(onOpenLeft ? { onChoose: onOpenLeft } : {})} />
      <SaveIndicator />
      <ThemeToggle />
      {onOpenRight && (
        <Button variant="ghost" size="icon" aria-label={t("builder.openDesign")} onClick={onOpenRight}>
          <SlidersHorizontal size={18} aria-hidden />
        </Button>
      )}
    </header>
  );
}
