import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type DesignSection, designSectionIcons, designSectionId } from "./design-sections";

/** One section of the right panel: a heading the rail can scroll to, then its controls. */
export function PanelSection({ section, children }: { section: DesignSection; children: ReactNode }) {
  const { t } = useTranslation();
  const id = designSectionId(section);
  const Icon = designSectionIcons[section];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="grid scroll-mt-4 gap-4 border-b border-zinc-200 py-6 last:border-b-0 dark:border-zinc-800">
      <h2 id={`${id}-heading`} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold outline-none">
        <Icon size={20} aria-hidden />
        {t(`builderRight.sections.${section}`)}
      </h2>
      {children}
    </section>
  );
}
