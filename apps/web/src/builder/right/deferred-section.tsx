import { type ComponentType, type LazyExoticComponent, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNearViewport } from "@/ui/use-near-viewport";
import type { DesignSection } from "./design-sections";
import { PanelSection } from "./panel-section";

/**
 * A section of the design panel whose controls (and their libraries: colour picker, sliders,
 * font list…) load once it nears the visible part of the panel, so the builder's first load
 * carries only what the first screen shows. Its heading is there at once, with the id the
 * rail scrolls to; scrolling there brings it near, and it loads.
 */
export function DeferredSection({ section, component: Section }: { section: DesignSection; component: LazyExoticComponent<ComponentType> }) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLParagraphElement>(null);
  const near = useNearViewport(anchor, "400px", { withinScrollParent: true });
  const placeholder = (
    <PanelSection section={section}>
      <p ref={anchor} className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("common.loading")}
      </p>
    </PanelSection>
  );
  return near ? <Suspense fallback={placeholder}>{<Section />}</Suspense> : placeholder;
}
