import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { scrollToPanelSection } from "@/builder/shell/scroll-in-panel";
import { type DesignSection, designSectionIcons, designSectionId, designSections } from "./design-sections";

/** Scrolls the panel to a section and moves focus to its heading, so the keyboard continues from there. */
function goToSection(section: DesignSection): void {
  const element = scrollToPanelSection(designSectionId(section), { smooth: true });
  element?.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}

/** The narrow rail beside the right panel: one shortcut per section of the panel. */
export function RightRail() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("builderRight.railLabel")}
      className="flex h-full w-14 flex-col items-center gap-1 overflow-y-auto border-s border-zinc-200 py-3 dark:border-zinc-800"
    >
      {designSections.map((section) => {
        const Icon = designSectionIcons[section];
        const name = t(`builderRight.sections.${section}`);
        return (
          <Button
            key={section}
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={t("builderRight.goTo", { section: name })}
            title={name}
            onClick={() => goToSection(section)}
          >
            <Icon size={20} aria-hidden />
          </Button>
        );
      })}
    </nav>
  );
}
