import { ArrowLeft } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { UserMenu } from "@/layouts/user-menu";
import { Button } from "@/ui/button";
import { useBuilderStore } from "@/builder/store/builder-store";
import { useBuilderModeStore } from "@/builder/shell/builder-mode-store";
import { scrollToPanelSection } from "@/builder/shell/scroll-in-panel";
import { findSection } from "@/builder/store/section-operations";
import { type LeftSectionKey, SectionIcon, leftSectionKeys, sectionElementId } from "./left-sections";
import { useCustomSectionKeys } from "./sections/custom-sections";

function scrollToSection(key: LeftSectionKey) {
  const modes = useBuilderModeStore.getState();
  if (modes.mode === "edit") {
    scrollToPanelSection(sectionElementId(key), { smooth: true });
    return;
  }
  // The sections show only while editing: back to it first, then to the section once it is drawn.
  modes.setMode("edit");
  requestAnimationFrame(() => scrollToPanelSection(sectionElementId(key)));
}

/** One shortcut of the rail, named after the section as the resume calls it. */
function RailButton({ sectionKey }: { sectionKey: LeftSectionKey }) {
  const { t } = useTranslation();
  const name = useBuilderStore((state) => {
    if (sectionKey === "basics" || !state.data) return undefined;
    return findSection(state.data, sectionKey)?.name;
  });
  const label = sectionKey === "basics" ? t("builderLeft.basics.title") : (name ?? "");
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t("builderLeft.rail.goTo", { section: label })}
      title={label}
      onClick={() => scrollToSection(sectionKey)}
    >
      <SectionIcon sectionKey={sectionKey} />
    </Button>
  );
}

/**
 * The narrow rail beside the left panel: back to the dashboard, a shortcut that
 * scrolls to each section, and the user menu.
 */
export function LeftRail() {
  const { t } = useTranslation();
  const customKeys = useCustomSectionKeys();
  return (
    <div className="flex h-full w-14 flex-col items-center gap-2 border-e border-zinc-200 py-3 dark:border-zinc-800">
      <Button variant="ghost" size="icon" asChild>
        <Link to="/dashboard/resumes" aria-label={t("nav.backToDashboard")} title={t("nav.backToDashboard")}>
          <ArrowLeft size={20} aria-hidden />
        </Link>
      </Button>
      <nav aria-label={t("builderLeft.rail.label")} className="flex min-h-0 flex-1 flex-col items-center gap-1 overflow-y-auto">
        {[...leftSectionKeys, ...customKeys].map((key) => (
          <RailButton key={key} sectionKey={key} />
        ))}
      </nav>
      <div className="w-full px-1">
        <UserMenu />
      </div>
    </div>
  );
}
